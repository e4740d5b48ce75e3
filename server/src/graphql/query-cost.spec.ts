import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GraphQLRequestListener } from '@apollo/server';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  parse,
  parseType,
  type DocumentNode,
  type TypeNode,
} from 'graphql';
import { repoRoot } from '../config/app-config';
import { MAX_QUERY_COST, queryCost, queryCostPlugin } from './query-cost';

/** A catalogue-shaped schema: a page of products whose size is `limit` (at most MAX_PAGE_SIZE, 100). */
const schema = buildSchema(`
  type Product { id: Int! name: String! colors: [Color!]! }
  type Color { id: Int! name: String! }
  type ProductPage { items: [Product!]! total: Int! }
  type Query { products(limit: Int = 9, offset: Int = 0): ProductPage! }
`);

/** Runs the plugin's check on one request, as Apollo Server would once the operation is resolved. */
async function check(document: DocumentNode, variables: Record<string, unknown> = {}): Promise<void> {
  const listener = (await queryCostPlugin.requestDidStart!({} as never)) as GraphQLRequestListener<never>;
  await listener.didResolveOperation!({
    request: { variables },
    document,
    schema,
    operationName: null,
  } as never);
}

const aliases = (count: number, limit: string) =>
  parse(
    `query${limit === '$n' ? '($n: Int!)' : ''} { ${Array.from({ length: count }, (_, i) => `p${i}: products(limit: ${limit}) { items { id name colors { id name } } total }`).join(' ')} }`,
  );

describe('the query cost limit', () => {
  it(`refuses a document over ${MAX_QUERY_COST} with 400 GRAPHQL_VALIDATION_FAILED`, async () => {
    await expect(check(aliases(40, '100'))).rejects.toMatchObject({
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('still refuses a document accepted before when its variables ask for larger pages', async () => {
    // Forty pages of one product fit; forty pages of a hundred do not. The same parsed document both
    // times, as Apollo Server keeps it for a query text: what it cost once says nothing of the next.
    const document = aliases(40, '$n');
    await expect(check(document, { n: 1 })).resolves.toBeUndefined();
    await expect(check(document, { n: 1 })).resolves.toBeUndefined();
    await expect(check(document, { n: 100 })).rejects.toMatchObject({
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('accepts a document whose largest pages fit, whatever its variables, every time', async () => {
    const document = aliases(2, '$n');
    for (const n of [1, 100, 9, 100]) await expect(check(document, { n })).resolves.toBeUndefined();
  });

  it('costs a document with @include by its variables every time', async () => {
    const document = parse(
      `query($all: Boolean!) { a: products(limit: 1) { total } ${Array.from({ length: 40 }, (_, i) => `p${i}: products(limit: 100) @include(if: $all) { items { id name colors { id name } } }`).join(' ')} }`,
    );
    await expect(check(document, { all: false })).resolves.toBeUndefined();
    await expect(check(document, { all: true })).rejects.toMatchObject({
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it("keeps every operation the shop's own client sends well under the limit, at a page of 100", () => {
    const root = repoRoot();
    const shopSchema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
    const files: string[] = [];
    const walk = (dir: string) =>
      readdirSync(dir, { withFileTypes: true }).forEach((entry) =>
        entry.isDirectory()
          ? walk(join(dir, entry.name))
          : entry.name.endsWith('.graphql') && files.push(join(dir, entry.name)),
      );
    walk(join(root, 'client', 'src'));
    const document = parse(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
    const operations = document.definitions.flatMap((d) =>
      d.kind === 'OperationDefinition' && d.name ? [d.name.value] : [],
    );
    expect(operations.length).toBeGreaterThan(10);
    // Each operation with every variable given (a page of 100 where a page size is asked).
    const sample = (type: TypeNode, name: string): unknown => {
      if (type.kind === 'NonNullType') return sample(type.type, name);
      if (type.kind === 'ListType') return [];
      const named = shopSchema.getType(type.name.value);
      if (isInputObjectType(named)) {
        return Object.fromEntries(
          Object.values(named.getFields())
            .filter((field) => isNonNullType(field.type))
            .map((field) => [field.name, sample(parseType(String(field.type)), field.name)]),
        );
      }
      if (isEnumType(named)) return named.getValues()[0].value;
      return { Int: name === 'limit' ? 100 : 1, Float: 1, Boolean: true }[type.name.value] ?? 'x';
    };
    for (const definition of document.definitions) {
      if (definition.kind !== 'OperationDefinition' || !definition.name) continue;
      const variables = Object.fromEntries(
        (definition.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          sample(v.type, v.variable.name.value),
        ]),
      );
      const cost = queryCost(shopSchema, document, variables, definition.name.value);
      expect([definition.name.value, cost <= MAX_QUERY_COST / 2]).toEqual([definition.name.value, true]);
    }
  });
});
