import type { ApolloClient } from '@apollo/client';
import { data, type LoaderFunctionArgs } from 'react-router';
import { errorCode } from '../../lib/apollo';
import { ProductDetailDocument } from '../../gql/graphql';
import type { RouteHandle } from '../head';

export { ProductDetailPage as Component, ProductDetailError as ErrorBoundary } from '../../features/catalogue/components/product-detail-page';

interface ProductMeta {
  name: string;
  description: string;
  image?: string;
}

export const handle: RouteHandle = {
  meta: ({ data: meta }) => {
    const product = meta as ProductMeta | null;
    if (!product) return {};
    const description = product.description.length > 160 ? `${product.description.slice(0, 157).trimEnd()}…` : product.description;
    return { title: product.name, description, image: product.image, imageAlt: product.name };
  },
};

/** The product into the cache before its page renders; an unknown id is a 404 (spec §8's messages show). */
export async function loader({ params }: LoaderFunctionArgs, client: ApolloClient): Promise<ProductMeta> {
  const id = /^[0-9]{1,10}$/.test(params.id ?? '') ? Number(params.id) : NaN;
  if (!(id >= 1 && id <= 2_147_483_647)) throw data(null, { status: 404 });
  try {
    const { data: result } = await client.query({ query: ProductDetailDocument, variables: { id } });
    const product = result!.product;
    return { name: product.name, description: product.description, image: product.images[0]?.imageUrl };
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') throw data(null, { status: 404 });
    console.error('Failed to fetch product', error);
    throw data(null, { status: 503 });
  }
}
