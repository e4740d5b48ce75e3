import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { BlogListDocument } from '../../../gql/blog/graphql';
import { useSession } from '../../../lib/session';
import { PublicationCard } from './publication-card';
import './blog.css';
import { paths } from '../../../lib/paths';

export const BLOG_PAGE_SIZE = 6;

// An admin's drafts, above the index: their code and query load for admins only.
const BlogDrafts = lazy(() => import('./blog-drafts').then((module) => ({ default: module.BlogDrafts })));

/** /blog: the publications, newest first, six at a time with load more (the spec leaves the page empty; readers get an index); an admin's drafts above them. */
export function BlogPage() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const list = useQuery(BlogListDocument, {
    variables: { offset: 0, limit: BLOG_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  if (list.error) console.error('Failed to load publications', list.error);
  const publications = list.data?.publications.publications ?? [];
  const total = list.data?.publications.total ?? 0;
  const loadingMore = list.networkStatus === NetworkStatus.fetchMore;

  return (
    <section className="blog" aria-labelledby="blog-title">
      <header className="blog__header">
        <p className="eyebrow">{t('blog.eyebrow')}</p>
        <h1 id="blog-title" className="page-title">
          {t('blog.title')}
        </h1>
        <p className="blog__lead">{t('blog.lead')}</p>
        {isAdmin && (
          <div className="button-row blog__actions">
            <Link to={paths.publicationCreate.href()} className="button button--primary">
              {t('blog.createNew')}
            </Link>
          </div>
        )}
      </header>
      {publications.length === 0 ? (
        !list.loading && <p className="list-status">{t('blog.empty')}</p>
      ) : (
        <ul className="card-grid">
          {publications.map((publication, index) => (
            <li key={publication.id}>
              <PublicationCard publication={publication} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {publications.length < total && (
        <div className="button-row button-row--center">
          <button
            type="button"
            className="button button--ghost"
            disabled={loadingMore}
            onClick={() =>
              void list.fetchMore({ variables: { offset: publications.length, limit: BLOG_PAGE_SIZE } })
            }
          >
            {loadingMore ? t('blog.loading') : t('blog.loadMore')}
          </button>
        </div>
      )}
      {/* Below the posts visitors see: a post just published is the first thing she sees, however many drafts she keeps. */}
      {isAdmin && (
        <Suspense fallback={null}>
          <BlogDrafts />
        </Suspense>
      )}
    </section>
  );
}
