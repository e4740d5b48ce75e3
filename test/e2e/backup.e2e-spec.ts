import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { ArchiveError, type Manifest, MANIFEST } from '../../server/src/backup/archive';
import { takeBackup } from '../../server/src/backup/backup';
import { restoreBackup, RestoreError } from '../../server/src/backup/restore';
import { systemContext } from '../../server/src/common/context/request-context';
import { loadConfig, type AppConfig } from '../../server/src/config/app-config';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../server/src/database/embedded-postgres';
import { createDatabaseTemplate, createScratchDatabase, type DatabaseTemplate, type ScratchDatabase } from '../../server/src/database/scratch-database';
import { TEMPLATE_ENV } from '../support/database-template';
import { createImageStore } from '../../server/src/media/media.module';
import { S3ImageStore } from '../../server/src/media/s3-image-store';
import { CatalogueWritesService } from '../../server/src/products/catalogue-writes.service';
import { AddCommentOpDocument as ADD_COMMENT, CreatePublicationOpDocument as CREATE_POST, RateProductDocument as RATE, VoteCommentOpDocument as VOTE } from './gql/graphql';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { gql, newAccount, registerUser, startTestApp, type TestApp } from '../support/test-app';
import { extract, pack } from 'tar-stream';
import { pipeline } from 'node:stream/promises';
import { createReadStream, createWriteStream } from 'node:fs';

const POSTGRES = process.env.DATABASE_URL;
// Several shops started, filled, copied and started again per test, on embedded databases made from nothing.
jest.setTimeout(600_000);
const onPostgres = POSTGRES ? it : it.skip;

/** A shop's place: its database (embedded in its data folder, or a new PostgreSQL database) and its picture store. */
interface Place {
  config: AppConfig;
  env: Record<string, string>;
  url: string;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Opens an embedded database restored into the place's folder, as the shop would. */
  open(): Promise<void>;
}

/** A migrated embedded database to start each embedded shop from (initdb takes long on a busy machine). */
let embeddedTemplate: Blob;
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

async function place(database: 'embedded' | 'postgres', bucket?: TestS3Server, start = true): Promise<Place> {
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
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(bucket?.env ?? {}), ...(database === 'postgres' ? { DATABASE_URL: url } : {}) };
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
  };
  let opened: EmbeddedPostgres | undefined;
  return at;
}

/** The shop's app on a place's database and store. */
async function shopOn(at: Place): Promise<TestApp> {
  const { DATABASE_URL: _unused, ...env } = at.env;
  const t = await startTestApp(env, [], { appDatabaseUrl: () => at.url });
  return { ...t, sql: at.sql };
}

const WIDTHS = [320, 640];

