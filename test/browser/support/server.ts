import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PORT = Number(process.env.BROWSER_TEST_PORT || 4310);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const ADMIN = { email: 'owner@soutache.test', password: 'Browser-Admin-2026!' };
/** Where the shop writes its mails (no SMTP_URL): one folder per port, the same in every Playwright process. */
export const OUTBOX_DIR = join(tmpdir(), `soutache-browser-outbox-${PORT}`);

/**
 * The built shop as `npm start` runs it (embedded PGlite, demo seed), in a fresh data folder, with
 * the owner's admin account from ADMIN_EMAIL / ADMIN_PASSWORD. Limits are raised: every test
 * registers its own accounts from the same address.
 */
export function serverEnv(): Record<string, string> {
  // The browser journeys run the shop as `npm start` does: embedded database, counters in memory.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  return {
    ...(inherited as Record<string, string>),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'soutache-browser-')),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_GLOBAL: '100000',
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_REGISTER: '100000',
    RATE_LIMIT_RENDERS: '100000',
    RATE_LIMIT_PASSWORD_RESET: '100000',
    RATE_LIMIT_ENQUIRIES: '100000',
    LOGIN_DELAY_BASE_MS: '0',
    // Load shedding answers 503 once the event loop runs a second late, which a machine busy with other
    // suites reaches; the journeys are not load tests (test/e2e/overload.e2e-spec.ts is), as the server suites.
    EVENT_LOOP_LIMIT_MS: '0',
    // Longer than any journey (30 s): Playwright's API client (`page.request`) reuses an idle connection without
    // expecting the server to close it, and one sent just as the server's 5 s ran out was reset (ECONNRESET).
    // Browsers retry such a request, and nginx lets its idle connections go sooner (docker/nginx/nginx.conf).
    KEEP_ALIVE_TIMEOUT_MS: '60000',
    PUBLIC_URL: BASE_URL,
    MAIL_OUTBOX_DIR: OUTBOX_DIR,
    MAIL_POLL_MS: '500',
    // Playwright lays this over its own environment, so leaving the variables out is not enough: empty
    // means unset to the shop (app-config.ts), which then runs on embedded PGlite with counters in memory.
    DATABASE_URL: '',
    REDIS_URL: '',
  };
}
