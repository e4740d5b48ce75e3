import type { ApolloServerPlugin } from '@apollo/server';
import {
  BREAK,
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  isLeafType,
  visit,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE } from '../common/pagination/page.args';

/**
 * The most a GraphQL operation may cost. A field costs 1, and a field that answers several items
 * costs its selection once per item it can answer: `limit` (or its default) for a paged list,
 * LIST_ITEMS for the short lists inside a product (images, colours, categories); a field that declares
 * its complexity (a post's content, its HTML) costs that instead of 1. The client's own
 * operations stay far below (test/e2e/query-cost.e2e-spec.ts measures each of them); one page of 100
 * products with every field fits; fifteen aliases of it do not.
 */
export const MAX_QUERY_COST = 20_000;
/** What a list without a `limit` (a product's images, colours, categories; every colour) is counted as. */
export const LIST_ITEMS = 10;
/** Lists of plain values (ids) answer a number each: cheap, but still not free. */
const LEAF_LIST_ITEMS = 100;

/** Lists whose length is their parent's page (ProductPage.items): the parent already counted it. */
const isPageItems = (parentTypeName: string) => parentTypeName.endsWith('Page');

export const listSizeEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // A field that declares its own cost (`@Field({ complexity })`: a post's content) counts that much.
  const own = field.extensions?.complexity;
  if (typeof own === 'number' && childComplexity === 0) return own;
  const limit =
    typeof args.limit === 'number' ? args.limit : typeof args.count === 'number' ? args.count : undefined;
  const returned = getNullableType(field.type);
  // A page larger than MAX_PAGE_SIZE is refused by the arguments' own validation, with its own reason.
  if (limit !== undefined)
    return 1 + Math.min(Math.max(1, limit), MAX_PAGE_SIZE) * Math.max(1, childComplexity);
  if (!isListType(returned) || isPageItems(type.name)) return 1 + childComplexity;
  if (isLeafType(getNamedType(returned))) return 1 + LEAF_LIST_ITEMS;
  return 1 + LIST_ITEMS * childComplexity;
};

/** The cost of one operation of a document with its variables (what the limit compares). */
export function queryCost(
  schema: GraphQLSchema,
  query: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
  estimator: ComplexityEstimator = listSizeEstimator,
): number {
  return getComplexity({ schema, query, variables, operationName, estimators: [estimator] });
}

/** The estimator with every page as large as it may be (MAX_PAGE_SIZE), whatever the variables ask: the most an operation can cost. */
const worstCaseEstimator: ComplexityEstimator = (options) =>
  options.field.args.some((arg) => arg.name === 'limit' || arg.name === 'count')
    ? listSizeEstimator({ ...options, args: { ...options.args, limit: MAX_PAGE_SIZE } })
    : listSizeEstimator(options);

/** Whether a document includes or skips anything by a directive (its cost then depends on the variables beyond the page sizes). */
function hasConditions(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value !== 'include' && node.name.value !== 'skip') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * Whether each operation, by the parsed document Apollo keeps for a query text, costs at most
 * MAX_QUERY_COST whatever its variables: the cost of a page depends on them only through its size,
 * which the estimator bounds by MAX_PAGE_SIZE. Worked out once per operation; those that always fit
 * are not costed again (the client's own operations: computing a cost walked the whole document with
 * the schema, about a twentieth of a computed GraphQL answer's server time).
 */
const alwaysFits = new WeakMap<DocumentNode, Map<string, boolean>>();

function fitsWhateverItsVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName?: string,
): boolean {
  const operations = alwaysFits.get(document) ?? new Map<string, boolean>();
  alwaysFits.set(document, operations);
  let fits = operations.get(operationName ?? '');
  if (fits === undefined) {
    fits =
      !hasConditions(document) &&
      queryCost(schema, document, variables, operationName, worstCaseEstimator) <= MAX_QUERY_COST;
    operations.set(operationName ?? '', fits);
  }
  return fits;
}

/**
 * Refuses an operation that costs more than MAX_QUERY_COST before it runs: 400
 * GRAPHQL_VALIDATION_FAILED, like the depth and alias limits. A plugin, not a validation rule: a
 * page's size is often a variable, and validation rules never see the variables.
 */
export const queryCostPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, schema, operationName }) {
        const variables = request.variables ?? {};
        let cost: number;
        try {
          if (fitsWhateverItsVariables(schema, document, variables, operationName ?? undefined)) return;
          cost = queryCost(schema, document, variables, operationName ?? undefined);
        } catch {
          // Variables that do not fit their types: execution refuses them next with its own 400.
          return;
        }
        if (cost > MAX_QUERY_COST) {
          throw new GraphQLError(
            `Query cost ${cost} is over the limit of ${MAX_QUERY_COST}: ask for fewer items or fields`,
            {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            },
          );
        }
      },
    };
  },
};
