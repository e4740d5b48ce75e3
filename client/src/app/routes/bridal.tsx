import type { ApolloClient } from '@apollo/client';
import { BRIDAL_CENTRE_SIZES, bridalVariables } from '../../features/catalogue/components/bridal-page';
import { BridalListDocument } from '../../gql/graphql';
import type { PreloadImage, RouteHandle } from '../head';

export { BridalPage as Component } from '../../features/catalogue/components/bridal-page';

export const handle: RouteHandle = {
  meta: ({ t, data }) => ({
    title: t('bridal.title'),
    description: t('bridal.meta'),
    preloadImage: (data as { cover?: PreloadImage } | null)?.cover,
  }),
};

/** The first nine bridal pieces into the cache before the page renders (a failure is logged only, spec §8). */
/** The queries the loader reads: the browser writes the server render's answers to them into its cache (app/ssr-state.ts). */
export const queries = [BridalListDocument];

export async function loader(_args: unknown, client: ApolloClient) {
  const list = await client
    .query({ query: BridalListDocument, variables: bridalVariables() })
    .catch((error: unknown) => void console.error('Failed to load products', error));
  const first = list?.data?.products.products[0]?.images[0];
  return { cover: first ? { avifSrcset: first.avifSrcset, sizes: BRIDAL_CENTRE_SIZES } : undefined };
}
