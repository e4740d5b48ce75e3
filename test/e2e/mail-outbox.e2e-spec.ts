import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LOGGER } from '../../server/src/common/logging/logger.provider';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config';
import { createScratchDatabase } from '../../server/src/database/scratch-database';
import { systemContext } from '../../server/src/common/context/request-context';
import { MailSender, OUTBOX_KEEP_DAYS } from '../../server/src/mail/mail-sender';
import { MailService } from '../../server/src/mail/mail.service';
import { MailTransport } from '../../server/src/mail/mail-transport';
import { linkIn, type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { newAccount, registerUser, startTestApp, TestApp } from '../support/test-app';
import {
  assertServerBuilt,
  type BuiltServer,
  startBuiltServer,
  stopBuiltServers,
} from '../support/built-server';
import { TEMPLATE_ENV } from '../support/database-template';
import { eventually } from '../support/eventually';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const until = <T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000) =>
  eventually(what, probe, { timeoutMs, everyMs: 100 });

describe('the outbox without SMTP_URL: .eml files in the outbox folder', () => {
  let t: TestApp;
  const outbox = mkdtempSync(join(tmpdir(), 'soutache-outbox-'));
  beforeAll(async () => {
    t = await startTestApp({ MAIL_OUTBOX_DIR: outbox, PUBLIC_URL: 'https://soutache.test' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file, whole, and logs its subject and links', async () => {
    const user = await registerUser(t);
    await request(t.http)
      .post('/api/password-reset')
      .set('Accept-Language', 'en')
      .send({ email: user.email })
      .expect(202);
    const file = await until('the .eml file', () =>
      readdirSync(outbox).find((name) => name.endsWith('.eml')),
    );
    expect(readdirSync(outbox).filter((name) => name.startsWith('.'))).toEqual([]);
    const mail = await simpleParser(readFileSync(join(outbox, file)));
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(user.email);
    const link = linkIn(mail, '/reset-password?token=');
    const logged = t.logs.map((line) => JSON.parse(line)).find((entry) => entry.event === 'mail_written');
    expect(logged).toMatchObject({ subject: mail.subject, links: expect.arrayContaining([link.href]) });
  });
});

describe('the outbox with SMTP: retries, and one sender per mail across senders', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '200' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('tries a refused mail again after a back-off, and delivers it once', async () => {
    smtp.mode = 'refuse';
    const user = await registerUser(t);
    await request(t.http).post('/api/password-reset').send({ email: user.email }).expect(202);
    const failed = await until('a failed try', async () => {
      const [row] = await t.sql<{ attempts: number; last_error: string | null; wait_ms: number }>(
        `SELECT attempts, last_error, extract(epoch FROM next_attempt_at - now()) * 1000 AS wait_ms FROM mail_outbox WHERE recipient = $1`,
        [user.email],
      );
      return row?.last_error ? row : undefined;
    });
    expect(failed.attempts).toBe(1);
    expect(Number(failed.wait_ms)).toBeGreaterThan(3_000);
    smtp.mode = 'accept';
    await t.sql(`UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = $1`, [user.email]);
    await smtp.waitFor(user.email);
    // Marked sent once the server has heard the SMTP server's yes, which comes after the sink has the mail.
    const row = await until('the mail marked sent', async () => {
      const [sent] = await t.sql<{ attempts: number; sent_at: Date | null }>(
        'SELECT attempts, sent_at FROM mail_outbox WHERE recipient = $1',
        [user.email],
      );
      return sent?.sent_at ? sent : undefined;
    });
    expect(row).toMatchObject({ attempts: 2, sent_at: expect.any(Date) });
    await wait(600);
    expect(smtp.to(user.email)).toHaveLength(1);
  });

  it('sends each of 40 mails exactly once with four senders draining the outbox at the same time', async () => {
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const senders = Array.from(
      { length: 4 },
      () => new MailSender(t.app.get(DataSource), t.app.get(MailTransport), config, t.app.get(LOGGER)),
    );
    const mail = t.app.get(MailService);
    const ctx = systemContext('outbox-test');
    const addresses = Array.from({ length: 40 }, (_, i) => `many.${i}.${Date.now()}@shop.test`);
    const composed = await mail.compose(
      'en',
      { kind: 'password-changed', name: 'Many', resetUrl: 'https://soutache.test/forgot-password' },
      addresses[0],
    );
    await Promise.all(addresses.map((to) => mail.enqueue(ctx, { ...composed, to })));
    for (const sender of senders) sender.kick();
    await Promise.all(senders.map((sender) => sender.idle()));
    await until('every mail', () => addresses.every((to) => smtp.to(to).length > 0) || undefined, 30_000);
    await wait(500);
    expect(addresses.map((to) => smtp.to(to).length)).toEqual(addresses.map(() => 1));
    const rows = await t.sql<{ attempts: number }>(
      'SELECT attempts FROM mail_outbox WHERE recipient = ANY($1)',
      [addresses],
    );
    expect(rows.map((row) => row.attempts)).toEqual(addresses.map(() => 1));
  });
});

describe('the outbox forgets old mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MAIL_SENDER: '0' });
  });
  afterAll(() => t.close());

  it(`removes the rows of mails sent or given up over ${OUTBOX_KEEP_DAYS} days ago, and keeps the recent and the due ones`, async () => {
    const row = (recipient: string, state: string) =>
      t.sql(
        `INSERT INTO mail_outbox (kind, recipient, subject, sent_at, failed_at, created_at) VALUES ('password-reset', $1, 'S', ${state})`,
        [recipient],
      );
    await row('old.sent@shop.test', `now() - interval '31 days', NULL, now() - interval '31 days'`);
    await row('old.failed@shop.test', `NULL, now() - interval '40 days', now() - interval '41 days'`);
    await row('recent.sent@shop.test', `now() - interval '29 days', NULL, now() - interval '29 days'`);
    await row('old.due@shop.test', `NULL, NULL, now() - interval '60 days'`);
    expect(await t.app.get(MailSender).prune()).toBe(2);
    const left = await t.sql<{ recipient: string }>(
      `SELECT recipient FROM mail_outbox WHERE recipient LIKE '%@shop.test' ORDER BY recipient`,
    );
    expect(left.map((r) => r.recipient)).toEqual(['old.due@shop.test', 'recent.sent@shop.test']);
  });
});

