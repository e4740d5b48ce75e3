import type { RequestContext } from '../common/context/request-context';
import type { TransactionalConnection } from '../database/transactional-connection';

/** The first key of the advisory locks on pictures ("PI"); the second is the hash of the picture's name. */
export const PICTURE_LOCK_SPACE = 0x5049;

/**
 * Orders a write that names stored pictures against their removal, on both databases: the write takes
 * these locks before it checks that the files exist and holds them until it commits; a removal takes
 * them, asks again whether any row names the picture, and removes the files before it commits. So a
 * write never commits a name whose files are being removed, and a removal never takes files a write is
 * about to name. Pictures are `<folder>/<name>` (image-sweep.ts); taken in one order, so two callers
 * locking several never wait on each other in a circle. Only inside a transaction: the locks last until
 * it ends.
 */
export async function lockPictures(
  db: TransactionalConnection,
  ctx: RequestContext,
  pictures: string[],
): Promise<void> {
  if (!pictures.length) return;
  if (!db.inTransaction(ctx))
    throw new Error('lockPictures needs a transaction: its locks last until the transaction ends');
  await db.query<unknown>(
    ctx,
    `SELECT pg_advisory_xact_lock(${PICTURE_LOCK_SPACE}, h) FROM (SELECT DISTINCT hashtext(p) AS h FROM unnest($1::text[]) AS p ORDER BY 1) AS ordered`,
    [pictures],
  );
}
