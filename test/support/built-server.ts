import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../server/src/config/app-config';
import { eventually } from './eventually';

/**
 * The built server (server/dist/src/main.js) in a process of its own, as `npm start` runs it: for the
 * tests of what only a real process shows (signals, kill -9, a second start, files on disk). Its
 * database and DATA_DIR are the test's (a scratch database in DATABASE_URL, or PGlite in DATA_DIR);
 * DATABASE_URL, REDIS_URL and JWT_SECRET are not inherited from the test's environment. Every process
 * started here is killed by `stopBuiltServers()`, which a spec calls first in its afterAll (a failed
 * assertion must not leave a server running: it would keep Jest from exiting and hold the database).
 * test/support/two-instances.ts keeps its own start: its production instances wait on /health behind
 * nginx and share one topology's settings.
 */
const ROOT = repoRoot();
export const BUILT_MAIN = 'server/dist/src/main.js';
const running = new Set<ChildProcess>();

export interface BuiltServer {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  base: string;
  /** Everything it wrote, stdout and stderr together, so far. */
  output(): string;
  /** Sends `signal` (SIGTERM unless given) and waits for the exit (up to `timeoutMs`); its exit code. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

/**
 * The environment of the built server: the test's own without DATABASE_URL, REDIS_URL and JWT_SECRET,
 * on 127.0.0.1, logging warnings, the overload check off (the shared test machine's stalls are not the
 * shop's load), then `env` (PORT and DATA_DIR at least, DATABASE_URL for PostgreSQL).
 */
export function builtServerEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, JWT_SECRET: _secret, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    EVENT_LOOP_LIMIT_MS: '0',
    ...env,
  };
}

/** Fails when the server was not built (scripts/test-server.mjs builds it once before both database passes). */
export function assertServerBuilt(): void {
  if (!existsSync(join(ROOT, BUILT_MAIN))) throw new Error('Build the server first: npm run build -w server');
}

/**
 * Spawns the built server with `env` (see `builtServerEnv`; PORT and DATA_DIR required) without waiting
 * for it; `preload` are modules given to node's --require (test/support/stall-at-outbox.cjs, say).
 */
export function spawnBuiltServer(
  env: Record<string, string> & { PORT: string; DATA_DIR: string },
  { preload = [] }: { preload?: string[] } = {},
): BuiltServer {
  assertServerBuilt();
  const child = spawn('node', [...preload.flatMap((path) => ['--require', path]), BUILT_MAIN], {
    cwd: ROOT,
    env: builtServerEnv(env),
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 60_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = once(child, 'exit') as Promise<[number | null]>;
    child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the server did not exit within ${timeoutMs} ms of ${signal}`)),
        timeoutMs,
      );
    });
    try {
      return (await Promise.race([exited, late]))[0];
    } finally {
      clearTimeout(timer);
    }
  };
  return { child, base: `http://127.0.0.1:${env.PORT}`, output: () => output, stop };
}

/**
 * Starts the built server (see `spawnBuiltServer`) and waits for its "is running at" line, up to
 * `timeoutMs` (two minutes unless given: a first start seeds the demo catalogue, pictures included, which
 * took over 20 s on two cores shared with other test runs). Fails, with what the server wrote, if it
 * exits first or does not start in time (then it is killed).
 */
export async function startBuiltServer(
  env: Record<string, string> & { PORT: string; DATA_DIR: string },
  { preload, timeoutMs = 120_000 }: { preload?: string[]; timeoutMs?: number } = {},
): Promise<BuiltServer> {
  const server = spawnBuiltServer(env, { preload });
  try {
    await eventually(
      'the built server to start',
      () =>
        server.output().includes('is running at') ||
        (server.child.exitCode !== null || server.child.signalCode !== null
          ? Promise.reject(new Error('the built server exited before it started'))
          : undefined),
      { timeoutMs, everyMs: 100 },
    );
  } catch (error) {
    await server.stop('SIGKILL');
    throw new Error(`${(error as Error).message}\n${server.output()}`);
  }
  return server;
}

/** Kills (SIGKILL) every built server still running and waits for them to exit. */
export async function stopBuiltServers(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}
