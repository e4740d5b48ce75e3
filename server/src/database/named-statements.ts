import { createHash } from 'node:crypto';
import type { QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import { clientGone } from '../common/errors/app-error';
import { isEmbeddedUrl } from './embedded-postgres';
import { pgPoolOf } from '../common/seams';

/** Each statement text's name, made once (hashing the whole text on every page was a measurable cost). */
const names = new Map<string, string>();
const MAX_NAMES = 1_000;

/**
 * Runs a read that the app sends again and again as a named (prepared) statement, so PostgreSQL parses
 * and plans it once per pooled connection and then only binds and runs it: the catalogue's filtered list
 * spent longer planning than running (docs/performance.md). The name is made from the text: each distinct
 * statement (a handful per page kind: language, filters) is prepared once per connection.
 *
 * Not on the embedded database: its socket serves every pooled connection from one session, where a
 * second connection preparing the same name is refused.
 */
export async function queryPrepared<T>(
  db: DataSource,
  text: string,
  params: unknown[],
  signal?: AbortSignal,
): Promise<T[]> {
  const url = (db.options as { url?: string }).url;
  if (!url || isEmbeddedUrl(url))
    return signal ? queryUnlessGiven<T[]>(db, text, params, signal) : db.query<T[]>(text, params);
  const pool = pgPoolOf(db)!;
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    // The app's statements are a few hundred texts at most (language x filters x page kinds); the bound is a guard.
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  if (!signal) return (await pool.query<T & QueryResultRow>({ name, text, values: params })).rows;
  const client = await pool.connect();
  try {
    if (signal.aborted) throw clientGone();
    return (await client.query<T & QueryResultRow>({ name, text, values: params })).rows;
  } finally {
    client.release();
  }
}

/**
 * One statement through TypeORM (its errors and answers as `DataSource.query` gives them), sent only if
 * the request's client is still there once a pooled connection is free: a read queued behind others
 * while the pool is busy is dropped, not run for nobody, when its client has gone.
 */
export async function queryUnlessGiven<T>(
  db: DataSource,
  text: string,
  params: unknown[] | undefined,
  signal: AbortSignal,
): Promise<T> {
  if (signal.aborted) throw clientGone();
  const runner = db.createQueryRunner();
  try {
    await runner.connect();
    if (signal.aborted) throw clientGone();
    // QueryRunner.query takes no type argument: its answer is named here.
    const answer: T = await runner.query(text, params);
    return answer;
  } finally {
    await runner.release();
  }
}
