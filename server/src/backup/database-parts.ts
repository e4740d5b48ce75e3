import { spawn } from 'node:child_process';

/** What the backup and restore read from either database: one statement, its rows. */
export type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The shop's tables (TypeORM's own list of migrations apart). */
export async function tables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  return rows.map((row) => row.name);
}

/** Rows per table (the migrations table included: it says the schema's version). */
export async function rowCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tables(query)) {
    const [row] = await query<{ n: string | number }>(`SELECT count(*) AS n FROM public.${quoteIdent(table)}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

export async function lastMigration(query: Query): Promise<string> {
  const rows = await query<{ name: string }>(`SELECT name FROM public.migrations ORDER BY timestamp DESC, id DESC LIMIT 1`).catch(() => []);
  if (!rows[0]) throw new Error('The database holds no shop: it has no migrations table (has the shop ever started on it?)');
  return rows[0].name;
}

/** What the rows point at in the image store: product pictures (`products/<name>`) and the texts that name backgrounds. */
export interface PictureReferences {
  productPictures: string[];
  publicationTexts: string[];
}

export async function pictureReferences(query: Query): Promise<PictureReferences> {
  const products = await query<{ file_key: string }>(`SELECT DISTINCT file_key FROM public.product_images`);
  const publications = await query<{ image: string | null; content_pl: string | null; content_en: string | null }>(
    `SELECT image, content_pl, content_en FROM public.publications`,
  );
  return {
    productPictures: products.map((row) => row.file_key),
    publicationTexts: publications.flatMap((row) => [row.image ?? '', row.content_pl ?? '', row.content_en ?? '']).filter(Boolean),
  };
}

export class ToolError extends Error {}

/** Runs one of PostgreSQL's client tools; a missing tool or a failure is a ToolError saying what to do. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], stdout?: (chunk: Buffer) => void): Promise<void> {
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
      else reject(new ToolError(`${tool} failed (exit ${code}): ${errors.trim().split('\n').slice(-5).join(' ')}`));
    });
  });
}
