import { type FieldNode, Kind, type OperationDefinitionNode } from 'graphql';
import { pageAt } from '../common/site-paths';
import { Tags } from './tag-versions';

/**
 * What each kind of page and public read shows, as tags (tag-versions.ts): the other half of
 * content-invalidation.ts, which says what each write changes. Every kept answer depends on `all` too.
 *
 * Pages (the client's routes, rendered by ssr/page-renderer.ts; a 404 or a failed render is never kept):
 * - `/jewellery/:id`: the product (its fields, pictures, colours, categories, rating, whether it is held) and its comments,
 *   and in its structured data the delivery the maker offers (a settings change drops every kept page);
 *   its authors' names change with its comments' tag (a rename says where the account commented). Other pieces are listed on its 404 only.
 * - `/publication/:id`: the publication and its comments. A post may show a product's picture, by the
 *   picture's address only: a product edit changes nothing in the post's page.
 * - `/`, `/jewellery`, `/bridal`: products (the home page's pictures, the lists and their filters).
 * - `/blog`: publications.
 * - `/checkout/:id`: the piece (its price, whether it is reserved) and the delivery the maker offers.
 * - Every other page (contact, terms, sign-in, account and admin screens, rendered for an anonymous
 *   visitor: personal parts fill in after hydration) shows no shop data: only `all` drops it.
 */
export function pageTags(path: string): string[] {
  const page = pageAt(path);
  switch (page.page) {
    case 'product':
      return [Tags.product(page.id), Tags.productComments(page.id)];
    case 'publication':
      return [Tags.publication(page.id), Tags.publicationComments(page.id)];
    case 'checkout':
      // The piece (its price, whether it is held) and what checkout offers, which the maker's settings change.
      return [Tags.product(page.id), Tags.catalogue];
    case 'home':
    case 'jewellery':
    case 'bridal':
      return [Tags.catalogue];
    case 'blog':
      return [Tags.blog];
    case 'other':
      return [];
  }
}

/**
 * What a kept REST read shows (its path without the /api prefix's query, as common/http/public-reads.ts
 * declares them), and the site's files: the sitemap lists every product and publication, the feed the
 * newest publications. A read this does not know depends on every write.
 */
export function readTags(path: string): string[] {
  const match = /^\/api\/(products|publications)(?:\/(\d+))?(\/comments)?\/?$/.exec(path);
  if (match) {
    const [, kind, id, comments] = match;
    if (id === undefined) return [kind === 'products' ? Tags.catalogue : Tags.blog];
    if (kind === 'products')
      return comments ? [Tags.productComments(Number(id))] : [Tags.product(Number(id))];
    return comments ? [Tags.publicationComments(Number(id))] : [Tags.publication(Number(id))];
  }
  if (/^\/api\/(colors|categories)\/?$/.test(path)) return [Tags.catalogue];
  if (/^\/sitemap(-\d+)?\.xml$/.test(path)) return [Tags.catalogue, Tags.blog];
  if (path === '/rss.xml') return [Tags.blog];
  return [Tags.anyWrite];
}

/** An argument's value in a query: a literal, or the variable it names. */
function argument(field: FieldNode, name: string, variables: Record<string, unknown> | undefined): unknown {
  const value = field.arguments?.find((arg) => arg.name.value === name)?.value;
  if (!value) return undefined;
  if (value.kind === Kind.VARIABLE) return variables?.[value.name.value];
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.ENUM) return value.value;
  return undefined;
}

/**
 * What a public GraphQL query shows (graphql/public-reads.ts: its root fields are all @PublicRead()),
 * by its root fields: `product(id)` that product, `comments(on, id)` those comments, `publication(id)`
 * that publication, the lists the catalogue or the blog. A field this does not know, or an id it
 * cannot read, depends on every write.
 */
export function operationTags(
  operation: OperationDefinitionNode,
  variables?: Record<string, unknown>,
): string[] {
  const tags = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return [Tags.anyWrite];
    const id = argument(selection, 'id', variables);
    const known = typeof id === 'number' && Number.isInteger(id);
    switch (selection.name.value) {
      case '__typename':
        break;
      case 'products':
      case 'colors':
      case 'categories':
      case 'randomImages':
        tags.add(Tags.catalogue);
        break;
      case 'publications':
        tags.add(Tags.blog);
        break;
      case 'product':
        if (!known) return [Tags.anyWrite];
        tags.add(Tags.product(id));
        break;
      case 'publication':
        if (!known) return [Tags.anyWrite];
        tags.add(Tags.publication(id));
        break;
      case 'comments': {
        const on = argument(selection, 'on', variables);
        if (!known || (on !== 'PRODUCT' && on !== 'PUBLICATION')) return [Tags.anyWrite];
        tags.add(on === 'PRODUCT' ? Tags.productComments(id) : Tags.publicationComments(id));
        break;
      }
      default:
        return [Tags.anyWrite];
    }
  }
  return [...tags];
}
