import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { filtersFromUrl, listVariables } from '../../features/catalogue/filters';
import { CatalogueFiltersDocument, ProductListDocument } from '../../gql/graphql';
import type { RouteHandle } from '../head';

export { ProductListPage as Component } from '../../features/catalogue/components/product-list-page';

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('catalogue.title'), description: t('catalogue.metaList') }) };

/** The first page of the URL's filters and the filter options, into the cache before the list renders. */
export async function loader({ request }: LoaderFunctionArgs, client: ApolloClient) {
  const filters = filtersFromUrl(new URL(request.url).searchParams);
  // Spec §8: a failing list or filter fetch is logged only; the page still shows.
  const logged = (what: string) => (error: unknown) => console.error(`Failed to load ${what}`, error);
  await Promise.all([
    client.query({ query: ProductListDocument, variables: listVariables(filters) }).catch(logged('products')),
    client.query({ query: CatalogueFiltersDocument }).catch(logged('filters')),
  ]);
  return null;
}
