import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { embeddedInUse } from '../database/embedded-postgres';
import { migrations } from '../database/migrations';
import type { Manifest } from './archive';
import type { Progress } from './backup';
import {
  clientQuery,
  type Query,
  quoteIdent,
  rowCounts,
  runTool,
  tables,
  type Unread,
} from './database-parts';
import { type OpenPglite, openPglite } from './pglite';
import { RestoreError } from './restore-error';

// Loading an unpacked, checked archive's database (restore.ts reads and checks the archive, then calls
// these): into PostgreSQL (DATABASE_URL) or into the embedded database's folder, from either kind of dump.

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The shop's tables, parents before the tables that point at them. */
async function inDependencyOrder(query: Query): Promise<string[]> {
  const names = (await tables(query)).filter((name) => name !== 'migrations');
  const edges = await query<{ child: string; parent: string }>(
    `SELECT cl.relname AS child, pr.relname AS parent FROM pg_constraint c
       JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_class pr ON pr.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE c.contype = 'f' AND n.nspname = 'public' AND cl.relname <> pr.relname`,
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const edge of edges) if (edge.child === name) visit(edge.parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

const CHUNK = 1000;

/**
 * The embedded database's rows into PostgreSQL: the target gets the archive's schema from the shop's own
 * migrations (up to the archive's last one; the shop runs the rest when it starts), then every table's
 * rows in one transaction, parents first, and every sequence where it was.
 */
async function copyIntoPostgres(
  source: Query,
  url: string,
  migrationCount: number,
  progress: Progress,
): Promise<void> {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    migrations: migrations.slice(0, migrationCount),
    logging: false,
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await dataSource.destroy();
  }
  const order = await inDependencyOrder(source);
  const counts = await rowCounts(source);
  progress.step(
    'Copying the rows',
    order.reduce((sum, table) => sum + (counts[table] ?? 0), 0),
  );
  await withClient(url, async (client) => {
    await client.query<Unread>('BEGIN');
    try {
      // Rows the migrations themselves wrote (reference data) make way for the archive's.
      await client.query<Unread>(
        `TRUNCATE ${order.map((table) => `public.${quoteIdent(table)}`).join(', ')} RESTART IDENTITY CASCADE`,
      );
      for (const table of order) {
        const columns = (
          await client.query<{ name: string }>(
            `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
            [table],
          )
        ).rows.map((row) => quoteIdent(row.name));
        for (let offset = 0; offset < (counts[table] ?? 0); offset += CHUNK) {
          const [chunk] = await source<{ rows: string }>(
            `SELECT coalesce(json_agg(t), '[]'::json)::text AS rows FROM (SELECT * FROM public.${quoteIdent(table)} ORDER BY ctid LIMIT ${CHUNK} OFFSET ${offset}) t`,
          );
          await client.query<Unread>(
            `INSERT INTO public.${quoteIdent(table)} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::public.${quoteIdent(table)}, $1::json)`,
            [chunk.rows],
          );
          progress.tick(Math.min(CHUNK, (counts[table] ?? 0) - offset));
        }
      }
      const sequences = await source<{ name: string; last_value: string | number | null }>(
        `SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public'`,
      );
      for (const sequence of sequences) {
        if (sequence.name === 'migrations_id_seq') continue;
        const called = sequence.last_value !== null;
        await client.query<Unread>(`SELECT setval($1, $2, $3)`, [
          `public.${quoteIdent(sequence.name)}`,
          called ? Number(sequence.last_value) : 1,
          called,
        ]);
      }
      await client.query<Unread>('COMMIT');
    } catch (error) {
      await client.query<Unread>('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

/**
 * A plain SQL script from pg_restore into PGlite: statements as they are, each COPY … FROM stdin block
 * as a COPY from PGlite's /dev/blob (PGlite has no client to stream it).
 */
async function applyScript(db: OpenPglite, script: string, progress: Progress): Promise<void> {
  const lines = script.split('\n');
  let statements: string[] = [];
  const flush = async () => {
    const sql = statements.join('\n').trim();
    statements = [];
    if (sql) await db.exec(sql);
  };
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at];
    const copy = /^COPY (.+) FROM stdin;$/.exec(line);
    if (copy) {
      await flush();
      const end = lines.indexOf('\\.', at + 1);
      if (end < 0) throw new RestoreError('The database dump ends inside a table’s data');
      const data = lines.slice(at + 1, end);
      if (data.length)
        await db.copyFrom(`COPY ${copy[1]} FROM '/dev/blob'`, new Blob([data.join('\n') + '\n']));
      progress.tick(data.length);
      at = end;
      continue;
    }
    // psql's own commands (\connect, \restrict) are no SQL.
    if (line.startsWith('\\')) continue;
    statements.push(line);
  }
  await flush();
}

export async function restoreIntoPostgres(
  url: string,
  manifest: Manifest,
  work: string,
  force: boolean,
  progress: Progress,
): Promise<Record<string, number>> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'`,
    );
    if (Number(rows[0].n) > 0) {
      if (!force)
        throw new RestoreError(
          'The database (DATABASE_URL) is not empty: restore into an empty one, or add --force to replace what it holds',
        );
      await client.query<Unread>('DROP SCHEMA public CASCADE');
      await client.query<Unread>('CREATE SCHEMA public');
    }
  });
  const dump = join(work, manifest.database.entry);
  if (manifest.database.kind === 'postgres') {
    progress.step('Restoring the database with pg_restore');
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      dump,
    ]);
  } else {
    const source = await openPglite({ load: readFileSync(dump) });
    try {
      await copyIntoPostgres(
        source.query,
        url,
        migrations.findIndex((m) => m.name === manifest.lastMigration) + 1,
        progress,
      );
    } finally {
      await source.close();
    }
  }
  return withClient(url, (client) => rowCounts(clientQuery(client)));
}

export async function restoreIntoPglite(
  dataDir: string,
  manifest: Manifest,
  work: string,
  force: boolean,
  progress: Progress,
): Promise<Record<string, number>> {
  const folder = join(dataDir, 'pglite');
  const holder = embeddedInUse(folder);
  if (holder)
    throw new RestoreError(`A shop (pid ${holder}) is running on ${folder}: stop it before restoring`);
  const replacing = existsSync(folder) && readdirSync(folder).length > 0;
  if (replacing && !force)
    throw new RestoreError(
      `The embedded database in ${folder} is not empty: restore into an empty DATA_DIR, or add --force to replace it`,
    );
  const dump = join(work, manifest.database.entry);
  // A PostgreSQL dump is read before the folder is touched: one pg_restore cannot read replaces nothing.
  let script: string | undefined;
  if (manifest.database.kind === 'postgres') {
    progress.step('Reading the PostgreSQL dump with pg_restore');
    const chunks: Buffer[] = [];
    await runTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--no-comments', '--file=-', dump],
      (chunk) => chunks.push(chunk),
    );
    script = Buffer.concat(chunks).toString('utf8');
  }
  if (replacing) rmSync(folder, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let db: OpenPglite | undefined;
  try {
    if (script === undefined) {
      progress.step('Restoring the embedded database');
      db = await openPglite({ dataDir: folder, load: readFileSync(dump) });
    } else {
      progress.step(
        'Restoring into the embedded database',
        Object.values(manifest.rows).reduce((sum, n) => sum + n, 0),
      );
      db = await openPglite({ dataDir: folder });
      await applyScript(db, script, progress);
    }
  } catch (error) {
    await db?.close().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  try {
    return await rowCounts(db.query);
  } finally {
    await db.close();
  }
}
