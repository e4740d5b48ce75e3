import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { ArchiveError } from '../../server/src/backup/archive';
import { takeBackup } from '../../server/src/backup/backup';
import { restoreBackup, RestoreError } from '../../server/src/backup/restore';
import { systemContext } from '../../server/src/common/context/request-context';
import { CatalogueWritesService } from '../../server/src/products/catalogue-writes.service';
import { startS3Server } from '../support/s3-server';
import {
  everyFile,
  everyRow,
  fillShop,
  login,
  place,
  POSTGRES,
  productWithPhoto,
  rewrite,
  shopOn,
  startShopProcess,
  useEmbeddedTemplate,
} from './backup-places';
import { extract, pack } from 'tar-stream';
import { pipeline } from 'node:stream/promises';
import { createReadStream, createWriteStream } from 'node:fs';

// Several shops started, filled, copied and started again per test, on embedded databases made from nothing.
jest.setTimeout(600_000);
const onPostgres = POSTGRES ? it : it.skip;
useEmbeddedTemplate();

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

  it('restores a running embedded shop into an empty one beside it: every row and file, and the restored shop starts while the first runs, and its accounts log in', async () => {
    const source = keep(await place('embedded'));
    const shop = keep(await shopOn(source));
    const { reader } = await fillShop(shop);
    const archive = join(work, 'embedded.tar');
    const { manifest } = await takeBackup(source.config, archive);
    expect(manifest.database.kind).toBe('pglite');
    expect(manifest.rows).toMatchObject({
      products: 2,
      product_images: 2,
      publications: 1,
      comments: 2,
      comment_votes: 1,
      ratings: 1,
      users: 2,
    });
    expect(manifest.pictures.files).toBe(8);

    const target = keep(await place('embedded', undefined, false));
    const summary = await restoreBackup(target.config, archive);
    expect(summary.pictures).toBe(8);
    await target.open();
    expect(await everyRow(target)).toEqual(await everyRow(source));
    expect(await everyFile(target)).toEqual(await everyFile(source));
    await target.shut();
    // Its own process, as the shop starts beside the one it came from (which still runs: in this process).
    const again = await startShopProcess(target);
    cleanup.push(() => again.stop());
    expect(again.output()).not.toContain('in use by another running shop');
    const products = (await (await fetch(`${again.base}/api/products?limit=10`)).json()) as { total: number };
    expect(products.total).toBe(2);
    const loggedIn = await fetch(`${again.base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: reader.email, password: reader.password }),
    });
    expect(loggedIn.status).toBe(200);
    expect((await login(shop, reader)).status).toBe(200);
    await again.stop();

    // Into a shop that is not empty, only when told.
    await expect(restoreBackup(source.config, archive)).rejects.toThrow(/running on|not empty/);
  });

  it('refuses an archive that was changed, or that comes from a newer schema', async () => {
    const source = keep(await place('embedded'));
    const shop = keep(await shopOn(source));
    await productWithPhoto(shop, 'Bransoletka');
    const archive = join(work, 'to-change.tar');
    await takeBackup(source.config, archive);

    // Each entry as it is but for `change` (the manifest and its signature too).
    const rewriteEntries = async (file: string, change: (name: string, body: Buffer) => Buffer) => {
      const out = pack();
      const reading = extract();
      const writing = pipeline(out, createWriteStream(file));
      const done = pipeline(createReadStream(archive), reading);
      for await (const entry of reading as AsyncIterable<
        NodeJS.ReadableStream & { header: { name: string } }
      >) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        out.entry({ name: entry.header.name }, change(entry.header.name, Buffer.concat(chunks)));
      }
      await done;
      out.finalize();
      await writing;
    };
    const damaged = join(work, 'damaged.tar');
    await rewriteEntries(damaged, (name, body) =>
      name.startsWith('pictures/') ? Buffer.concat([body, Buffer.from('x')]) : body,
    );
    const empty = keep(await place('embedded', undefined, false));
    await expect(restoreBackup(empty.config, damaged)).rejects.toThrow(ArchiveError);
    await expect(restoreBackup(empty.config, damaged)).rejects.toThrow(/does not match its checksum/);

    const newer = join(work, 'newer.tar');
    // Signed again with the shop's key, as a newer shop would sign it.
    await rewrite(
      archive,
      newer,
      (_entries, manifest) => (manifest.lastMigration = 'SomethingToCome1999999999999'),
    );
    await expect(restoreBackup(empty.config, newer)).rejects.toThrow(RestoreError);
    await expect(restoreBackup(empty.config, newer)).rejects.toThrow(/newer shop/);
    const truncated = join(work, 'truncated.tar');
    writeFileSync(truncated, readFileSync(archive).subarray(0, 4096));
    await expect(restoreBackup(empty.config, truncated)).rejects.toThrow(ArchiveError);
  });

  onPostgres(
    'moves an embedded shop onto PostgreSQL with a bucket, and back onto the embedded database',
    async () => {
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
    },
  );

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
    const images = await target.sql<{ file_key: string; variant_widths: number[] }>(
      'SELECT file_key, variant_widths FROM product_images',
    );
    expect(images.length).toBe(manifest.rows.product_images);
    const files = await everyFile(target);
    for (const image of images) {
      for (const width of image.variant_widths)
        expect([image.file_key, width, Boolean(files[`${image.file_key}-${width}.webp`])]).toEqual([
          image.file_key,
          width,
          true,
        ]);
    }
  });
});
