import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { repoRoot } from '../../server/src/config/app-config';
import { startEmbeddedPostgres } from '../../server/src/database/embedded-postgres';
import { createScratchDatabase } from '../../server/src/database/scratch-database';
import { assertServerBuilt, startBuiltServer, stopBuiltServers } from '../support/built-server';
import { TEMPLATE_ENV } from '../support/database-template';
import { eventually } from '../support/eventually';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';

// The built server, started three times on one database: on the PostgreSQL pass a scratch database, on the
// embedded pass PGlite in DATA_DIR as `npm start` keeps it (the two-instance test kills two instances on
// PostgreSQL; this one covers the embedded database, where the shop and its database die together).
jest.setTimeout(300_000);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the orders' clock killed with -9 in the middle of its run", () => {
  const ROOT = repoRoot();
  const PORT = 4800 + Math.floor(Math.random() * 90);
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-clock-kill-'));
  let smtp: SmtpSink;
  let database: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    assertServerBuilt();
    smtp = await startSmtpSink();
    if (process.env.DATABASE_URL) {
      const template = process.env[TEMPLATE_ENV] ? JSON.parse(process.env[TEMPLATE_ENV]) : undefined;
      database = await createScratchDatabase(process.env.DATABASE_URL, 'soutache_test', template);
    }
  });
  afterAll(async () => {
    await stopBuiltServers();
    await smtp.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The built server with `env`; with `stall`, its first mail into the outbox never returns (test/support/stall-at-outbox.cjs). */
  const start = (env: Record<string, string>, stall = false) =>
    startBuiltServer(
      {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: '200',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...env,
      },
      { preload: stall ? [join(ROOT, 'test/support/stall-at-outbox.cjs')] : [], timeoutMs: 180_000 },
    );

  /** The database while no server runs: PostgreSQL's scratch database, or the embedded one opened from DATA_DIR. */
  async function offline<T>(read: (db: Client) => Promise<T>): Promise<T> {
    const embedded = database ? undefined : await startEmbeddedPostgres(join(dataDir, 'pglite'));
    const db = new Client({ connectionString: database?.url ?? embedded!.url });
    await db.connect();
    try {
      return await read(db);
    } finally {
      await db.end();
      await embedded?.close();
    }
  }

  it('leaves no order half-ended and no mail, and after the restart ends each once, with one mail each', async () => {
    // A first start makes the database; then two reservations whose time has passed, written while no server runs.
    await (await start({})).stop('SIGTERM', 180_000);
    const buyers = [0, 1].map(() => `buyer-${randomBytes(4).toString('hex')}@shop.test`);
    const numbers = buyers.map((_, i) => `SZ-2026-${9000 + Math.floor(Math.random() * 900) * 2 + i}`);
    // One statement at a time: a pg client queues a second sent while one runs, which pg 9 will refuse.
    const look = async (db: Client) => [
      (
        await db.query<{ state: string }>(`SELECT state FROM orders WHERE number = ANY($1) ORDER BY number`, [
          numbers,
        ])
      ).rows.map((row) => row.state),
      (
        await db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.number = ANY($1)`,
          [numbers],
        )
      ).rows[0].count,
      (
        await db.query<{ recipient: string }>(
          `SELECT recipient FROM mail_outbox WHERE recipient = ANY($1) AND kind = 'order-expired' ORDER BY recipient`,
          [buyers],
        )
      ).rows.map((row) => row.recipient),
    ];
    await offline(async (db) => {
      for (const [i, email] of buyers.entries()) {
        await db.query(
          `INSERT INTO orders (number, kind, state, product_id, product_name, name, email, phone, locale, delivery, price_grosze, delivery_grosze, access_salt, reserved_until)
           VALUES ($1, 'RESERVATION', 'AWAITING_PAYMENT', NULL, 'Kolczyki Kill', 'Anna Kowalska', $2, '+48600100200', 'en', '{"method":"INPOST","locker":"POZ08M"}', 15000, 1499, $3, now() - interval '1 minute')`,
          [numbers[i], email, randomBytes(32).toString('hex')],
        );
      }
    });

    // The clock looks every 300 ms; its run changes both orders in its transaction and stops at its first mail: killed there.
    const stalled = await start({ RESERVATION_CHECK_MS: '300' }, true);
    await eventually(
      'the clock to reach its first mail',
      () => stalled.output().includes('STALLED_AT_OUTBOX') || undefined,
      { timeoutMs: 30_000, everyMs: 50 },
    );
    await stalled.stop('SIGKILL');
    expect(await offline(look)).toEqual([['AWAITING_PAYMENT', 'AWAITING_PAYMENT'], 0, []]);

    // Started again, the clock ends both, once each, and each buyer is mailed once.
    const again = await start({ RESERVATION_CHECK_MS: '300' });
    for (const email of buyers)
      await smtp.waitFor(email, { subject: /expired|wygasła|wygasło|minęła|minął/i, timeoutMs: 30_000 });
    await wait(1_500);
    await again.stop('SIGTERM', 180_000);
    expect(await offline(look)).toEqual([['EXPIRED', 'EXPIRED'], 2, [...buyers].sort()]);
    for (const email of buyers) expect(smtp.to(email)).toHaveLength(1);
  });
});