/** A product as the catalogue's writer makes it, with a picture's files (bytes of no image: the backup copies, it does not look). */
async function productWithPhoto(t: TestApp, name: string): Promise<number> {
  const base = `products/test-${randomUUID()}`;
  const files = WIDTHS.flatMap((width) => ['webp', 'avif'].map((format) => ({ key: `${base}-${width}.${format}`, body: randomBytes(200 + width) })));
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
async function fillShop(t: TestApp) {
  const admin = await registerUser(t, newAccount('Maker'));
  await t.sql('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
  const reader = await registerUser(t, newAccount('Reader'));
  const products = [await productWithPhoto(t, 'Kolczyki'), await productWithPhoto(t, 'Naszyjnik')];
  const post = await gql(t, CREATE_POST, { input: { title: 'Nowa kolekcja', abstract: 'O kolekcji', content: '# Nowa\n\nTekst.', image: '' } }, admin.token);
  expect(post.errors).toBeUndefined();
  const comment = await gql(t, ADD_COMMENT, { on: 'PRODUCT', id: products[0], content: 'Piękne!' }, reader.token);
  expect(comment.errors).toBeUndefined();
  await gql(t, ADD_COMMENT, { on: 'PUBLICATION', id: post.data!.createPublication.id, content: 'Czekam' }, admin.token);
  expect((await gql(t, VOTE, { commentId: comment.data!.addComment.id, liked: true }, admin.token)).errors).toBeUndefined();
  expect((await gql(t, RATE, { productId: products[0], rating: 5 }, reader.token)).errors).toBeUndefined();
  return { reader };
}

/** Every table's rows, in an order that does not depend on where they lie. */
async function everyRow(at: Place): Promise<Record<string, string>> {
  const tables = await at.sql<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await at.sql<{ rows: string }>(`SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text AS rows FROM public."${name}" t`);
    rows[name] = row.rows;
  }
  return rows;
}

/** The published files of a place's store, by key, as checksums. */
async function everyFile(at: Place): Promise<Record<string, string>> {
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

const login = async (t: TestApp, account: { email: string; password: string }) =>
  request(t.http).post('/api/login').send({ email: account.email, password: account.password });

describe('backup and restore', () => {
  const work = mkdtempSync(join(tmpdir(), 'soutache-archives-'));
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  });
  const keep = <T extends { close(): Promise<unknown> }>(thing: T): T => {
    cleanup.push(() => thing.close());
    return thing;
  };

  it('restores a running embedded shop into an empty one: every row and file, and its accounts log in', async () => {
    const source = keep(await place('embedded'));
    const shop = keep(await shopOn(source));
    const { reader } = await fillShop(shop);
    const archive = join(work, 'embedded.tar');
    const { manifest } = await takeBackup(source.config, archive);
    expect(manifest.database.kind).toBe('pglite');
    expect(manifest.rows).toMatchObject({ products: 2, product_images: 2, publications: 1, comments: 2, comment_votes: 1, ratings: 1, users: 2 });
    expect(manifest.pictures.files).toBe(8);

    const target = keep(await place('embedded', undefined, false));
    const summary = await restoreBackup(target.config, archive);
    expect(summary.pictures).toBe(8);
    await target.open();
    expect(await everyRow(target)).toEqual(await everyRow(source));
    expect(await everyFile(target)).toEqual(await everyFile(source));
    const again = keep(await shopOn(target));
    expect((await login(again, reader)).status).toBe(200);

    // Into a shop that is not empty, only when told.
    await expect(restoreBackup(source.config, archive)).rejects.toThrow(/running on|not empty/);
  });

  it('refuses an archive that was changed, or that comes from a newer schema', async () => {
    const source = keep(await place('embedded'));
    const shop = keep(await shopOn(source));
    await productWithPhoto(shop, 'Bransoletka');
    const archive = join(work, 'to-change.tar');
    await takeBackup(source.config, archive);

    const rewrite = async (file: string, change: (name: string, body: Buffer) => Buffer) => {
      const out = pack();
      const reading = extract();
      const writing = pipeline(out, createWriteStream(file));
      const done = pipeline(createReadStream(archive), reading);
      for await (const entry of reading as AsyncIterable<NodeJS.ReadableStream & { header: { name: string } }>) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        out.entry({ name: entry.header.name }, change(entry.header.name, Buffer.concat(chunks)));
      }
      await done;
      out.finalize();
      await writing;
    };
    const damaged = join(work, 'damaged.tar');
    await rewrite(damaged, (name, body) => (name.startsWith('pictures/') ? Buffer.concat([body, Buffer.from('x')]) : body));
    const empty = keep(await place('embedded', undefined, false));
    await expect(restoreBackup(empty.config, damaged)).rejects.toThrow(ArchiveError);
    await expect(restoreBackup(empty.config, damaged)).rejects.toThrow(/does not match its checksum/);

    const newer = join(work, 'newer.tar');
    await rewrite(newer, (name, body) => {
      if (name !== MANIFEST) return body;
      const manifest = JSON.parse(body.toString()) as Manifest;
      return Buffer.from(JSON.stringify({ ...manifest, lastMigration: 'SomethingToCome1999999999999' }));
    });
    await expect(restoreBackup(empty.config, newer)).rejects.toThrow(RestoreError);
    await expect(restoreBackup(empty.config, newer)).rejects.toThrow(/newer shop/);
    const truncated = join(work, 'truncated.tar');
    writeFileSync(truncated, readFileSync(archive).subarray(0, 4096));
    await expect(restoreBackup(empty.config, truncated)).rejects.toThrow(ArchiveError);
  });

  onPostgres('moves an embedded shop onto PostgreSQL with a bucket, and back onto the embedded database', async () => {
    const bucket = keep(await startS3Server());
    const embedded = keep(await place('embedded'));
    const shop = keep(await shopOn(embedded));
    const { reader } = await fillShop(shop);
    const first = join(work, 'move.tar');
    await takeBackup(embedded.config, first);

    const postgres = keep(await place('postgres', bucket));
    await restoreBackup(postgres.config, first);
    expect(await everyRow(postgres)).toEqual(await everyRow(embedded));
    expect(await everyFile(postgres)).toEqual(await everyFile(embedded));
    const onPostgresShop = keep(await shopOn(postgres));
    expect((await login(onPostgresShop, reader)).status).toBe(200);
    // The shop on PostgreSQL goes on where the embedded one stopped (its sequences too).
    await productWithPhoto(onPostgresShop, 'Pierścionek');

    const second = join(work, 'back.tar');
    const { manifest } = await takeBackup(postgres.config, second);
    expect(manifest.database.kind).toBe('postgres');
    const back = keep(await place('embedded', undefined, false));
    await restoreBackup(back.config, second);
    await back.open();
    expect(await everyRow(back)).toEqual(await everyRow(postgres));
    expect(await everyFile(back)).toEqual(await everyFile(postgres));
    const backShop = keep(await shopOn(back));
    expect((await login(backShop, reader)).status).toBe(200);

    // A non-empty PostgreSQL database is replaced only with --force.
    await expect(restoreBackup(postgres.config, second)).rejects.toThrow(/not empty/);
  });

  it('takes a backup during writes that restores with no row missing its files', async () => {
    const source = keep(await place(POSTGRES ? 'postgres' : 'embedded'));
    const shop = keep(await shopOn(source));
    const writes = shop.app.get(CatalogueWritesService);
    let writing = true;
    const load = (async () => {
      let n = 0;
      while (writing) {
        const id = await productWithPhoto(shop, `Pod obciążeniem ${(n += 1)}`);
        // Every other one deleted again: its files go right after the commit.
        if (n % 2 === 0) await writes.remove(systemContext('test'), id);
      }
      return n;
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const archive = join(work, 'under-load.tar');
    const { manifest } = await takeBackup(source.config, archive);
    writing = false;
    expect(await load).toBeGreaterThan(1);

    const target = keep(await place('embedded', undefined, false));
    await restoreBackup(target.config, archive);
    await target.open();
    const images = await target.sql<{ file_key: string; variant_widths: number[] }>('SELECT file_key, variant_widths FROM product_images');
    expect(images.length).toBe(manifest.rows.product_images);
    const files = await everyFile(target);
    for (const image of images) {
      for (const width of image.variant_widths) expect([image.file_key, width, Boolean(files[`${image.file_key}-${width}.webp`])]).toEqual([image.file_key, width, true]);
    }
  });
});
