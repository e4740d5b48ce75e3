import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { operationTags, pageTags, readTags } from './page-tags';

const operation = (query: string) =>
  parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

describe('what each kept page and read shows', () => {
  it('tells pages by their kind', () => {
    expect(pageTags('/jewellery/12')).toEqual(['product:12', 'comments:product:12']);
    expect(pageTags('/publication/3')).toEqual(['publication:3', 'comments:publication:3']);
    expect(pageTags('/')).toEqual(['catalogue']);
    expect(pageTags('/bridal')).toEqual(['catalogue']);
    expect(pageTags('/blog')).toEqual(['blog']);
    expect(pageTags('/contact')).toEqual([]);
    expect(pageTags('/jewellery/12/edit')).toEqual([]);
  });

  it('tells REST reads and the site files by their path, and an unknown read depends on every write', () => {
    expect(readTags('/api/products')).toEqual(['catalogue']);
    expect(readTags('/api/products/12')).toEqual(['product:12']);
    expect(readTags('/api/products/12/comments')).toEqual(['comments:product:12']);
    expect(readTags('/api/publications/3/comments')).toEqual(['comments:publication:3']);
    expect(readTags('/api/publications')).toEqual(['blog']);
    expect(readTags('/sitemap.xml')).toEqual(['catalogue', 'blog']);
    expect(readTags('/rss.xml')).toEqual(['blog']);
    expect(readTags('/api/something-new')).toEqual(['any-write']);
  });

  it('tells GraphQL reads by their root fields, with ids from literals or variables', () => {
    expect(operationTags(operation('query P($id: Int!) { product(id: $id) { id } }'), { id: 12 })).toEqual([
      'product:12',
    ]);
    expect(operationTags(operation('{ comments(on: PUBLICATION, id: 3) { total } }'))).toEqual([
      'comments:publication:3',
    ]);
    expect(
      operationTags(
        operation('query C($on: CommentTarget!, $id: Int!) { comments(on: $on, id: $id) { total } }'),
        { on: 'PRODUCT', id: 5 },
      ),
    ).toEqual(['comments:product:5']);
    expect(
      operationTags(operation('{ colors { id } categories { id } products { total } __typename }')),
    ).toEqual(['catalogue']);
    expect(operationTags(operation('{ publications { total } publication(id: 2) { id } }'))).toEqual([
      'blog',
      'publication:2',
    ]);
    // An id it cannot read, or a field it does not know: every write.
    expect(operationTags(operation('query P($id: Int) { product(id: $id) { id } }'))).toEqual(['any-write']);
    expect(operationTags(operation('{ somethingNew }'))).toEqual(['any-write']);
  });
});
