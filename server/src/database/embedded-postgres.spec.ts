import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseInUseError, startEmbeddedPostgres, sweepStaleSocketDirs } from './embedded-postgres';

const procStart = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

// Each case starts a fresh embedded database (its initdb alone can take most of a minute on a busy machine).
jest.setTimeout(180_000);

describe('the embedded database folder lock and leftovers', () => {
  let dir: string;
  let other: ChildProcess;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'soutache-lock-test-'));
    // A live process that is not a shop: what a stale lock's pid may have become.
    other = spawn('sleep', ['30']);
    await once(other, 'spawn');
  });
  afterEach(() => {
    other.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock whose pid now belongs to another process (its start time differs)', async () => {
    writeFileSync(join(dir, 'shop.lock'), JSON.stringify({ pid: other.pid, started: '1' }));
    const db = await startEmbeddedPostgres(dir);
    expect(JSON.parse(readFileSync(join(dir, 'shop.lock'), 'utf8')).pid).toBe(process.pid);
    await db.close();
    expect(existsSync(join(dir, 'shop.lock'))).toBe(false);
  });

  it('takes over a pid-only lock (an older shop) whose pid is now a process other than Node', async () => {
    writeFileSync(join(dir, 'shop.lock'), String(other.pid));
    const db = await startEmbeddedPostgres(dir);
    await db.close();
  });

  it('refuses a folder whose lock names a running process with its own start time', async () => {
    writeFileSync(join(dir, 'shop.lock'), JSON.stringify({ pid: other.pid, started: procStart(other.pid!) }));
    await expect(startEmbeddedPostgres(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
  });

  it('removes socket folders left by killed shops, and keeps those that still listen or were just made', async () => {
    const root = mkdtempSync(join(tmpdir(), 'soutache-sweep-test-'));
    const old = new Date(Date.now() - 3_600_000);
    const stale = join(root, 'soutache-pg-stale');
    const fresh = join(root, 'soutache-pg-fresh');
    const live = join(root, 'soutache-pg-live');
    for (const folder of [stale, fresh, live]) mkdirSync(folder);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(join(live, '.s.PGSQL.5432'), resolve));
    utimesSync(stale, old, old);
    utimesSync(live, old, old);
    try {
      expect(await sweepStaleSocketDirs(root)).toBe(1);
      expect([existsSync(stale), existsSync(fresh), existsSync(live)]).toEqual([false, true, true]);
    } finally {
      server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
