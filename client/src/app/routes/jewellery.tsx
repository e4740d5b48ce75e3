import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { CARD_IMAGE_SIZES } from '../../features/catalogue/components/product-card';
import { filtersFromUrl, firstPagesVariables, pagesFromUrl } from '../../features/catalogue/filters';
import { CatalogueFiltersDocument, ProductListDocument } from '../../gql/graphql';
import type { PreloadImage, RouteHandle } from '../head';

export { ProductListPage as Component } from '../../features/catalogue/components/product-list-page';

export const handle: RouteHandle = {
  meta: ({ t, data }) => ({
    title: t('catalogue.title'),
    description: t('catalogue.metaList'),
    preloadImage: (data as { cover?: PreloadImage } | null)?.cover,
  }),
};

/** The queries the loader reads: the browser writes the server render's answers to them into its cache (app/ssr-state.ts). */
export const queries = [ProductListDocument, CatalogueFiltersDocument];

/** The first page (or the pages a visitor had loaded, `?page=3`) of the URL's filters and the filter options, into the cache before the list renders. */
export async function loader({ request }: LoaderFunctionArgs, client: ApolloClient) {
  const params = new URL(request.url).searchParams;
  const filters = filtersFromUrl(params);
  // Spec §8: a failing list or filter fetch is logged only; the page still shows.
  const logged = (what: string) => (error: unknown) => void console.error(`Failed to load ${what}`, error);
  const variables = firstPagesVariables(filters, pagesFromUrl(params));
  const [list] = await Promise.all([
    client
      .query({ query: ProductListDocument, variables })
      .then(async (cached) => {
        // The cache may hold fewer of this list than the address asks (its first page only): ask for them all.
        const held = cached.data?.products;
        if (!held || held.products.length >= Math.min(variables.limit, held.total)) return cached;
        return client.query({ query: ProductListDocument, variables, fetchPolicy: 'network-only' });
      })
      .catch(logged('products')),
    client.query({ query: CatalogueFiltersDocument }).catch(logged('filters')),
  ]);
  const first = list?.data?.products.products[0]?.cover;
  return { cover: first ? { avifSrcset: first.avifSrcset, sizes: CARD_IMAGE_SIZES } : undefined };
}
