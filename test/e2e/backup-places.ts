import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { startBuiltServer } from '../support/built-server';
import request from 'supertest';
import { extract, pack } from 'tar-stream';
import { type Manifest, MANIFEST } from '../../server/src/backup/archive';
import { archiveKey, SIGNATURE, signManifest } from '../../server/src/backup/signature';
import { systemContext } from '../../server/src/common/context/request-context';
import { loadConfig, repoRoot, type AppConfig } from '../../server/src/config/app-config';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../server/src/database/embedded-postgres';
import {
  createDatabaseTemplate,
  createScratchDatabase,
  type DatabaseTemplate,
  type ScratchDatabase,
} from '../../server/src/database/scratch-database';
import { TEMPLATE_ENV } from '../support/database-template';
import { createImageStore } from '../../server/src/media/media.module';
import { S3ImageStore } from '../../server/src/media/s3-image-store';
import { CatalogueWritesService } from '../../server/src/products/catalogue-writes.service';
import {
  AddCommentOpDocument as ADD_COMMENT,
  CreatePublicationOpDocument as CREATE_POST,
  RateProductDocument as RATE,
  VoteCommentOpDocument as VOTE,
} from './gql/graphql';
import type { TestS3Server } from '../support/s3-server';
import { gql, newAccount, registerUser, startTestApp, type TestApp } from '../support/test-app';

// The shops of the backup specs: places to back up from and restore into, filled as a maker's shop is.
export const POSTGRES = process.env.DATABASE_URL;

/** The backup key every place is given (BACKUP_KEY): archives of one place restore into another. */
export const BACKUP_KEY = 'the backup specs sign their archives with this key';

/** A shop's place: its database (embedded in its data folder, or a new PostgreSQL database) and its picture store. */
export interface Place {
  config: AppConfig;
  env: Record<string, string>;
  url: string;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Opens an embedded database restored into the place's folder, as the shop would. */
  open(): Promise<void>;
  /** Closes what open() opened (and the place's connection), so another process may open the folder. */
  shut(): Promise<void>;
}

/** A migrated embedded database to start each embedded shop from (initdb takes long on a busy machine). */
let embeddedTemplate: Blob;

/** Readies the embedded template for the calling spec file (before its tests), and drops one made for it after. */
export function useEmbeddedTemplate(): void {
  let ownTemplate: DatabaseTemplate | undefined;
  beforeAll(async () => {
    let file = (JSON.parse(process.env[TEMPLATE_ENV] ?? '{}') as { file?: string }).file;
    if (!file) {
      ownTemplate = await createDatabaseTemplate(undefined);
      file = ownTemplate.file!;
    }
    embeddedTemplate = new Blob([readFileSync(file)]);
  });
  afterAll(() => ownTemplate?.drop());
}

export async function place(
  database: 'embedded' | 'postgres',
  bucket?: TestS3Server,
  start = true,
): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-backup-test-'));
  let embedded: EmbeddedPostgres | undefined;
  let scratch: ScratchDatabase | undefined;
  let url: string;
  if (database === 'embedded') {
    url = '';
    if (start) {
      embedded = await startEmbeddedPostgres(join(dataDir, 'pglite'), embeddedTemplate);
      url = embedded.url;
    }
  } else {
    // Empty: the shop's app migrates it when it starts; a restore fills it.
    scratch = await createScratchDatabase(POSTGRES, 'soutache_backup');
    url = scratch.url;
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    BACKUP_KEY,
    ...(bucket?.env ?? {}),
    ...(database === 'postgres' ? { DATABASE_URL: url } : {}),
  };
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), ...env });
  let client: Client | undefined;
  const at: Place = {
    config,
    env,
    url,
    async sql(text, params) {
      if (!client) {
        client = new Client({ connectionString: at.url });
        await client.connect();
      }
      return (await client.query(text, params)).rows;
    },
    async close() {
      await client?.end();
      await opened?.close();
      await embedded?.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async open() {
      opened = await startEmbeddedPostgres(join(dataDir, 'pglite'));
      at.url = opened.url;
    },
    async shut() {
      await client?.end();
      client = undefined;
      await opened?.close();
      opened = undefined;
    },
  };
  let opened: EmbeddedPostgres | undefined;
  return at;
}

