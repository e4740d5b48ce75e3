import { spawn } from 'node:child_process';
import type { Client, QueryResultRow } from 'pg';

/** What the backup and restore read from either database: one statement, its rows. */
export type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** The rows of a statement whose answer is not read (BEGIN, DDL, a write): pg's row type is an object. */
export type Unread = Record<string, unknown>;

/** `Query` over a PostgreSQL connection. */
export const clientQuery =
  (client: Client): Query =>
  async <T>(sql: string, params?: unknown[]) =>
    (await client.query<T & QueryResultRow>(sql, params)).rows;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The shop's tables (TypeORM's own list of migrations apart). */
export async function tables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((row) => row.name);
}

/** Rows per table (the migrations table included: it says the schema's version). */
export async function rowCounts(query: Query): Promise<Record<string, number>> {
  const names = await tables(query);
  const results: Record<string, unknown>[][] = [];
  for (const sql of names.map(countSql)) results.push(await query(sql));
  return countsOf(names, results);
}

const countSql = (table: string) => `SELECT count(*) AS n FROM public.${quoteIdent(table)}`;
const countsOf = (names: string[], results: Record<string, unknown>[][]) =>
  Object.fromEntries(names.map((name, index) => [name, Number(results[index][0].n)]));

/** What the rows point at in the image store: product pictures (`products/<name>`) and the texts that name backgrounds. */
export interface PictureReferences {
  productPictures: string[];
  publicationTexts: string[];
}

/** What a backup reads from the database at the moment of its copy. */
export interface DatabaseFacts extends PictureReferences {
  lastMigration: string;
  rows: Record<string, number>;
}

/** The read queries of a backup's facts, for a database with these tables (run in one snapshot, in this order). */
export function factQueries(names: string[]): string[] {
  if (!names.includes('migrations'))
    throw new Error(
      'The database holds no shop: it has no migrations table (has the shop ever started on it?)',
    );
  return [
    `SELECT name FROM public.migrations ORDER BY timestamp DESC, id DESC LIMIT 1`,
    `SELECT DISTINCT file_key FROM public.product_images`,
    `SELECT image, content_pl, content_en FROM public.publications`,
    ...names.map(countSql),
  ];
}

export function factsOf(names: string[], results: Record<string, unknown>[][]): DatabaseFacts {
  const [migration, products, publications, ...counts] = results;
  return {
    lastMigration: String(migration[0]?.name ?? ''),
    productPictures: products.map((row) => String(row.file_key)),
    publicationTexts: publications.flatMap((row) =>
      [row.image, row.content_pl, row.content_en].filter(
        (text): text is string => typeof text === 'string' && text !== '',
      ),
    ),
    rows: countsOf(names, counts),
  };
}

/** The facts, each query in turn (inside the caller's snapshot). */
export async function readFacts(query: Query): Promise<DatabaseFacts> {
  const names = await tables(query);
  const results: Record<string, unknown>[][] = [];
  for (const sql of factQueries(names)) results.push(await query(sql));
  return factsOf(names, results);
}

export class ToolError extends Error {}

/** Runs one of PostgreSQL's client tools; a missing tool or a failure is a ToolError saying what to do. */
export function runTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  stdout?: (chunk: Buffer) => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    if (stdout) child.stdout?.on('data', stdout);
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new ToolError(
          error.code === 'ENOENT'
            ? `${tool} was not found: install PostgreSQL's client tools (e.g. apt-get install postgresql-client), of the server's version or newer`
            : `${tool} could not run: ${error.message}`,
        ),
      );
    });
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new ToolError(`${tool} failed (exit ${code}): ${errors.trim().split('\n').slice(-5).join(' ')}`),
        );
    });
  });
}
