import { createHash } from 'node:crypto';
import request from 'supertest';
import {
  RequestPasswordResetDocument as REQUEST_RESET,
  ResetPasswordDocument as RESET_PASSWORD,
} from './gql/graphql';
import { eventually } from '../support/eventually';
import { linkIn, type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { gql, newAccount, registerUser, startTestApp, TestApp } from '../support/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('forgotten password, with the mail received by a real SMTP server', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Soutache Studio <shop@soutache.test>',
      PUBLIC_URL: 'https://soutache.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const askReset = (email: string, language = 'en') =>
    request(t.http).post('/api/password-reset').set('Accept-Language', language).send({ email });

  it('mails a link that works once: the old password fails, the new one works, every session ends, the owner is told', async () => {
    const user = await registerUser(t);
    const asked = await askReset(user.email.toUpperCase());
    expect(asked.status).toBe(202);

    const mail = await smtp.waitFor(user.email, { subject: /new password/ });
    expect(mail.from?.text).toContain('shop@soutache.test');
    expect(mail.html).toContain('Soutache Studio');
    expect(mail.html).not.toMatch(/<img[^>]+(width="1"|height="1")/);
    const link = linkIn(mail, '/reset-password?token=');
    expect(link.origin).toBe('https://soutache.test');
    expect(mail.html).toContain(link.href.replace(/&/g, '&amp;'));
    const token = link.searchParams.get('token') as string;
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the hash is kept.
    const rows = await t.sql<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(rows.map((row) => row.token_hash)).toEqual([sha256(token)]);

    const newPassword = `${user.password}-renewed`;
    await request(t.http)
      .post('/api/password-reset/confirm')
      .set('Accept-Language', 'en')
      .send({ token, password: newPassword })
      .expect(204);
    await request(t.http).post('/api/login').send({ email: user.email, password: user.password }).expect(401);
    await request(t.http).post('/api/login').send({ email: user.email, password: newPassword }).expect(200);
    await request(t.http).get('/api/info').set('Authorization', `Bearer ${user.token}`).expect(401);

    const again = await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token, password: `${newPassword}-again` })
      .expect(400);
    expect(again.body.fields).toEqual({ token: ['RESET_LINK_USED'] });
    const notice = await smtp.waitFor(user.email, { subject: /password was changed/ });
    expect(notice.text).toContain('/forgot-password');
    // A sent mail's body leaves the database: once the server has heard the SMTP server's yes, which comes
    // after the sink has the mail.
    const outbox = await eventually(
      'both sent mails marked sent in the outbox',
      () =>
        t.sql<{ html: string | null; sent_at: Date | null }>(
          'SELECT html, sent_at FROM mail_outbox WHERE recipient = $1',
          [user.email],
        ),
      { until: (rows) => rows.length === 2 && rows.every((row) => row.sent_at !== null), timeoutMs: 10_000 },
    );
    expect(outbox.map((row) => row.html)).toEqual([null, null]);
  });

  it('answers an unknown address exactly like a known one, in about the same time, and mails nothing', async () => {
    const known = await registerUser(t);
    const unknown = newAccount().email;
    const timed = async (email: string) => {
      const started = Date.now();
      const res = await askReset(email);
      return {
        status: res.status,
        body: res.body,
        type: res.headers['content-type'],
        ms: Date.now() - started,
      };
    };
    const [a, b] = [await timed(known.email), await timed(unknown)];
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(b.type).toBe(a.type);
    expect(Math.abs(a.ms - b.ms)).toBeLessThan(250);
    await smtp.waitFor(known.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(unknown)).toEqual([]);
    expect(await t.sql('SELECT id FROM mail_outbox WHERE recipient = $1', [unknown])).toEqual([]);
  });

  it('writes the mail in the language of the request', async () => {
    const user = await registerUser(t);
    await askReset(user.email, 'pl').expect(202);
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Soutache Studio: ustaw nowe hasło');
    expect(mail.text).toContain('Ustaw nowe hasło');
    // Its link opens the page in that language on any device: Polish bare, English with lang=en.
    expect(linkIn(mail, '/reset-password?token=').searchParams.get('lang')).toBeNull();
    const english = await registerUser(t);
    await askReset(english.email, 'en').expect(202);
    expect(linkIn(await smtp.waitFor(english.email), '/reset-password?token=').searchParams.get('lang')).toBe(
      'en',
    );
  });

  it('refuses an expired link, an unknown one, and a password against the policy (the link stays usable)', async () => {
    const user = await registerUser(t);
    await askReset(user.email).expect(202);
    const token = linkIn(await smtp.waitFor(user.email), '/reset-password?token=').searchParams.get(
      'token',
    ) as string;

    const weak = await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token, password: 'password1' })
      .expect(400);
    expect(weak.body.fields.password).toContain('PASSWORD_TOO_COMMON');
    const ownEmail = await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token, password: user.email })
      .expect(400);
    expect(ownEmail.body.fields.password).toContain('PASSWORD_CONTAINS_EMAIL');
    const unknown = await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token: `${token}x`, password: 'a long new password 2026' })
      .expect(400);
    expect(unknown.body.fields).toEqual({ token: ['RESET_LINK_INVALID'] });

    await t.sql(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(token)],
    );
    const expired = await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token, password: 'a long new password 2026' })
      .expect(400);
    expect(expired.body.fields).toEqual({ token: ['RESET_LINK_EXPIRED'] });
    await request(t.http).post('/api/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('gives a link valid for 30 minutes, and voids the other links once one is used', async () => {
    const user = await registerUser(t);
    await askReset(user.email).expect(202);
    await askReset(user.email).expect(202);
    await smtp.waitFor(user.email);
    const rows = await t.sql<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60) AS minutes FROM password_reset_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(rows.map((row) => Number(row.minutes))).toEqual([30, 30]);
    for (let i = 0; i < 100 && smtp.to(user.email).length < 2; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const [first, second] = smtp
      .to(user.email)
      .map((mail) => linkIn(mail, '/reset-password?token=').searchParams.get('token') as string);
    await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token: second, password: 'a long new password 2026' })
      .expect(204);
    const voided = await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token: first, password: 'another long password 2026' })
      .expect(400);
    expect(voided.body.fields).toEqual({ token: ['RESET_LINK_USED'] });
  });

  it('mails at most 3 links an hour to one address, answering every request alike', async () => {
    const user = await registerUser(t);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await askReset(user.email)).status);
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      await t.sql('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [user.id]),
    ).toHaveLength(3);
  });

  it('has GraphQL twins: requestPasswordReset and resetPassword', async () => {
    const user = await registerUser(t);
    const asked = await gql(t, REQUEST_RESET, { input: { email: user.email } });
    expect(asked.data?.requestPasswordReset).toBe(true);
    expect(
      (await gql(t, REQUEST_RESET, { input: { email: newAccount().email } })).data?.requestPasswordReset,
    ).toBe(true);
    const token = linkIn(await smtp.waitFor(user.email), '/reset-password?token=').searchParams.get(
      'token',
    ) as string;
    const reset = await gql(t, RESET_PASSWORD, { input: { token, password: 'a brand new password 2026' } });
    expect(reset.data?.resetPassword).toBe(true);
    const used = await gql(t, RESET_PASSWORD, { input: { token, password: 'a brand new password 2027' } });
    expect(used.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await request(t.http)
      .post('/api/login')
      .send({ email: user.email, password: 'a brand new password 2026' })
      .expect(200);
  });
});
