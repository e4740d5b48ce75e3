import { createReadStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MANIFEST } from '../../server/src/backup/archive';
import { takeBackup } from '../../server/src/backup/backup';
import { SIGNATURE } from '../../server/src/backup/signature';
import {
  CLI,
  command,
  entriesOf,
  everyRow,
  listing,
  place,
  type Place,
  POSTGRES,
  productWithPhoto,
  rewrite,
  shopOn,
  tarOf,
  useEmbeddedTemplate,
} from './backup-places';

// The manifest's signature (HMAC-SHA256 with BACKUP_KEY, else JWT_SECRET): restores through the built command.
jest.setTimeout(600_000);
useEmbeddedTemplate();

const DATABASES = POSTGRES ? (['embedded', 'postgres'] as const) : (['embedded'] as const);
const ANOTHER_KEY = 'another shop signs its archives with this other key';

describe('signed backups', () => {
  const work = mkdtempSync(join(tmpdir(), 'soutache-archives-'));
  const cleanup: (() => Promise<unknown>)[] = [];
  let source: Place;
  /** Signed with the places' BACKUP_KEY. */
  let signed: string;
  /** Written by the command with no key at all (no BACKUP_KEY, no JWT_SECRET). */
  let unsigned: string;
  let unsignedBackup: { status: number | null; stdout: string; stderr: string };
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  });
  const keep = <T extends { close(): Promise<unknown> }>(thing: T): T => {
    cleanup.push(() => thing.close());
    return thing;
  };
  beforeAll(async () => {
    // scripts/test-server.mjs builds the server once before both database passes.
    if (!existsSync(CLI)) throw new Error('Build the server first: npm run build -w server');
    source = keep(await place('embedded'));
    await productWithPhoto(keep(await shopOn(source)), 'Kolia');
    signed = join(work, 'signed.tar');
    expect((await takeBackup(source.config, signed)).signedWith).toBe('BACKUP_KEY');
    unsigned = join(work, 'unsigned.tar');
    unsignedBackup = await command(source, ['backup', '--out', unsigned], { BACKUP_KEY: '' });
  });

  /** An empty shop to restore into, and what shows it is still empty. */
  async function emptyTarget(database: 'embedded' | 'postgres') {
    const target = keep(await place(database, undefined, false));
    const untouched = async () => {
      expect(listing(target.config.dataDir)).toEqual([]);
      if (database === 'postgres')
        expect(
          (
            await target.sql<{ n: string }>(`SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'`)
          )[0].n,
        ).toBe('0');
    };
    const restoredAsSource = async () => {
      if (database === 'embedded') await target.open();
      expect(await everyRow(target)).toEqual(await everyRow(source));
    };
    return { target, untouched, restoredAsSource };
  }

  it.each(DATABASES)(
    'restores a signed archive into a shop given the same key, and says the signature was verified (%s)',
    async (database) => {
      const names = (await entriesOf(createReadStream(signed))).map(([name]) => name);
      expect(names.slice(-2)).toEqual([MANIFEST, SIGNATURE]);
      const { target, restoredAsSource } = await emptyTarget(database);
      const run = await command(target, ['restore', signed]);
      expect([run.status, run.stdout]).toEqual([0, expect.stringContaining('its signature: verified')]);
      expect(run.stderr).not.toContain('WARNING');
      await restoredAsSource();
    },
  );

  it.each(DATABASES)(
    'refuses a changed archive and leaves the shop untouched (%s): a changed manifest, and a changed picture whose checksum was written anew in the manifest',
    async (database) => {
      const entries = await entriesOf(createReadStream(signed));
      // The manifest's own bytes changed in one place (more rows of a table than the backup saw), its signature kept.
      const changedManifest = join(work, `changed-manifest-${database}.tar`);
      const manifestText = entries.find(([name]) => name === MANIFEST)![1].toString();
      expect(manifestText).toMatch(/"products": 1\b/);
      const manifestChanged = Buffer.from(manifestText.replace(/"products": 1\b/, '"products": 2'));
      writeFileSync(
        changedManifest,
        await tarOf(
          entries.map(([name, body, header]) =>
            name === MANIFEST
              ? [name, manifestChanged, { ...header, size: manifestChanged.length }]
              : [name, body, header],
          ),
        ),
      );
      // A picture's bytes changed and its size and checksum written anew in the manifest; the signature kept.
      const changedPicture = await rewrite(
        signed,
        join(work, `changed-picture-${database}.tar`),
        (files) => {
          const picture = [...files.keys()].find((name) => name.startsWith('pictures/'))!;
          files.set(picture, Buffer.concat([files.get(picture)!, Buffer.from('<script>')]));
        },
        false,
      );
      const { target, untouched } = await emptyTarget(database);
      for (const [what, archive] of [
        ['a changed manifest', changedManifest],
        ['a changed picture', changedPicture],
      ]) {
        const run = await command(target, ['restore', archive]);
        expect([what, run.status, run.stderr]).toEqual([
          what,
          1,
          expect.stringMatching(
            /manifest does not match its signature: it was changed after the backup was written\. Nothing was restored/,
          ),
        ]);
        await untouched();
        // Not even over a shop's data with --force.
        const forced = await command(target, ['restore', archive, '--force']);
        expect([what, forced.status]).toEqual([what, 1]);
        await untouched();
      }
    },
  );

  it.each(DATABASES)(
    'refuses an archive signed with another key, or that the shop has no key to check (%s)',
    async (database) => {
      const { target, untouched } = await emptyTarget(database);
      const other = await command(target, ['restore', signed], { BACKUP_KEY: ANOTHER_KEY });
      expect([other.status, other.stderr]).toEqual([
        1,
        expect.stringMatching(
          /signed with another key \(key [0-9a-f]{16} from BACKUP_KEY; this shop's is key [0-9a-f]{16} from BACKUP_KEY\)/,
        ),
      ]);
      await untouched();
      // A shop whose key comes from JWT_SECRET, another secret than the archive's BACKUP_KEY.
      const fromJwt = await command(target, ['restore', signed], { BACKUP_KEY: '', JWT_SECRET: ANOTHER_KEY });
      expect([fromJwt.status, fromJwt.stderr]).toEqual([
        1,
        expect.stringMatching(/signed with another key .* from JWT_SECRET\)/),
      ]);
      await untouched();
      const none = await command(target, ['restore', signed], { BACKUP_KEY: '' });
      expect([none.status, none.stderr]).toEqual([
        1,
        expect.stringMatching(/this shop has no key to check it with: set BACKUP_KEY/),
      ]);
      await untouched();
      // An archive signed with another key, refused by this shop's own.
      const foreign = await rewrite(signed, join(work, `foreign-${database}.tar`), () => {}, ANOTHER_KEY);
      const refused = await command(target, ['restore', foreign]);
      expect([refused.status, refused.stderr]).toEqual([1, expect.stringMatching(/signed with another key/)]);
      await untouched();
    },
  );

  it.each(DATABASES)(
    'restores an unsigned archive only when given --unsigned, and says so loudly (%s)',
    async (database) => {
      // The command with no key writes an unsigned archive, and says so.
      expect([unsignedBackup.status, unsignedBackup.stdout]).toEqual([
        0,
        expect.stringContaining('NOT SIGNED'),
      ]);
      expect(unsignedBackup.stderr).toMatch(/WARNING: neither BACKUP_KEY nor JWT_SECRET is set/);
      const names = (await entriesOf(createReadStream(unsigned))).map(([name]) => name);
      expect(names).toContain(MANIFEST);
      expect(names).not.toContain(SIGNATURE);
      // An archive from before signing: the same, its manifest written the same way.
      const older = await rewrite(signed, join(work, `older-${database}.tar`), () => {}, null);

      const { target, untouched, restoredAsSource } = await emptyTarget(database);
      for (const archive of [unsigned, older]) {
        const refused = await command(target, ['restore', archive]);
        expect([refused.status, refused.stderr]).toEqual([
          1,
          expect.stringMatching(
            /The archive is not signed .*Nothing was restored; restore it only if you trust where it comes from, with --unsigned/,
          ),
        ]);
        await untouched();
      }
      const run = await command(target, ['restore', unsigned, '--unsigned']);
      expect([run.status, run.stderr]).toEqual([
        0,
        expect.stringMatching(
          /WARNING: restoring WITHOUT A VALID SIGNATURE \(--unsigned\)\. The archive is not signed/,
        ),
      ]);
      expect(run.stdout).toContain('its signature: not verified, restored because of --unsigned');
      await restoredAsSource();
    },
  );
});