/** The shop's app on a place's database and store. */
export async function shopOn(at: Place): Promise<TestApp> {
  const { DATABASE_URL: _unused, ...env } = at.env;
  const t = await startTestApp(env, [], { appDatabaseUrl: () => at.url });
  return { ...t, sql: at.sql };
}

export const WIDTHS = [320, 640];

/** A product as the catalogue's writer makes it, with a picture's files (bytes of no image: the backup copies, it does not look). */
export async function productWithPhoto(t: TestApp, name: string): Promise<number> {
  const base = `products/test-${randomUUID()}`;
  const files = WIDTHS.flatMap((width) =>
    ['webp', 'avif'].map((format) => ({ key: `${base}-${width}.${format}`, body: randomBytes(200 + width) })),
  );
  const product = await t.app.get(CatalogueWritesService).create(
    systemContext('test'),
    {
      namePl: name,
      nameEn: `${name} (en)`,
      price: 120,
      descriptionEn: 'A piece',
      descriptionPl: 'Sztuka',
      availability: 'AVAILABLE',
      colorIds: [],
      categoryIds: [],
      images: [{ colorId: null, altTextEn: 'photo', altTextPl: 'zdjęcie' }],
    },
    { prepared: [{ base, width: 640, height: 800, placeholder: '#c9a045', widths: WIDTHS, files }] },
  );
  return product.id;
}

/** Products with photos, a post, comments, votes, ratings and accounts: one of each kind of row a maker's shop holds. */
export async function fillShop(t: TestApp) {
  const admin = await registerUser(t, newAccount('Maker'));
  await t.sql('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
  const reader = await registerUser(t, newAccount('Reader'));
  const products = [await productWithPhoto(t, 'Kolczyki'), await productWithPhoto(t, 'Naszyjnik')];
  const post = await gql(
    t,
    CREATE_POST,
    { input: { title: 'Nowa kolekcja', abstract: 'O kolekcji', content: '# Nowa\n\nTekst.', image: '' } },
    admin.token,
  );
  expect(post.errors).toBeUndefined();
  const comment = await gql(
    t,
    ADD_COMMENT,
    { on: 'PRODUCT', id: products[0], content: 'Piękne!' },
    reader.token,
  );
  expect(comment.errors).toBeUndefined();
  await gql(
    t,
    ADD_COMMENT,
    { on: 'PUBLICATION', id: post.data!.createPublication.id, content: 'Czekam' },
    admin.token,
  );
  expect(
    (await gql(t, VOTE, { commentId: comment.data!.addComment.id, liked: true }, admin.token)).errors,
  ).toBeUndefined();
  expect((await gql(t, RATE, { productId: products[0], rating: 5 }, reader.token)).errors).toBeUndefined();
  return { reader };
}

/** Every table's rows, in an order that does not depend on where they lie. */
export async function everyRow(at: Place): Promise<Record<string, string>> {
  const tables = await at.sql<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await at.sql<{ rows: string }>(
      `SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text AS rows FROM public."${name}" t`,
    );
    rows[name] = row.rows;
  }
  return rows;
}

/** The published files of a place's store, by key, as checksums. */
export async function everyFile(at: Place): Promise<Record<string, string>> {
  const store = createImageStore(at.config);
  const files: Record<string, string> = {};
  for await (const file of store.list()) {
    if (file.pending) continue;
    let body: Buffer;
    if (store instanceof S3ImageStore) {
      const read = await store.read(file.key, {});
      const chunks: Buffer[] = [];
      for await (const chunk of (read as { body: AsyncIterable<Buffer> }).body) chunks.push(chunk);
      body = Buffer.concat(chunks);
    } else {
      body = readFileSync(join(at.config.uploadDir, file.key));
    }
    files[file.key] = createHash('sha256').update(body).digest('hex');
  }
  return files;
}

