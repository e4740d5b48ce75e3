import { eventually } from './eventually';

/** Whether the tests run on PostgreSQL (DATABASE_URL), rather than on the embedded PGlite. */
export const ON_POSTGRES = Boolean(process.env.DATABASE_URL);

/**
 * On PGlite, the pause `untilWaitingOnLock` makes instead: long enough for a request sent just before to
 * reach the database. There the session is one (server/src/database/pglite-session-server.ts): while the
 * test's transaction is open every other statement waits for its turn whatever it asks, and no
 * pg_stat_activity shows who waits.
 */
export const EMBEDDED_PAUSE_MS = 300;

/**
 * Waits until another session of the test's database waits on a lock (a row, or an advisory lock the
 * test holds in its open transaction; `wait_event_type = 'Lock'` in pg_stat_activity), so a test of
 * two writes at once knows the other write got that far before it lets go: no sleep that is too short
 * on a busy machine. `sql` is the test's own connection (`TestApp.sql`), its transaction open or not;
 * `queryLike` narrows the wait to statements like it (ILIKE). On PGlite, a short pause instead
 * (`EMBEDDED_PAUSE_MS`).
 */
export async function untilWaitingOnLock(
  sql: <T>(text: string, params?: unknown[]) => Promise<T[]>,
  { queryLike = '%', timeoutMs = 15_000 }: { queryLike?: string; timeoutMs?: number } = {},
): Promise<void> {
  if (!ON_POSTGRES) {
    await new Promise((resolve) => setTimeout(resolve, EMBEDDED_PAUSE_MS));
    return;
  }
  await eventually(
    `a statement like "${queryLike}" to wait on a lock`,
    async () => {
      // Inside a transaction PostgreSQL shows the sessions as they were at its first look: looked at anew.
      await sql('SELECT pg_stat_clear_snapshot()');
      return (
        (
          await sql<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
              AND wait_event_type = 'Lock' AND query ILIKE $1`,
            [queryLike],
          )
        )[0].waiting > 0
      );
    },
    { timeoutMs, everyMs: 20 },
  );
}
