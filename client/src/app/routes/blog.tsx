import type { ApolloClient } from '@apollo/client';
import { BLOG_PAGE_SIZE } from '../../features/blog/components/blog-page';
import { BlogListDocument } from '../../gql/blog/graphql';
import type { RouteHandle } from '../head';

export { BlogPage as Component } from '../../features/blog/components/blog-page';

export const handle: RouteHandle = {
  meta: ({ t }) => ({
    title: t('blog.title'),
    description: t('blog.metaDescription'),
    feed: { title: t('blog.feedTitle'), href: t('blog.feedHref') },
  }),
};

/** The blog's first page into the cache before it renders; a failure is logged and the page still shows. */
/** The queries the loader reads: the browser writes the server render's answers to them into its cache (app/ssr-state.ts). */
export const queries = [BlogListDocument];

export async function loader(_args: unknown, client: ApolloClient) {
  await client
    .query({ query: BlogListDocument, variables: { offset: 0, limit: BLOG_PAGE_SIZE } })
    .catch((error: unknown) => console.error('Failed to load publications', error));
  return null;
}
