import type { ApolloClient } from '@apollo/client';
import { SLIDE_SIZES } from '../../features/home/components/slideshow';
import { HomeSlideshowDocument } from '../../gql/graphql';
import type { PreloadImage, RouteHandle } from '../head';

export { HomePage as Component } from '../../features/home/components/home-page';

export const handle: RouteHandle = {
  meta: ({ data }) => ({ preloadImage: (data as { cover?: PreloadImage } | null)?.cover }),
};

/** The slideshow's pictures into the cache before the page renders; without them the page still shows. */
/** The queries the loader reads: the browser writes the server render's answers to them into its cache (app/ssr-state.ts). */
export const queries = [HomeSlideshowDocument];

export async function loader(_args: unknown, client: ApolloClient) {
  const slides = await client
    .query({ query: HomeSlideshowDocument })
    .catch((error: unknown) => void console.error('Failed to load the slideshow', error));
  const first = slides?.data?.randomImages[0];
  return { cover: first ? { avifSrcset: first.avifSrcset, sizes: SLIDE_SIZES } : undefined };
}
