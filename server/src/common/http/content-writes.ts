/**
 * What the shop has written since start, for what it keeps (common/http/kept-answers.ts,
 * shared-answers.ts): a page rendered or an answer kept before a change it shows may be out of date.
 * Changes are counted as ssr/content-invalidation.ts turns each domain event (common/events) into a
 * change: of a few pages (a comment changes its product's or publication's page), or of any page.
 * Counts are per process, shared by every app in it (tests start several); with REDIS_URL the events
 * of the other instances are counted too (common/events/domain-events-relay.ts).
 */
let writes = 0;
/** Changes of a few pages since start: the API's kept answers (shared-answers.ts) miss after any of them too. */
let scopedWrites = 0;
const pageWrites = new Map<string, number>();

/** A change: `pages` (site paths such as /jewellery/3) when only they changed, none when any page may have. */
export interface ContentChange {
  pages?: string[];
}

/**
 * The relays (one per app, with REDIS_URL) that cannot hear the other instances right now (Redis
 * unreachable): while any cannot, a write elsewhere may go unheard, so nothing kept is trusted and
 * nothing is kept: every version asked for is new (each answer is computed), until they hear again.
 */
const deafRelays = new Set<object>();
let unheard = 0;
const unkeepable = () => `unheard:${(unheard += 1)}`;

/** A relay tells whether it hears the other instances. Either way the change drops everything kept (a write may have gone unheard). */
export function hearingOtherInstances(relay: object, hearing: boolean): void {
  const deafBefore = deafRelays.size > 0;
  if (hearing) deafRelays.delete(relay);
  else deafRelays.add(relay);
  if (deafBefore !== deafRelays.size > 0) applyContentChange({});
}

/** A token that changes whenever the page at `path` may have changed; without a path, on every write to any page. */
export const contentVersion = (path?: string): string =>
  deafRelays.size ? unkeepable() : path === undefined ? `${writes}` : `${writes}:${pageWrites.get(path) ?? 0}`;

/** A token that changes on every write, scoped or not: for answers that may show any page's data (the API's lists). */
export const anyWriteVersion = (): string => (deafRelays.size ? unkeepable() : `${writes}:${scopedWrites}`);

/** Counts a change, made here or heard from another instance. */
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
