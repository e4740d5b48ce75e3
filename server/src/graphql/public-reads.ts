import type {
  ApolloServerPlugin,
  GraphQLRequestContextWillSendResponse,
  GraphQLRequestListener,
} from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import type { Response } from 'express';
import type { OperationDefinitionNode } from 'graphql';
import { PUBLIC_READ_SECONDS } from '../common/http/no-store';
import { PublicReads } from '../common/http/public-reads';

/** A public query answered without errors, marked on its answer for the cache to keep (cache/shared-answers.ts). */
export interface SharedOperation {
  operation: OperationDefinitionNode;
  variables?: Record<string, unknown>;
}

/** The public query an answer was marked with (PublicReadsPlugin), or undefined: a personal answer. */
export const sharedOperationOf = (res: Response): SharedOperation | undefined =>
  res.locals.sharedOperation as SharedOperation | undefined;

/**
 * A query of public fields only, without a token, answered without errors, is the same for every
 * anonymous caller in one language: the server keeps its answer until a write to
 * what it shows (cache/shared-answers.ts), GET or POST. Its GET form (Apollo serves queries over GET; its CSRF
 * prevention asks for an `apollo-require-preflight` header) may be kept by a shared cache like the REST
 * reads too: it gets `public, max-age=30` and varies by language (Express adds the ETag and answers 304
 * to a match). Every other GraphQL answer stays `no-store`.
 */
@Plugin()
export class PublicReadsPlugin implements ApolloServerPlugin<{ res?: Response }> {
  constructor(private readonly reads: PublicReads) {}

  requestDidStart(): Promise<GraphQLRequestListener<{ res?: Response }>> {
    const reads = this.reads;
    return Promise.resolve({
      willSendResponse({
        request,
        response,
        operation,
        contextValue,
      }: GraphQLRequestContextWillSendResponse<{ res?: Response }>) {
        const http = request.http;
        if (
          !http ||
          http.headers.get('authorization') !== undefined ||
          !operation ||
          !reads.readsPublicFieldsOnly(operation)
        )
          return Promise.resolve();
        if (response.body.kind !== 'single' || response.body.singleResult.errors?.length || !contextValue.res)
          return Promise.resolve();
        const shared: SharedOperation = { operation, variables: request.variables };
        contextValue.res.locals.sharedOperation = shared;
        if (http.method === 'GET') {
          response.http.headers.set('cache-control', `public, max-age=${PUBLIC_READ_SECONDS}`);
          // Added to what is there (CORS's Origin): a cache keeps one answer per language and origin.
          contextValue.res.vary('Accept-Language');
        }
        return Promise.resolve();
      },
    });
  }
}
