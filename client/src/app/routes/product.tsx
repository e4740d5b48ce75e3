import type { ApolloClient } from '@apollo/client';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { errorCode } from '../../lib/apollo';
import { routeId } from '../../lib/route-id';
import { ProductDetailDocument, ProductListDocument, type ProductDetailQuery } from '../../gql/graphql';
import { CommentsDocument } from '../../gql/comments/graphql';
import { GALLERY_IMAGE_SIZES } from '../../features/catalogue/components/gallery';
import { OTHER_PIECES, ProductDetailPage } from '../../features/catalogue/components/product-detail-page';
import { CommentsSection } from '../../features/comments/components/comments-section';
import { AskAboutPiece } from '../../features/enquiries/components/ask-about-piece';
import type { PreloadImage, RouteHandle } from '../head';

export { ProductDetailError as ErrorBoundary } from '../../features/catalogue/components/product-detail-page';

/** Spec §2's product detail with its comments section: the catalogue's detail (with a question about the piece) and the comments side by side. */
export function Component() {
  // The id its loader read from the address.
  const { id } = useLoaderData<ProductMeta>();
  return (
    <>
      <ProductDetailPage id={id} ask={(piece) => <AskAboutPiece {...piece} />} />
      <CommentsSection on="PRODUCT" targetId={id} />
    </>
  );
}

type ProductMeta = Pick<ProductDetailQuery['product'], 'id' | 'name' | 'description'> & {
  images: string[];
  cover?: PreloadImage;
};

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const product = loaded as ProductMeta | null;
    if (!product) return {};
    const description =
      product.description.length > 160
        ? `${product.description.slice(0, 157).trimEnd()}…`
        : product.description;
    return {
      title: product.name,
      description,
      image: product.images[0],
      imageAlt: product.name,
      preloadImage: product.cover,
    };
  },
};

/** The queries the loader reads: the browser writes the server render's answers to them into its cache (app/ssr-state.ts). */
export const queries = [ProductDetailDocument, CommentsDocument, ProductListDocument];

/** A 404 for a piece not (or no longer) in the shop, with a few others in the cache for its page to offer. */
async function missing(client: ApolloClient) {
  await client
    .query({ query: ProductListDocument, variables: OTHER_PIECES })
    .catch((error: unknown) => console.error('Failed to load products', error));
  return data(null, { status: 404 });
}

/** The product into the cache before its page renders; an unknown id is a 404 (spec §8's messages show). */
export async function loader({ params }: LoaderFunctionArgs, client: ApolloClient): Promise<ProductMeta> {
  const id = routeId(params.id);
  if (id === undefined) throw await missing(client);
  // The comments arrive with the rendered page; a failure is logged only (spec §8).
  const comments = client
    .query({ query: CommentsDocument, variables: { on: 'PRODUCT', id } })
    .catch((error: unknown) => {
      if (errorCode(error) !== 'NOT_FOUND') console.error('Failed to load comments', error);
    });
  try {
    const { data: result } = await client.query({ query: ProductDetailDocument, variables: { id } });
    await comments;
    const { name, description, images } = result!.product;
    const cover = images[0] ? { avifSrcset: images[0].avifSrcset, sizes: GALLERY_IMAGE_SIZES } : undefined;
    return { id, name, description, images: images.map((image) => image.imageUrl), cover };
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') throw await missing(client);
    console.error('Failed to fetch product', error);
    throw data(null, { status: 503 });
  }
}
