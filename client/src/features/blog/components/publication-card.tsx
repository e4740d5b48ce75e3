import { fallbackLang, useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import type { PublicationCard_PublicationFragment } from '../../../gql/blog/graphql';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';

/** One post on the blog's index: picture, title, abstract, date and author. */
export function PublicationCard({ publication, priority = false }: { publication: PublicationCard_PublicationFragment; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  // A post not written in the page's language says so ("In Polish"), in the page's language.
  const written = fallbackLang(publication.titleLang, i18n.language);
  return (
    <article className="card post-card">
      <Link to={paths.publication.href(publication.id)} className="card__link">
        <div className="post-card__picture">
          {publication.imageUrl ? (
            <img src={publication.imageUrl} alt="" loading={priority ? 'eager' : 'lazy'} decoding="async" />
          ) : (
            <span className="post-card__ornament" aria-hidden="true" />
          )}
        </div>
        <div className="post-card__body">
          {written && <p className="language-mark">{t(`blog.inLanguage.${written}`)}</p>}
          <h2 className="post-card__title" lang={fallbackLang(publication.titleLang, i18n.language)}>
            {publication.title}
          </h2>
          <p className="post-card__meta">
            <time dateTime={publication.createdAt}>{formatDate(publication.createdAt, i18n.language)}</time>
            {publication.authorName && <span> · {publication.authorName}</span>}
          </p>
          <p className="post-card__abstract" lang={fallbackLang(publication.abstractLang, i18n.language)}>
            {publication.abstract}
          </p>
        </div>
      </Link>
    </article>
  );
}
