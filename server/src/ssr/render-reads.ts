import type { Request, Response } from 'express';
import { Kind, parse, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import { anonymousRequest } from '../common/context/request-context.service';
import type { CacheService } from '../cache/cache.service';
import type { PublicReads } from '../common/http/public-reads';
import type { GraphqlOperation, Language } from '../../../client/src/render/render-contract';

/** What the renderer needs of the app's Apollo Server (typed structurally: @nestjs/apollo sees its ESM typings). */
export interface InProcessGraphql {
  executeOperation(
    request: GraphqlOperation,
    options: { contextValue: { req: Request; res: Response } },
  ): Promise<{ body: { kind: 'single'; singleResult: FormattedExecutionResult } | { kind: 'incremental' } }>;
}

/** What a render's data loads said: whether any failed for the server's reasons, and whether the database was out. */
export interface LoadOutcome {
  failed: boolean;
  unavailable: boolean;
}

export interface RenderReadsOptions {
  /** The app's Apollo Server, once started: pages read data through it in-process. */
  graphql: () => InProcessGraphql;
  /** Where the renders' public reads are kept (cache/cache.service.ts: `pageReads`; the renderer keeps its pages there too, `pages`). */
  cache: CacheService;
  /** Which GraphQL fields are public reads (common/http/public-reads.ts). */
  publicReads: PublicReads;
}

/** Codes of a failed data load that is the server's trouble, not the page's (a missing product is a page). */
const FAILED_LOAD = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'INSUFFICIENT_STORAGE']);

/**
 * The renders' data: each operation a page's loaders send runs through the app's own Apollo Server
 * (same schema, limits, permissions and error formatting; no HTTP), as an anonymous visitor in the
 * page's language, and a public read is kept for the next render.
 */
export class RenderReads {
  /** Each operation text the pages send, when it reads public fields only (publicRead). */
  private readonly publicOperations = new Map<string, OperationDefinitionNode | null>();

  constructor(private readonly options: RenderReadsOptions) {}

  /** Runs one of the page's operations through the app's Apollo Server, as an anonymous visitor in the page's language. */
  executor(req: Request, res: Response, language: Language, outcome: LoadOutcome) {
    // Personal parts fill in after hydration: the render never carries the visitor's credentials.
    const anonymous = anonymousRequest(req, language);
    return async (operation: GraphqlOperation): Promise<FormattedExecutionResult> => {
      // The pages' public reads by language, operation and variables, kept until a write to what they
      // show (cache/page-tags.ts, operationTags): a crawler walking the filter combinations reads the
      // filter options once, and a page rendered again (another theme, a new visit) reads nothing.
      const reads = this.options.cache.pageReads;
      const read = this.publicRead(operation);
      const key = read
        ? `${language} ${operation.operationName ?? ''} ${operation.query} ${JSON.stringify(operation.variables ?? {})}`
        : undefined;
      const kept = key === undefined ? undefined : reads.get(key);
      if (kept) return JSON.parse(kept.toString()) as FormattedExecutionResult;
      const began = read
        ? reads.begin(this.options.cache.operationTags(read, operation.variables))
        : undefined;
      const response = await this.options
        .graphql()
        .executeOperation(operation, { contextValue: { req: anonymous, res } });
      if (response.body.kind !== 'single')
        throw new Error('Incremental delivery is not used by server rendering');
      const result = response.body.singleResult;
      // The visitor left: the reads still waiting were dropped (database/named-statements.ts), so this page is not whole.
      if (res.destroyed) outcome.failed = true;
      for (const error of result.errors ?? []) {
        const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
        if (FAILED_LOAD.has(code)) outcome.failed = true;
        if (code === 'SERVICE_UNAVAILABLE') outcome.unavailable = true;
      }
      if (key !== undefined && !result.errors?.length) reads.set(key, began, JSON.stringify(result));
      return result;
    };
  }

  /**
   * A read whose answer is the same for every anonymous visitor in one language (common/http/public-reads.ts),
   * or null. `publicOperations` remembers it for each operation text the pages send (a handful of
   * documents, parsed once each).
   */
  private publicRead({ query, operationName }: GraphqlOperation): OperationDefinitionNode | null {
    const key = `${operationName ?? ''} ${query}`;
    let found = this.publicOperations.get(key);
    if (found === undefined) {
      try {
        const operations = parse(query).definitions.filter(
          (definition) => definition.kind === Kind.OPERATION_DEFINITION,
        );
        const operation =
          operations.find((candidate) => candidate.name?.value === operationName) ??
          (operations.length === 1 ? operations[0] : undefined);
        found =
          operation !== undefined && this.options.publicReads.readsPublicFieldsOnly(operation)
            ? operation
            : null;
      } catch {
        found = null;
      }
      this.publicOperations.set(key, found);
    }
    return found;
  }
}
