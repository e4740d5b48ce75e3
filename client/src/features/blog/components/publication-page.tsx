import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { fallbackLang, useTranslation } from '../../../lib/translation';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '../../../components/ui/link';
import { ShareButton } from '../../../components/ui/share-button';
import { Notice } from '../../../components/ui/notice';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePageTexts } from '../../../lib/use-page-texts';
import { PublicationDetailDocument } from '../../../gql/blog/graphql';
import { formatDate, stillToCome } from '../../../lib/dates';
import { useAdminReread, useSession } from '../../../lib/session';
import { useBrokenImages } from '../use-broken-images';
import './blog.css';
import { paths } from '../../../lib/paths';

// An admin's control: its code and mutation load when an admin opens a post, never for readers.
const PublicationDelete = lazy(() =>
  import('./publication-delete').then((module) => ({ default: module.PublicationDelete })),
);

/** Spec §2's publication detail: background, title, author, date, content, an admin's Edit button. The route adds the comments. */
export function PublicationPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(PublicationDetailDocument, { variables: { id } });
  const { isAdmin } = useSession();
  const publication = data?.publication;
  const content = useRef<HTMLDivElement>(null);
  useBrokenImages(content, publication?.contentHtml);
  if (!publication) return null;

  return (
    <article className="publication" aria-labelledby="publication-title">
      <header className={`publication__hero${publication.imageUrl ? '' : ' publication__hero--plain'}`}>
        {publication.imageUrl && (
          <img className="publication__background" src={publication.imageUrl} alt="" fetchPriority="high" />
        )}
        <div className="publication__heading">
          <p className="eyebrow">
            <Link to={paths.blog.href()}>{t('blog.title')}</Link>
          </p>
          {/* A draft, or published with a time still to come: both only admins see. */}
          {(publication.draft || stillToCome(publication.publishAt)) && (
            <p className="draft-mark">{t(publication.draft ? 'drafts.onlyYou' : 'drafts.scheduled')}</p>
          )}
          {fallbackLang(publication.contentLang ?? publication.titleLang, i18n.language) && (
            <p className="language-mark">
              {t(
                `blog.inLanguage.${fallbackLang(publication.contentLang ?? publication.titleLang, i18n.language)}`,
              )}
            </p>
          )}
          <h1
            id="publication-title"
            className="page-title publication__title"
            lang={fallbackLang(publication.titleLang, i18n.language)}
          >
            {publication.title}
          </h1>
          <p className="publication__meta">
            {publication.authorName && <span className="publication__author">{publication.authorName}</span>}
            <time dateTime={publication.createdAt}>{formatDate(publication.createdAt, i18n.language)}</time>
          </p>
        </div>
      </header>
      {isAdmin && (
        <div className="button-row publication__admin">
          <Link to={paths.publicationEdit.href(publication.id)} className="button button--ghost">
            {t('blog.edit')}
          </Link>
          <Suspense fallback={null}>
            <PublicationDelete id={publication.id} />
          </Suspense>
        </div>
      )}
      {/* Rendered from Markdown and sanitised by the server (publications/markdown.ts): no script, handler or style. */}
      <div
        ref={content}
        className="publication__content prose"
        lang={fallbackLang(publication.contentLang, i18n.language)}
        dangerouslySetInnerHTML={{ __html: publication.contentHtml }}
      />
      <ShareButton
        path={paths.publication.href(publication.id)}
        title={publication.title}
        className="publication__share"
      />
    </article>
  );
}

/**
 * A post that is not (or no longer) on the blog is headed so, in words for people (their texts come with
 * the page texts, loaded only then), with the way back to the blog and spec §8's 'Failed to fetch
 * publication' below as the details. When the shop could not be reached, spec §8's other message heads the page.
 */
export function PublicationError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status < 500;
  useAdminReread(missing);
  const toBlog = (
    <div className="button-row button-row--center">
      <Link to={paths.blog.href()} className="button button--primary">
        {t('blog.title')}
      </Link>
    </div>
  );
  if (!missing) {
    return (
      <Notice title={t('blog.fetchError')} tone="alert">
        {toBlog}
      </Notice>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <PublicationGone>{toBlog}</PublicationGone>
    </Suspense>
  );
}

function PublicationGone({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  usePageTexts();
  return (
    <Notice title={t('blog.gone.title')} tone="alert">
      <p>{t('blog.gone.text')}</p>
      {children}
      <p className="error-details">{t('blog.fetchFailed')}</p>
    </Notice>
  );
}
