import { fallbackLang, useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import type { PublicationCard_PublicationFragment } from '../../../gql/blog/graphql';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';

/** One post on the blog's index: picture, title, abstract, date and author; `mark` says a post is not public yet (an admin's draft). */
export function PublicationCard({
  publication,
  priority = false,
  mark,
}: {
  publication: PublicationCard_PublicationFragment;
  priority?: boolean;
  mark?: string;
}) {
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
          {mark && <p className="draft-mark">{mark}</p>}
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
