import { useQuery } from '@apollo/client/react';
import { BlogDraftsDocument } from '../../../gql/blog/graphql';
import { useAdminTexts } from '../../../lib/use-admin-texts';
import { useTranslation } from '../../../lib/translation';
import { PublicationCard } from './publication-card';

/**
 * An admin's own posts not public yet, below the blog's index, each marked as a draft or as scheduled:
 * loaded for admins only (visitors never get its code, nor the posts), read afresh on each visit.
 */
export function BlogDrafts() {
  const { t } = useTranslation();
  const ready = useAdminTexts();
  const { data } = useQuery(BlogDraftsDocument, { fetchPolicy: 'cache-and-network' });
  const drafts = data?.draftPublications ?? [];
  if (!ready || drafts.length === 0) return null;
  return (
    <section className="blog-drafts" aria-labelledby="blog-drafts-title">
      <h2 id="blog-drafts-title" className="blog-drafts__title">
        {t('adminPanel.draftsTitle')}
      </h2>
      <ul className="card-grid">
        {drafts.map((publication) => (
          <li key={publication.id}>
            <PublicationCard
              publication={publication}
              mark={t(publication.draft ? 'drafts.onlyYou' : 'drafts.scheduled')}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
