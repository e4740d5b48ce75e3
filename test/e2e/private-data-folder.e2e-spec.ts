import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../server/src/config/app-config';
import { createScratchDatabase, type ScratchDatabase } from '../../server/src/database/scratch-database';
import { newAccount } from '../support/test-app';
import { eventually } from '../support/eventually';

// The data folder was open to every account on the machine (PGlite's files world-writable,
// the outbox's reset links world-readable). The built server, as `npm start` runs it, on either database.
const ROOT = repoRoot();
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
  let child: ChildProcess | undefined;
  let scratch: ScratchDatabase | undefined;
  beforeAll(() => {
    // scripts/test-server.mjs builds the server once before both database passes.
    if (!existsSync(join(ROOT, 'server/dist/src/main.js')))
      throw new Error('Build the server first: npm run build -w server');
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
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
    const { DATABASE_URL: _database, REDIS_URL: _redis, JWT_SECRET: _secret, ...env } = process.env;
    child = spawn('node', ['server/dist/src/main.js'], {
      cwd: ROOT,
      // The overload check off: the shared test machine's stalls are not the shop's load.
      env: {
        ...env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EVENT_LOOP_LIMIT_MS: '0',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    // The first start seeds the demo catalogue with its pictures: up to a minute on a busy machine.
    await until(
      'the shop to start',
      () => output.includes('is running at') || child!.exitCode !== null,
      120_000,
    );
    expect(output).toContain('is running at');

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

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
    // What the stop wrote (PGlite's last checkpoint) as well.
    expect(openToOthers(dataDir)).toEqual([]);
  }, 240_000);
});
