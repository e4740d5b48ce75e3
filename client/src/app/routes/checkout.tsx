import type { ApolloClient } from '@apollo/client';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CheckoutPage } from '../../features/orders/components/checkout-page';
import { CheckoutPieceDocument } from '../../gql/orders/graphql';
import { errorCode } from '../../lib/apollo';
import { routeId } from '../../lib/route-id';
import type { RouteHandle } from '../head';

/** /checkout/{id}: reserve a piece (or ask for one to be made), its piece and the delivery offered loaded first. */
export function Component() {
  const { id } = useLoaderData<{ id: number }>();
  return <CheckoutPage id={id} />;
}

export const queries = [CheckoutPieceDocument];

export async function loader({ params }: LoaderFunctionArgs, client: ApolloClient): Promise<{ id: number }> {
  const id = routeId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  try {
    await client.query({ query: CheckoutPieceDocument, variables: { id }, fetchPolicy: 'network-only' });
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
  return { id };
}

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('meta.checkoutTitle'), description: t('meta.checkoutTitle'), noindex: true }),
};
