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

/** Public, or the reader sees drafts (`seesDrafts` is the statement's boolean parameter, e.g. '$2::boolean'). */
export const isPublicOr = (alias: string, seesDrafts: string): string => `(${isPublic(alias)} OR ${seesDrafts})`;

/** The admin panel's "Drafts": not public yet, a draft or scheduled for later. */
export const isUnpublished = (alias: string): string => `NOT ${isPublic(alias)}`;
