import type { ApolloClient } from '@apollo/client';
import { bridalVariables } from '../../features/catalogue/components/bridal-page';
import { ProductListDocument } from '../../gql/graphql';
import type { RouteHandle } from '../head';

export { BridalPage as Component } from '../../features/catalogue/components/bridal-page';

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('bridal.title'), description: t('bridal.meta') }) };

/** The first nine bridal pieces into the cache before the page renders (a failure is logged only, spec §8). */
export async function loader(_args: unknown, client: ApolloClient) {
  await client.query({ query: ProductListDocument, variables: bridalVariables() }).catch((error: unknown) => console.error('Failed to load products', error));
  return null;
}
