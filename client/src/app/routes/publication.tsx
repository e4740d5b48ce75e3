import type { ApolloClient } from '@apollo/client';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CommentsSection } from '../../features/comments/components/comments-section';
import { PublicationPage } from '../../features/blog/components/publication-page';
import { PublicationDetailDocument } from '../../gql/blog/graphql';
import { CommentsDocument } from '../../gql/comments/graphql';
import { errorCode } from '../../lib/apollo';
import { routeId } from '../../lib/route-id';
import type { RouteHandle } from '../head';

export { PublicationError as ErrorBoundary } from '../../features/blog/components/publication-page';

interface PublicationMeta {
  id: number;
  title: string;
  abstract: string;
  imageUrl: string | null;
}

/** The publication and its comments: the comments arrive with the rendered page. */
export function Component() {
  // The id its loader read from the address.
  const { id } = useLoaderData<PublicationMeta>();
  return (
    <>
      <PublicationPage id={id} />
      <CommentsSection on="PUBLICATION" targetId={id} />
    </>
  );
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const publication = loaded as PublicationMeta | null;
    if (!publication) return {};
    const description =
      publication.abstract.length > 160
        ? `${publication.abstract.slice(0, 157).trimEnd()}…`
        : publication.abstract;
    return {
      title: publication.title,
      description,
      image: publication.imageUrl ?? undefined,
      imageAlt: publication.title,
      ogType: 'article',
    };
  },
};

/** The publication and its comments into the cache before the page renders; an unknown id is a 404 (spec §8's messages show). */
/** The queries the loader reads: the browser writes the server render's answers to them into its cache (app/ssr-state.ts). */
export const queries = [PublicationDetailDocument, CommentsDocument];

export async function loader({ params }: LoaderFunctionArgs, client: ApolloClient): Promise<PublicationMeta> {
  const id = routeId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  // Spec §8: a comment failure is logged only; the publication still shows.
  const comments = client
    .query({ query: CommentsDocument, variables: { on: 'PUBLICATION', id } })
    .catch((error: unknown) => {
      if (errorCode(error) !== 'NOT_FOUND') console.error('Failed to load comments', error);
    });
  try {
    const { data: result } = await client.query({ query: PublicationDetailDocument, variables: { id } });
    await comments;
    const { title, abstract, imageUrl } = result!.publication;
    return { id, title, abstract, imageUrl };
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') throw data(null, { status: 404 });
    console.error('Failed to fetch publication', error);
    throw data(null, { status: 503 });
  }
}
