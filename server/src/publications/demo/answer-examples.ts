import { renderMarkdown } from '../markdown';
import { DEMO_PUBLICATIONS } from './publications';

/** The newest demo post as GET /api/publications/{id} answers it: the OpenAPI document's example. */
const id = DEMO_PUBLICATIONS.length;
const post = DEMO_PUBLICATIONS[id - 1];
// The demo posts take a demo piece's picture for their background (its name is random on each start).
const background = '/uploads/products/0b9e4c1e-7d3a-4f7e-9a51-000000000340-1000.webp';

/** Made when the OpenAPI document is (its Markdown rendered then), not when the server starts. */
export function examplePublication() {
  return {
    id,
    title: post.title,
    abstract: post.abstract,
    content: post.content,
    contentHtml: renderMarkdown(post.content),
    image: background,
    imageUrl: background,
    authorName: 'Demo Admin',
    createdAt: '2026-11-07T10:00:00.000Z',
    updatedAt: '2026-11-07T10:00:00.000Z',
    draft: false,
    publishAt: null,
  };
}

export const examplePublicationList = () => ({
  publications: [examplePublication()],
  total: DEMO_PUBLICATIONS.length,
});