export const login = async (t: TestApp, account: { email: string; password: string }) =>
  request(t.http).post('/api/login').send({ email: account.email, password: account.password });

/** A shop started as `npm start` starts it (the built server, its own process), on a place's settings. */
export interface ShopProcess {
  base: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startShopProcess(at: Place): Promise<ShopProcess> {
  const port = 5400 + Math.floor(Math.random() * 500);
  // A restored shop holds its own content: no demo catalogue.
  const shop = await startBuiltServer(
    { ...at.env, DATA_DIR: at.env.DATA_DIR, PORT: String(port), SEED_DEMO: '0' },
    { timeoutMs: 120_000 },
  );
  return {
    base: shop.base,
    output: shop.output,
    stop: async () => {
      await shop.stop('SIGTERM');
    },
  };
}

export const CLI = join(repoRoot(), 'server/dist/src/backup/cli.js');

/**
 * The built command, as `npm run backup` / `npm run restore` run it, with a place's settings (and `env`
 * over them) and no JWT_SECRET; not spawnSync: the shop it copies may run in this process and answer
 * its backup socket.
 */
export async function command(
  at: Place,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, JWT_SECRET: _secret, ...inherited } = process.env;
  const child = spawn('node', [CLI, ...args], {
    cwd: repoRoot(),
    env: { ...inherited, ...at.env, ...env, NODE_ENV: 'test' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [status] = (await once(child, 'close')) as [number | null];
  return { status, stdout, stderr };
}

export type Header = Parameters<ReturnType<typeof pack>['entry']>[0];

/** A tar's entries, in order, with their headers (folders are entries too). */
export async function entriesOf(tar: Readable): Promise<[string, Buffer, Header][]> {
  const entries: [string, Buffer, Header][] = [];
  const reading = extract();
  const done = pipeline(tar, reading);
  for await (const entry of reading as AsyncIterable<Readable & { header: Header }>) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push([entry.header.name, Buffer.concat(chunks), entry.header]);
  }
  await done;
  return entries;
}

export async function tarOf(entries: [string, Buffer, Header?][]): Promise<Buffer> {
  const out = pack();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(out, 'end');
  for (const [name, body, header] of entries)
    out.entry(header ?? { name, mode: 0o600 }, header?.type === 'directory' ? undefined : body);
  out.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A copy of an archive changed by `change` (entries by name, and the manifest), with the manifest's sizes
 * and checksums written anew: an archive that is whole, as far as its checksums tell. `signWith`: the
 * secret its manifest is signed with again (as BACKUP_KEY; the places' own by default), or `false` to
 * keep the archive's signature as it was (`null`: to leave the archive unsigned).
 */
export async function rewrite(
  archive: string,
  out: string,
  change: (entries: Map<string, Buffer>, manifest: Manifest) => void,
  signWith: string | false | null = BACKUP_KEY,
): Promise<string> {
  const entries = new Map((await entriesOf(createReadStream(archive))).map(([name, body]) => [name, body]));
  const manifest = JSON.parse(entries.get(MANIFEST)!.toString()) as Manifest;
  const signature = entries.get(SIGNATURE);
  entries.delete(MANIFEST);
  entries.delete(SIGNATURE);
  change(entries, manifest);
  manifest.entries = Object.fromEntries(
    [...entries].map(([name, body]) => [
      name,
      { bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') },
    ]),
  );
  const body = Buffer.from(JSON.stringify(manifest));
  const signed = signWith
    ? signManifest(body, archiveKey({ backupKey: { secret: signWith, setting: 'BACKUP_KEY' } })!)
    : signWith === false
      ? signature
      : undefined;
  const last: [string, Buffer][] = [
    [MANIFEST, body],
    ...(signed ? [[SIGNATURE, signed] as [string, Buffer]] : []),
  ];
  await pipeline(Readable.from([await tarOf([...entries, ...last])]), createWriteStream(out));
  return out;
}

/** The files and folders under a place's data folder, by path. */
export function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}
