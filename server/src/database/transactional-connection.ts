import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../common/context/request-context';
import { queryPrepared, queryUnlessGiven } from './named-statements';

const TRANSACTION = Symbol('soutache:transaction');

/** A statement that only reads: dropped, not sent, when its client has gone while it waited for a connection. */
const READ = /^\s*select\b/i;

/** Work for after the commit, awaited when it answers a promise; it must not fail (the write it follows is saved already). */
type AfterCommit = () => unknown;

interface OpenTransaction {
  manager: EntityManager;
  /** Run once the transaction committed, in order (each awaited); dropped when it rolls back. */
  afterCommit: AfterCommit[];
}

/** A request context inside an open transaction: the copy `withTransaction` hands its work. */
type InTransaction = RequestContext & { readonly [TRANSACTION]?: OpenTransaction };

const openTransaction = (ctx: RequestContext): OpenTransaction | undefined =>
  (ctx as InTransaction)[TRANSACTION];

/**
 * The database as a service method sees it, after Vendure's TransactionalConnection: the request
 * context carries the open transaction, so every call made with that context (a service calling
 * another, a follow-up read) joins it instead of taking another pool connection. On the embedded
 * database that matters twice: one transaction runs at a time there, and a query on another
 * connection while one is open waits for it. So a service opens one only where several statements
 * must commit together; a single statement runs alone, or in its caller's transaction.
 */
@Injectable()
export class TransactionalConnection {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The context's transaction when one is open, else the pool. */
  manager(ctx: RequestContext): EntityManager {
    return openTransaction(ctx)?.manager ?? this.dataSource.manager;
  }

  /**
   * One SQL statement, in the context's transaction when one is open. `T` is what it answers, named at
   * each call (its rows, or a write's `[rows, count]`): no default, so no row goes unchecked as `any`.
   */
  query<T = unknown>(ctx: RequestContext, sql: string, parameters?: unknown[]): Promise<T> {
    const open = openTransaction(ctx);
    if (open) return open.manager.query<T>(sql, parameters);
    // A read whose client has gone is not sent (a write is: what was asked for is done, answer or not).
    if (ctx.signal && READ.test(sql))
      return queryUnlessGiven<T>(this.dataSource, sql, parameters, ctx.signal);
    return this.dataSource.query<T>(sql, parameters);
  }

  /** A read sent again and again, as a named statement (database/named-statements.ts); in the context's transaction as a plain one. */
  queryPrepared<T>(ctx: RequestContext, text: string, params: unknown[]): Promise<T[]> {
    const open = openTransaction(ctx);
    return open
      ? open.manager.query<T[]>(text, params)
      : queryPrepared<T>(this.dataSource, text, params, ctx.signal);
  }

  inTransaction(ctx: RequestContext): boolean {
    return openTransaction(ctx) !== undefined;
  }

  /**
   * The same request without its transaction, and without its client's signal: for work after the
   * commit, which may open a transaction of its own and must finish whether or not anyone waits.
   */
  detached(ctx: RequestContext): RequestContext {
    const { [TRANSACTION]: _closed, signal: _signal, ...rest } = ctx as InTransaction;
    return rest;
  }

  /**
   * `work` with a context that carries a transaction: a new one that commits when `work` resolves and
   * rolls back when it throws, or, when the context carries one already, that one (the outermost
   * call decides when it commits). The caller's own context is left as it was.
   */
  async withTransaction<T>(ctx: RequestContext, work: (ctx: RequestContext) => Promise<T>): Promise<T> {
    if (this.inTransaction(ctx)) return work(ctx);
    const afterCommit: AfterCommit[] = [];
    const result = await this.dataSource.transaction((manager) =>
      work({ ...ctx, [TRANSACTION]: { manager, afterCommit } } as InTransaction),
    );
    for (const effect of afterCommit) await effect();
    return result;
  }

  /**
   * What others may see only once the write is there (a kept page dropped, a message sent, files the
   * rows no longer point at removed): after the context's transaction commits, before `withTransaction`
   * resolves, never when it rolls back; at once outside a transaction (the answer settles with it).
   */
  async afterCommit(ctx: RequestContext, effect: AfterCommit): Promise<void> {
    const open = openTransaction(ctx);
    if (open) open.afterCommit.push(effect);
    else await effect();
  }
}
