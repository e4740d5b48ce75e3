import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../../server/src/database/scratch-database';
import {
  assertServerBuilt,
  type BuiltServer,
  startBuiltServer,
  stopBuiltServers,
} from '../support/built-server';
import { newAccount } from '../support/test-app';
import { eventually } from '../support/eventually';

// The data folder was open to every account on the machine (PGlite's files world-writable,
// the outbox's reset links world-readable). The built server, as `npm start` runs it, on either database.
const POSTGRES = process.env.DATABASE_URL;
const PORT = 4900 + Math.floor(Math.random() * 500);
const BASE = `http://127.0.0.1:${PORT}`;

/** Every file and folder under `dir` (itself included) whose mode lets the group or others in, with that mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) found.push(`${path.slice(dir.length) || '/'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

const until = <T>(what: string, probe: () => T | undefined, timeoutMs = 30_000) =>
  eventually(what, probe, { timeoutMs, everyMs: 100 });

describe('the data folder of the built server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-private-'));
  let scratch: ScratchDatabase | undefined;
  beforeAll(assertServerBuilt);
  afterAll(async () => {
    await stopBuiltServers();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is the shop user’s alone: no file or folder it makes is open to other accounts, folders made before with looser modes included, and an outbox mail is 600', async () => {
    // Made before the shop, open to all (by hand, or by an older shop).
    chmodSync(dataDir, 0o755);
    for (const folder of ['uploads', 'outbox']) {
      mkdirSync(join(dataDir, folder));
      chmodSync(join(dataDir, folder), 0o777);
    }
    if (POSTGRES) scratch = await createScratchDatabase(POSTGRES, 'soutache_private');
    // The first start seeds the demo catalogue with its pictures: up to a minute on a busy machine.
    const shop: BuiltServer = await startBuiltServer(
      { PORT: String(PORT), DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
      { timeoutMs: 120_000 },
    );

    const account = newAccount('Private');
    const post = (path: string, body: object) =>
      fetch(`${BASE}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/register', account)).status).toBe(201);
    expect((await post('/api/password-reset', { email: account.email })).status).toBe(202);
    const outbox = join(dataDir, 'outbox');
    const mail = await until('the reset mail in the outbox', () =>
      readdirSync(outbox).find((name) => name.endsWith('.eml')),
    );
    expect((lstatSync(join(outbox, mail)).mode & 0o777).toString(8)).toBe('600');

    expect(readdirSync(dataDir).sort()).toEqual(
      expect.arrayContaining(['jwt-secret', 'outbox', 'uploads', ...(POSTGRES ? [] : ['pglite'])]),
    );
    expect(readdirSync(join(dataDir, 'uploads')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);

    await shop.stop('SIGTERM');
    // What the stop wrote (PGlite's last checkpoint) as well.
    expect(openToOthers(dataDir)).toEqual([]);
  }, 240_000);
});
