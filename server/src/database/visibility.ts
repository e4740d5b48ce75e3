import { type RequestContext, seesDrafts } from '../common/context/request-context';

/**
 * The one rule of who sees a piece or a post, for every statement that reads one: it is
 * public when it is not a draft and its publish time, if it has one, has come. Until then it is the
 * admins' alone, as a draft is; from then on it is public without anyone acting (a query-time
 * condition, not a timer: the kept answers are dropped by common/events/scheduled-publishing.ts).
 * `alias` is the table's alias in the statement ('p'), or '' for the bare table.
 */
export const isPublic = (alias: string): string => {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(NOT ${column('draft')} AND (${column('publish_at')} IS NULL OR ${column('publish_at')} <= now()))`;
};

/**
 * What of `alias`'s rows the caller sees: the public ones, and every one for an admin. It adds its own
 * parameter (whether the caller sees drafts) to `params` and names it, so no statement pairs a
 * positional `$n` with the caller by hand. Call it before the statement's later parameters are added.
 */
export function visibleTo(ctx: RequestContext, alias: string, params: unknown[]): string {
  params.push(seesDrafts(ctx));
  return `(${isPublic(alias)} OR $${params.length}::boolean)`;
}

/** The admin panel's "Drafts": not public yet, a draft or scheduled for later. */
export const isUnpublished = (alias: string): string => `NOT ${isPublic(alias)}`;
