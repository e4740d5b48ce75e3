import type { NextFunction, Request, Response } from 'express';

/**
 * How many writes the shop has answered: GraphQL mutations and REST calls other than GET. What was
 * rendered before a write may be out of date (ssr/page-cache.ts); counted when the answer goes out, after
 * the write committed. Failed and refused attempts count too: a miss costs a render, a stale page more.
 * One count per process, shared by every app in it (tests start several): a write anywhere only ever
 * makes a cached page miss.
 */
let writes = 0;

export const contentVersion = (): number => writes;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Express middleware for /api: a call that may write is counted once answered. */
export function countRestWrites(req: Request, res: Response, next: NextFunction): void {
  if (!READS.has(req.method)) res.once('finish', () => (writes += 1));
  next();
}

/** Apollo Server plugin: a mutation is counted as its answer is sent. */
export const countMutationsPlugin = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ operation }: { operation?: { operation: string } | null }) {
        if (operation?.operation === 'mutation') writes += 1;
        return Promise.resolve();
      },
    });
  },
};
