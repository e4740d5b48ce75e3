import type { NextFunction, Request, Response } from 'express';

/**
 * What the shop has written since start, for the rendered pages it keeps (common/http/kept-answers.ts): a page
 * rendered before a change it shows may be out of date.
 *
 * Most writes (GraphQL mutations, REST calls other than GET) may change any page: they count once
 * answered, after the write committed, and every kept page misses. A refused REST call (4xx) wrote
 * nothing and does not count. Writes that change known pages only (a comment or a vote changes the
 * page of its product or publication) are registered as scoped (`registerScopedWrites`): their service
 * names the pages (`pagesChanged`) and only those miss. Counts are per process, shared by every app in
 * it (tests start several); with REDIS_URL, common/http/content-writes-relay.ts tells the other instances.
 */
let writes = 0;
/** Scoped writes since start: the API's kept answers (shared-answers.ts) miss after any of them too. */
let scopedWrites = 0;
const pageWrites = new Map<string, number>();

/** A change: `pages` (site paths such as /jewellery/3) when only they changed, none when any page may have. */
export interface ContentChange {
  pages?: string[];
}

const listeners = new Set<(change: ContentChange) => void>();
const scopedMutations = new Set<string>();
const scopedRestPaths: RegExp[] = [];

/** A token that changes whenever the page at `path` may have changed; without a path, on every write to any page. */
export const contentVersion = (path?: string): string => (path === undefined ? `${writes}` : `${writes}:${pageWrites.get(path) ?? 0}`);

/** A token that changes on every write, scoped or not: for answers that may show any page's data (the API's lists). */
export const anyWriteVersion = (): string => `${writes}:${scopedWrites}`;

/** Counts a change heard here or from another instance, without telling anyone. */
export function applyContentChange(change: ContentChange): void {
  if (change.pages) {
    scopedWrites += 1;
    for (const page of change.pages) pageWrites.set(page, (pageWrites.get(page) ?? 0) + 1);
  } else {
    writes += 1;
    // Every token made before is stale now: the per-page counts can start again.
    pageWrites.clear();
  }
}

/** Counts a change made by this instance and tells the listeners (the Redis relay). */
export function contentChanged(change: ContentChange): void {
  applyContentChange(change);
  for (const listener of listeners) listener(change);
}

/** A service's write that changed these pages only (its operation is registered as scoped). */
export const pagesChanged = (pages: string[]): void => contentChanged({ pages });

export function onContentChange(listener: (change: ContentChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Operations whose services name the pages they change: their answers do not drop every page. */
export function registerScopedWrites(scoped: { mutations: string[]; restPaths: RegExp[] }): void {
  scoped.mutations.forEach((name) => scopedMutations.add(name));
  for (const path of scoped.restPaths) if (!scopedRestPaths.some((known) => known.source === path.source)) scopedRestPaths.push(path);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Express middleware for /api: a call that may write is counted once answered. */
export function countRestWrites(req: Request, res: Response, next: NextFunction): void {
  if (!READS.has(req.method)) {
    const scoped = scopedRestPaths.some((path) => path.test(req.originalUrl.split('?')[0]));
    res.once('finish', () => {
      if (!scoped && res.statusCode < 400) contentChanged({});
    });
  }
  next();
}

interface SentOperation {
  operation: string;
  selectionSet?: { selections: readonly { kind: string; name?: { value: string } }[] };
}

/** Apollo Server plugin: a mutation is counted as its answer is sent, unless each of its fields is a scoped write. */
export const countMutationsPlugin = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ operation }: { operation?: SentOperation | null }) {
        if (operation?.operation !== 'mutation') return Promise.resolve();
        const selections = operation.selectionSet?.selections ?? [];
        const scoped = selections.length > 0 && selections.every((field) => field.kind === 'Field' && scopedMutations.has(field.name!.value));
        if (!scoped) contentChanged({});
        return Promise.resolve();
      },
    });
  },
};
