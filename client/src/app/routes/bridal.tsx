import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import {
  BRIDAL_CENTRE_SIZES,
  BridalPage,
  bridalFilters,
  bridalPagesVariables,
} from '../../features/catalogue/components/bridal-page';
import { GeneralEnquiry } from '../../features/enquiries/components/general-enquiry';
import { filtersFromUrl, pagesFromUrl } from '../../features/catalogue/filters';
import { BridalListDocument, CatalogueFiltersDocument } from '../../gql/graphql';
import type { PreloadImage, RouteHandle } from '../head';

/** The bridal range with a question about a set made to order. */
export function Component() {
  return <BridalPage enquiry={<GeneralEnquiry button="catalogue.ask.buttonBridal" />} />;
}

export const handle: RouteHandle = {
  meta: ({ t, data }) => ({
    title: t('bridal.title'),
    description: t('bridal.meta'),
    preloadImage: (data as { cover?: PreloadImage } | null)?.cover,
  }),
};

/** The queries the loader reads: the browser writes the server render's answers to them into its cache (app/ssr-state.ts). */
export const queries = [BridalListDocument, CatalogueFiltersDocument];

/**
 * The first nine bridal pieces of the address's filters and order (or the pages a visitor had loaded,
 * `?page=3`) and the filter options, into the cache before the page renders (a failure is logged only, spec §8).
 */
export async function loader({ request }: LoaderFunctionArgs, client: ApolloClient) {
  const params = new URL(request.url).searchParams;
  const variables = bridalPagesVariables(bridalFilters(filtersFromUrl(params)), pagesFromUrl(params));
  const logged = (what: string) => (error: unknown) => void console.error(`Failed to load ${what}`, error);
  const [list] = await Promise.all([
    client
      .query({ query: BridalListDocument, variables })
      .then(async (cached) => {
        // The cache may hold fewer of this list than the address asks (its first page only): ask for them all.
        const held = cached.data?.products;
        if (!held || held.products.length >= Math.min(variables.limit, held.total)) return cached;
        return client.query({ query: BridalListDocument, variables, fetchPolicy: 'network-only' });
      })
      .catch(logged('products')),
    client.query({ query: CatalogueFiltersDocument }).catch(logged('filters')),
  ]);
  const first = list?.data?.products.products[0]?.images[0];
  return { cover: first ? { avifSrcset: first.avifSrcset, sizes: BRIDAL_CENTRE_SIZES } : undefined };
}
