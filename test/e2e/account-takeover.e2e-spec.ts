import request from 'supertest';
import { UsersSeeder } from '../../server/src/users/users.seeder';
import { linkIn, type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { gql, newAccount, registerUser, startTestApp, TestApp } from '../support/test-app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const OWNER = { email: 'owner@shop.test', password: 'Owner-passphrase-2026!' };

/**
 * The two account takeovers of the fifth outside attack: an e-mail-change link asked with a leaked
 * password outliving the owner's recovery, and ADMIN_EMAIL promoting whoever holds the address.
 */
describe('accounts nobody can take', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://soutache.test',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The intruder, holding the owner's password, asks to move the account to their own address. */
  async function intruderAsksToMove(user: { email: string; password: string; token: string }) {
    const intruder = newAccount().email;
    await request(t.http)
      .post('/api/account/email')
      .set(bearer(user.token))
      .send({ newEmail: intruder, password: user.password })
      .expect(202);
    const token = linkIn(
      await smtp.waitFor(intruder, { subject: /new e-mail|nowy adres/ }),
      '/account/confirm-email?token=',
    ).searchParams.get('token') as string;
    return { intruder, token };
  }

  async function expectStillOwned(user: { id: number; email: string }, linkToken: string) {
    const refused = await request(t.http)
      .post('/api/account/email/confirm')
      .send({ token: linkToken })
      .expect(400);
    expect(refused.body.fields).toEqual({ token: ['EMAIL_LINK_USED'] });
    const [row] = await t.sql<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.id]);
    expect(row.email).toBe(user.email);
  }

  it('tells the current address when a change is asked, with a reset link that stops it, and mails the new address no account name', async () => {
    const user = await registerUser(t, newAccount('Jadwiga Sekretna'));
    const { intruder } = await intruderAsksToMove(user);
    const warning = await smtp.waitFor(user.email, { subject: /zmianę adresu e-mail/ });
    expect(warning.text).toContain(intruder);
    expect(linkIn(warning, '/forgot-password').origin).toBe('https://soutache.test');
    const toIntruder = smtp.to(intruder)[0];
    expect(`${toIntruder.subject} ${toIntruder.text} ${toIntruder.html}`).not.toContain('Jadwiga');

    const en = await registerUser(t);
    await request(t.http)
      .post('/api/account/email')
      .set(bearer(en.token))
      .set('Accept-Language', 'en')
      .send({ newEmail: newAccount().email, password: en.password })
      .expect(202);
    const english = await smtp.waitFor(en.email, { subject: /change of your account's e-mail was asked/ });
    expect(linkIn(english, '/forgot-password').searchParams.get('lang')).toBe('en');
  });

  it('voids a pending e-mail-change link when the owner resets the password', async () => {
    const user = await registerUser(t);
    const { token } = await intruderAsksToMove(user);
    await request(t.http).post('/api/password-reset').send({ email: user.email }).expect(202);
    const reset = linkIn(
      await smtp.waitFor(user.email, { subject: /ustaw nowe hasło/ }),
      '/reset-password?token=',
    ).searchParams.get('token');
    await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token: reset, password: 'taken back by the owner 2026' })
      .expect(204);
    await expectStillOwned(user, token);
  });

  it('voids a pending e-mail-change link and reset links when the owner changes the password', async () => {
    const user = await registerUser(t);
    const { token } = await intruderAsksToMove(user);
    await request(t.http).post('/api/password-reset').send({ email: user.email }).expect(202);
    const reset = linkIn(
      await smtp.waitFor(user.email, { subject: /ustaw nowe hasło/ }),
      '/reset-password?token=',
    ).searchParams.get('token');
    await request(t.http)
      .post('/api/account/password')
      .set(bearer(user.token))
      .send({ currentPassword: user.password, newPassword: 'changed by the owner 2026' })
      .expect(200);
    await expectStillOwned(user, token);
    const spent = await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token: reset, password: 'an intruder password 2026' })
      .expect(400);
    expect(spent.body.fields).toEqual({ token: ['RESET_LINK_USED'] });
  });

  it('voids a pending e-mail-change link and reset links when the owner signs out everywhere', async () => {
    const user = await registerUser(t);
    const { token } = await intruderAsksToMove(user);
    await request(t.http).post('/api/password-reset').send({ email: user.email }).expect(202);
    const reset = linkIn(
      await smtp.waitFor(user.email, { subject: /ustaw nowe hasło/ }),
      '/reset-password?token=',
    ).searchParams.get('token');
    expect((await gql(t, 'mutation { logoutEverywhere }', undefined, user.token)).data).toEqual({
      logoutEverywhere: true,
    });
    await expectStillOwned(user, token);
    const spent = await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token: reset, password: 'an intruder password 2026' })
      .expect(400);
    expect(spent.body.fields).toEqual({ token: ['RESET_LINK_USED'] });
  });

  it('refuses the configured admin address to a registration and to an e-mail change, on both APIs', async () => {
    const rest = await request(t.http)
      .post('/api/register')
      .send({ ...newAccount(), email: ' Owner@Shop.test ' })
      .expect(409);
    expect(rest.body.fields).toEqual({ email: ['EMAIL_TAKEN'] });
    const graph = await gql(t, 'mutation R($input: RegisterInput!) { register(input: $input) { token } }', {
      input: { ...newAccount(), email: OWNER.email },
    });
    expect(graph.errors?.[0].extensions?.fields).toEqual({ email: ['EMAIL_TAKEN'] });
    const user = await registerUser(t);
    await request(t.http)
      .post('/api/account/email')
      .set(bearer(user.token))
      .send({ newEmail: OWNER.email, password: user.password })
      .expect(202);
    expect(await t.sql('SELECT token_hash FROM email_change_tokens WHERE user_id = $1', [user.id])).toEqual(
      [],
    );
    expect(smtp.to(OWNER.email)).toEqual([]);
  });

  describe('ADMIN_EMAIL at a start', () => {
    const start = () => t.app.get(UsersSeeder).ensure();
    const adminRow = async (email: string) =>
      (
        await t.sql<{ id: number; is_admin: boolean }>('SELECT id, is_admin FROM users WHERE email = $1', [
          email,
        ])
      )[0];
    const signIn = async (email: string, password: string) =>
      (await request(t.http).post('/api/login').send({ email, password }).expect(200)).body.token as string;

    it('keeps the sessions of the admin it made when nothing changed', async () => {
      const token = await signIn(OWNER.email, OWNER.password);
      await start();
      const info = await request(t.http).get('/api/info').set(bearer(token)).expect(200);
      expect(info.body.isAdmin).toBe(true);
    });

    it('does not promote an account someone else holds under the address after the admin moved away', async () => {
      const token = await signIn(OWNER.email, OWNER.password);
      const moved = newAccount().email;
      await request(t.http)
        .post('/api/account/email')
        .set(bearer(token))
        .send({ newEmail: moved, password: OWNER.password })
        .expect(202);
      const link = linkIn(await smtp.waitFor(moved), '/account/confirm-email?token=').searchParams.get(
        'token',
      );
      await request(t.http).post('/api/account/email/confirm').send({ token: link }).expect(200);

      // The freed address, held by a stranger (registered before this rule, or put there by hand).
      const stranger = await registerUser(t);
      await t.sql('UPDATE users SET email = $1 WHERE id = $2', [OWNER.email, stranger.id]);
      await start();
      expect((await adminRow(OWNER.email)).is_admin).toBe(false);
      const info = await request(t.http).get('/api/info').set(bearer(stranger.token)).expect(200);
      expect(info.body.isAdmin).toBe(false);
      await request(t.http).post('/api/login').send(OWNER).expect(401);
      expect(t.logs.some((line) => line.includes('"event":"admin_refused"'))).toBe(true);
      // The owner's own account, under its new address, is still the admin.
      const owner = await signIn(moved, OWNER.password);
      expect((await request(t.http).get('/api/info').set(bearer(owner)).expect(200)).body.isAdmin).toBe(true);
      await t.sql('DELETE FROM users WHERE id = $1', [stranger.id]);
    });

    it('promotes the account it made again after a demotion, and ends the sessions the old role had', async () => {
      await start();
      const admin = await adminRow(OWNER.email);
      const before = await signIn(OWNER.email, OWNER.password);
      await t.sql('UPDATE users SET is_admin = false WHERE id = $1', [admin.id]);
      await start();
      expect((await adminRow(OWNER.email)).is_admin).toBe(true);
      await request(t.http).get('/api/info').set(bearer(before)).expect(401);
      const after = await signIn(OWNER.email, OWNER.password);
      expect((await request(t.http).get('/api/info').set(bearer(after)).expect(200)).body.isAdmin).toBe(true);
    });
  });
});
