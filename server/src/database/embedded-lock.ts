import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The embedded database's folder lock (PGlite has none of its own): who holds a folder, and whether it still runs.

export class DatabaseInUseError extends Error {}

/** In the database's folder: which running shop holds it (never part of a backup: see withoutLock). */
export const LOCK_FILE = 'shop.lock';

/** When a process started (clock ticks since boot, from Linux's /proc); undefined where there is no /proc. */
export function startTime(pid: number): string | undefined {
  try {
    // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface LockOwner {
  pid: number;
  /** The owner's start time: a pid the system gave to another process since is not the owner. */
  started?: string;
  /** The owner's private socket folder (the database's socket and the backup socket). */
  socketDir?: string;
}

export const readLock = (lockFile: string): LockOwner | undefined => {
  const text = readFileSync(lockFile, 'utf8').trim();
  try {
    const owner = JSON.parse(text) as LockOwner;
    if (Number.isInteger(owner?.pid)) return owner;
  } catch {
    // A lock from before the start time was kept: the pid alone.
  }
  return /^\d+$/.test(text) ? { pid: Number(text) } : undefined;
};

/** A process's command line (Linux); undefined where there is no /proc. */
function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote the lock still runs: the same pid, and (where /proc tells) the same
 * start time, or for a lock that names a pid only, a Node process.
 */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  if (owner.started === undefined) return /node/.test(commandLine(owner.pid) ?? 'node');
  const started = startTime(owner.pid);
  return started === undefined || started === owner.started;
}

/**
 * PGlite has no lock of its own: two processes on one folder would corrupt it. The folder's owner
 * writes its pid and start time to a lock file; a lock left by a process that is gone (kill -9), or
 * whose pid now belongs to another process, is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, started: startTime(process.pid) } satisfies LockOwner);
  try {
    writeFileSync(lockFile, mine, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = readLock(lockFile);
    if (owner && ownerAlive(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by another running shop (pid ${owner.pid})`,
      );
    }
    writeFileSync(lockFile, mine);
  }
  return () => rmSync(lockFile, { force: true });
}

/** The pid of a running shop that holds the embedded database in `dataDir`, if one does. */
export function embeddedInUse(dataDir: string): number | undefined {
  try {
    const owner = readLock(join(dataDir, LOCK_FILE));
    return owner && ownerAlive(owner) ? owner.pid : undefined;
  } catch {
    return undefined;
  }
}
