import type { ApolloClient } from '@apollo/client';
import { HomeSlideshowDocument } from '../../gql/graphql';

export { HomePage as Component } from '../../features/home/components/home-page';

/** The slideshow's pictures into the cache before the page renders; without them the page still shows. */
export async function loader(_args: unknown, client: ApolloClient) {
  await client.query({ query: HomeSlideshowDocument }).catch((error: unknown) => console.error('Failed to load the slideshow', error));
  return null;
}