// Three starts of the built server, each on the same database; on the embedded one, a fresh PGlite first.
jest.setTimeout(300_000);

describe('a mail survives kill -9 of the built server', () => {
  const PORT = 4900 + Math.floor(Math.random() * 90);
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-outbox-kill-'));
  let smtp: SmtpSink;
  let database: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    assertServerBuilt();
    smtp = await startSmtpSink();
    // On PostgreSQL, a scratch database the three starts share; on the embedded pass, PGlite in DATA_DIR as `npm start` keeps it.
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

  const start = (env: Record<string, string>) =>
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
      { timeoutMs: 180_000 },
    );
  const killHard = (server: BuiltServer) => server.stop('SIGKILL');

  it('delivers, once, mails committed before the kill (a reset link, an enquiry to the maker and its copy), and one whose send the kill cut', async () => {
    const base = `http://127.0.0.1:${PORT}`;
    const account = newAccount('Kill');
    const customer = newAccount('Asking');
    const maker = `maker.${Date.now()}@soutache.test`;
    // 1. Commit, then die before any send: this instance leaves the outbox to others (MAIL_SENDER=0).
    const first = await start({ MAIL_SENDER: '0', MAKER_EMAIL: maker });
    const registered = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    const asked = await fetch(`${base}/api/password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    expect(asked.status).toBe(202);
    const enquiry = { name: 'Asking', email: customer.email, message: 'Is a bridal set possible for May?' };
    const enquired = await fetch(`${base}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(enquiry),
    });
    expect(enquired.status).toBe(201);
    await killHard(first);
    expect([...smtp.to(account.email), ...smtp.to(maker), ...smtp.to(customer.email)]).toEqual([]);

    // 2. A sender claims it and dies in the middle of the SMTP exchange (the server holds the mail unanswered).
    smtp.mode = 'hold';
    const second = await start({ MAIL_LEASE_MS: '3000', MAKER_EMAIL: maker });
    await until('the mail to reach the SMTP server', () => smtp.heldCount() > 0 || undefined, 30_000);
    await killHard(second);
    expect(smtp.to(account.email)).toEqual([]);

    // 3. After the restart, once the dead sender's lease ran out, the mail goes: once.
    smtp.mode = 'accept';
    const third = await start({ MAIL_LEASE_MS: '3000', MAKER_EMAIL: maker });
    const mail = await smtp.waitFor(account.email, { timeoutMs: 30_000 });
    expect(mail.text).toContain('/reset-password?token=');
    const toMaker = await smtp.waitFor(maker, { timeoutMs: 30_000 });
    expect(toMaker.replyTo?.value[0].address).toBe(customer.email);
    expect((await smtp.waitFor(customer.email, { timeoutMs: 30_000 })).subject).toBe(
      'Soutache Studio: mamy Twoje pytanie',
    );
    await wait(2_000);
    expect(
      [smtp.to(account.email), smtp.to(maker), smtp.to(customer.email)].map((mails) => mails.length),
    ).toEqual([1, 1, 1]);
    await killHard(third);
  });
});
