import { createHash } from 'node:crypto';
import request from 'supertest';
import {
  AccountChangeNameDocument as CHANGE_NAME,
  AccountChangePasswordDocument as CHANGE_PASSWORD,
  AccountConfirmEmailChangeDocument as CONFIRM_EMAIL,
  AccountDeleteDocument as DELETE_ACCOUNT,
  AccountExportTextDocument as EXPORT,
  AccountRequestEmailChangeDocument as REQUEST_EMAIL,
} from './gql/graphql';
import { addProduct } from '../support/catalogue-factory';
import { linkIn, type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import {
  gql,
  LEAK,
  newAccount,
  registerAdmin,
  registerUser,
  startTestApp,
  TestApp,
} from '../support/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("the account page's APIs: name, password, e-mail, a copy of the data, deletion", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let productId: number;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Soutache Studio <shop@soutache.test>',
      PUBLIC_URL: 'https://soutache.test',
    });
    productId = await addProduct(t, { name: 'Kolczyki Morskie', nameEn: 'Sea earrings' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('me and /api/info carry the e-mail', async () => {
    const user = await registerUser(t);
    const info = await request(t.http).get('/api/info').set(bearer(user.token)).expect(200);
    expect(info.body).toEqual({ id: user.id, name: user.name, isAdmin: false, email: user.email });
    const me = await gql(t, '{ me { email } }', undefined, user.token);
    expect(me.data?.me.email).toBe(user.email);
  });

  it('changes the name under the registration rules, NAME_RESERVED included, on both APIs', async () => {
    const user = await registerUser(t);
    const renamed = await request(t.http)
      .patch('/api/account/name')
      .set(bearer(user.token))
      .send({ name: '  Anna K.  ' })
      .expect(200);
    expect(renamed.body).toMatchObject({ id: user.id, name: 'Anna K.', email: user.email });
    const reserved = await request(t.http)
      .patch('/api/account/name')
      .set(bearer(user.token))
      .send({ name: 'Soutache Studio' })
      .expect(400);
    expect(reserved.body.fields).toEqual({ name: ['NAME_RESERVED'] });
    const empty = await request(t.http)
      .patch('/api/account/name')
      .set(bearer(user.token))
      .send({ name: '   ' })
      .expect(400);
    expect(empty.body.fields.name).toContain('REQUIRED');
    const viaGraphql = await gql(t, CHANGE_NAME, { input: { name: 'Ania' } }, user.token);
    expect(viaGraphql.data?.changeName).toMatchObject({ id: user.id, name: 'Ania' });
    const refused = await gql(t, CHANGE_NAME, { input: { name: 'Soutache Studio' } }, user.token);
    expect(refused.errors?.[0].extensions?.fields).toEqual({ name: ['NAME_RESERVED'] });
    await request(t.http).patch('/api/account/name').send({ name: 'Nobody' }).expect(401);
    const info = await request(t.http).get('/api/info').set(bearer(user.token)).expect(200);
    expect(info.body.name).toBe('Ania');
  });

  it('changes the password after the current one: other sessions end, this one gets a fresh token, the owner is told', async () => {
    const user = await registerUser(t);
    const other = (
      await request(t.http)
        .post('/api/login')
        .send({ email: user.email, password: user.password })
        .expect(200)
    ).body.token as string;
    const wrong = await request(t.http)
      .post('/api/account/password')
      .set(bearer(user.token))
      .send({ currentPassword: 'not it at all', newPassword: 'a long new password 2026' })
      .expect(400);
    expect(wrong.body.fields).toEqual({ currentPassword: ['PASSWORD_WRONG'] });
    const weak = await request(t.http)
      .post('/api/account/password')
      .set(bearer(user.token))
      .send({ currentPassword: user.password, newPassword: 'password1' })
      .expect(400);
    expect(weak.body.fields.newPassword).toContain('PASSWORD_TOO_COMMON');
    const ownEmail = await request(t.http)
      .post('/api/account/password')
      .set(bearer(user.token))
      .send({ currentPassword: user.password, newPassword: user.email })
      .expect(400);
    expect(ownEmail.body.fields.newPassword).toContain('PASSWORD_CONTAINS_EMAIL');

    const newPassword = 'a long new password 2026';
    const changed = await request(t.http)
      .post('/api/account/password')
      .set(bearer(user.token))
      .set('Accept-Language', 'en')
      .send({ currentPassword: user.password, newPassword })
      .expect(200);
    await request(t.http).get('/api/info').set(bearer(other)).expect(401);
    await request(t.http).get('/api/info').set(bearer(user.token)).expect(401);
    await request(t.http).get('/api/info').set(bearer(changed.body.token)).expect(200);
    await request(t.http).post('/api/login').send({ email: user.email, password: user.password }).expect(401);
    await request(t.http).post('/api/login').send({ email: user.email, password: newPassword }).expect(200);
    const notice = await smtp.waitFor(user.email, { subject: /password was changed/ });
    expect(notice.text).toContain('/forgot-password');

    const viaGraphql = await gql(
      t,
      CHANGE_PASSWORD,
      { input: { currentPassword: newPassword, newPassword: 'yet another long password 2026' } },
      changed.body.token,
    );
    expect(viaGraphql.data?.changePassword.user).toMatchObject({ id: user.id, email: user.email });
    await request(t.http).get('/api/info').set(bearer(viaGraphql.data!.changePassword.token)).expect(200);
  });

  it('changes the e-mail only when the link mailed to the new address is followed, once; the old address is told', async () => {
    const user = await registerUser(t);
    const newEmail = newAccount().email;
    const wrong = await request(t.http)
      .post('/api/account/email')
      .set(bearer(user.token))
      .send({ newEmail, password: 'not it at all' })
      .expect(400);
    expect(wrong.body.fields).toEqual({ password: ['PASSWORD_WRONG'] });
    const same = await request(t.http)
      .post('/api/account/email')
      .set(bearer(user.token))
      .send({ newEmail: user.email.toUpperCase(), password: user.password })
      .expect(400);
    expect(same.body.fields).toEqual({ newEmail: ['EMAIL_UNCHANGED'] });
    // An address with an account is answered alike (no probing which addresses have one); its owner is told, nothing changes.
    const other = await registerUser(t);
    await request(t.http)
      .post('/api/account/email')
      .set(bearer(user.token))
      .send({ newEmail: other.email, password: user.password })
      .expect(202);
    const toldOwner = await smtp.waitFor(other.email, { subject: /ma już konto/ });
    expect(linkIn(toldOwner, '/forgot-password').origin).toBe('https://soutache.test');
    expect(await t.sql('SELECT token_hash FROM email_change_tokens WHERE user_id = $1', [user.id])).toEqual(
      [],
    );
    const invalid = await request(t.http)
      .post('/api/account/email')
      .set(bearer(user.token))
      .send({ newEmail: 'not an address', password: user.password })
      .expect(400);
    expect(invalid.body.fields.newEmail).toContain('EMAIL_INVALID');

    // A reset link out to the old address is void once the address moves.
    await request(t.http).post('/api/password-reset').send({ email: user.email }).expect(202);
    const resetToken = linkIn(
      await smtp.waitFor(user.email, { subject: /ustaw nowe hasło/ }),
      '/reset-password?token=',
    ).searchParams.get('token') as string;
    await request(t.http)
      .post('/api/account/email')
      .set(bearer(user.token))
      .set('Accept-Language', 'en')
      .send({ newEmail: ` ${newEmail.toUpperCase()} `, password: user.password })
      .expect(202);
    const mail = await smtp.waitFor(newEmail, { subject: /confirm your new e-mail/ });
    const link = linkIn(mail, '/account/confirm-email?token=');
    expect(link.origin).toBe('https://soutache.test');
    const token = link.searchParams.get('token') as string;
    const rows = await t.sql<{ token_hash: string; hours: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 3600) AS hours FROM email_change_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(rows.map((row) => [row.token_hash, Number(row.hours)])).toEqual([[sha256(token), 24]]);
    // Nothing changed yet.
    await request(t.http).post('/api/login').send({ email: user.email, password: user.password }).expect(200);
    // The current address was told of each request (the one to a taken address too), and nothing was changed yet.
    await smtp.waitFor(user.email, { subject: /a change of your account's e-mail was asked/ });
    expect(
      smtp
        .to(user.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      "Soutache Studio: a change of your account's e-mail was asked",
      'Soutache Studio: prośba o zmianę adresu e-mail konta',
      'Soutache Studio: ustaw nowe hasło',
    ]);

    const confirmed = await request(t.http)
      .post('/api/account/email/confirm')
      .set('Accept-Language', 'en')
      .send({ token })
      .expect(200);
    expect(confirmed.body).toMatchObject({ id: user.id, email: newEmail });
    await request(t.http).post('/api/login').send({ email: user.email, password: user.password }).expect(401);
    await request(t.http).post('/api/login').send({ email: newEmail, password: user.password }).expect(200);
    // The session goes on: only the address moved.
    await request(t.http).get('/api/info').set(bearer(user.token)).expect(200);
    const told = await smtp.waitFor(user.email, { subject: /e-mail was changed/ });
    expect(told.text).toContain(newEmail);
    const reset = await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token: resetToken, password: 'taken back 2026 long' })
      .expect(400);
    expect(reset.body.fields).toEqual({ token: ['RESET_LINK_USED'] });

    const again = await request(t.http).post('/api/account/email/confirm').send({ token }).expect(400);
    expect(again.body.fields).toEqual({ token: ['EMAIL_LINK_USED'] });
    const unknown = await request(t.http)
      .post('/api/account/email/confirm')
      .send({ token: `${token}x` })
      .expect(400);
    expect(unknown.body.fields).toEqual({ token: ['EMAIL_LINK_INVALID'] });
  });

  it('refuses an expired e-mail link, voids older links on a newer request, and works over GraphQL', async () => {
    const user = await registerUser(t);
    const first = newAccount().email;
    const second = newAccount().email;
    const ask = await gql(
      t,
      REQUEST_EMAIL,
      { input: { newEmail: first, password: user.password } },
      user.token,
    );
    expect(ask.data?.requestEmailChange).toBe(true);
    const firstToken = linkIn(await smtp.waitFor(first), '/account/confirm-email?token=').searchParams.get(
      'token',
    ) as string;
    await gql(t, REQUEST_EMAIL, { input: { newEmail: second, password: user.password } }, user.token);
    const secondToken = linkIn(await smtp.waitFor(second), '/account/confirm-email?token=').searchParams.get(
      'token',
    ) as string;
    const voided = await gql(t, CONFIRM_EMAIL, { input: { token: firstToken } });
    expect(voided.errors?.[0].extensions?.fields).toEqual({ token: ['EMAIL_LINK_USED'] });
    await t.sql(
      `UPDATE email_change_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(secondToken)],
    );
    const expired = await gql(t, CONFIRM_EMAIL, { input: { token: secondToken } });
    expect(expired.errors?.[0].extensions?.fields).toEqual({ token: ['EMAIL_LINK_EXPIRED'] });
    const [row] = await t.sql<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.id]);
    expect(row.email).toBe(user.email);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const user = await registerUser(t);
    const wanted = newAccount();
    await request(t.http)
      .post('/api/account/email')
      .set(bearer(user.token))
      .send({ newEmail: wanted.email, password: user.password })
      .expect(202);
    const token = linkIn(await smtp.waitFor(wanted.email), '/account/confirm-email?token=').searchParams.get(
      'token',
    ) as string;
    await registerUser(t, wanted);
    const taken = await request(t.http).post('/api/account/email/confirm').send({ token }).expect(409);
    expect(taken.body.fields).toEqual({ newEmail: ['EMAIL_TAKEN'] });
  });

  it('exports everything the user owns as a JSON file, and nothing of anyone else', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    await request(t.http)
      .post(`/api/products/${productId}/favourite`)
      .set(bearer(user.token))
      .expect((res) => expect([200, 201, 204]).toContain(res.status));
    await request(t.http)
      .post(`/api/products/${productId}/rate`)
      .set(bearer(user.token))
      .send({ rating: 4 })
      .expect(200);
    const comment = await request(t.http)
      .post(`/api/products/${productId}/comments`)
      .set(bearer(other.token))
      .send({ content: 'Lovely colours' })
      .expect(201);
    const mine = await request(t.http)
      .post(`/api/products/${productId}/comments`)
      .set(bearer(user.token))
      .send({ content: 'Thank you!' })
      .expect(201);
    await request(t.http)
      .post(`/api/comments/${comment.body.id}/vote`)
      .set(bearer(user.token))
      .send({ liked: true })
      .expect(200);
    await request(t.http)
      .post(`/api/products/${productId}/enquiries`)
      .set(bearer(user.token))
      .send({ name: user.name, email: user.email, message: 'Could you make them in green?' })
      .expect(201);

    const res = await request(t.http)
      .get('/api/account/export')
      .set(bearer(user.token))
      .set('Accept-Language', 'en')
      .expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.body;
    expect(data.account).toMatchObject({ id: user.id, email: user.email, name: user.name, isAdmin: false });
    expect(data.favourites).toEqual([expect.objectContaining({ productId, productName: 'Sea earrings' })]);
    expect(data.ratings).toEqual([expect.objectContaining({ productId, rating: 4 })]);
    expect(data.comments).toEqual([
      expect.objectContaining({ id: mine.body.id, content: 'Thank you!', productId }),
    ]);
    expect(data.votes).toEqual([expect.objectContaining({ commentId: comment.body.id, liked: true })]);
    expect(data.enquiries).toEqual([
      expect.objectContaining({ productId, message: 'Could you make them in green?' }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/argon2|password|token/i);
    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'account',
      'favourites',
      'ratings',
      'comments',
      'votes',
      'enquiries',
      'orders',
    ]);
    expect(data.orders).toEqual([]);

    const viaGraphql = await gql(t, EXPORT, undefined, user.token);
    expect(JSON.parse(viaGraphql.data!.accountExport)).toMatchObject({
      account: { id: user.id },
      comments: [{ id: mine.body.id }],
    });
    await request(t.http).get('/api/account/export').expect(401);
  });

  it("names no piece in the export that is not the user's to see: a favourite or rating taken back to draft keeps its id, not its coming name", async () => {
    const user = await registerUser(t);
    const secret = await addProduct(t, { name: 'Kolczyki Morze', nameEn: 'Sea drops' });
    await request(t.http)
      .post(`/api/products/${secret}/favourite`)
      .set(bearer(user.token))
      .expect((res) => expect([200, 201, 204]).toContain(res.status));
    await request(t.http)
      .post(`/api/products/${secret}/rate`)
      .set(bearer(user.token))
      .send({ rating: 5 })
      .expect(200);
    await t.sql(
      `UPDATE products SET draft = true, name_en = 'Bridal secret 2027', name_pl = 'Ślubna tajemnica 2027' WHERE id = $1`,
      [secret],
    );
    const data = (
      await request(t.http)
        .get('/api/account/export')
        .set(bearer(user.token))
        .set('Accept-Language', 'en')
        .expect(200)
    ).body;
    expect(data.favourites).toEqual([expect.objectContaining({ productId: secret, productName: null })]);
    expect(data.ratings).toEqual([
      expect.objectContaining({ productId: secret, productName: null, rating: 5 }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/secret|tajemnica/i);
  });

  it('deletes the account after the password: comments stay as by "Deleted account", the rest goes, sessions end', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    await request(t.http).post(`/api/products/${productId}/favourite`).set(bearer(user.token));
    await request(t.http)
      .post(`/api/products/${productId}/rate`)
      .set(bearer(user.token))
      .send({ rating: 1 })
      .expect(200);
    const theirs = await request(t.http)
      .post(`/api/products/${productId}/comments`)
      .set(bearer(other.token))
      .send({ content: 'Is it heavy?' })
      .expect(201);
    const mine = await request(t.http)
      .post(`/api/products/${productId}/comments`)
      .set(bearer(user.token))
      .send({ content: 'Not at all, light as a feather' })
      .expect(201);
    await request(t.http)
      .post(`/api/comments/${theirs.body.id}/vote`)
      .set(bearer(user.token))
      .send({ liked: true })
      .expect(200);
    await request(t.http)
      .post(`/api/products/${productId}/enquiries`)
      .set(bearer(user.token))
      .send({ name: user.name, email: user.email, message: 'Do you ship abroad?' })
      .expect(201);

    const wrong = await request(t.http)
      .post('/api/account/delete')
      .set(bearer(user.token))
      .send({ password: 'not it at all' })
      .expect(400);
    expect(wrong.body.fields).toEqual({ password: ['PASSWORD_WRONG'] });
    await request(t.http).post('/api/account/delete').send({ password: user.password }).expect(401);
    await request(t.http)
      .post('/api/account/delete')
      .set(bearer(user.token))
      .send({ password: user.password })
      .expect(204);

    await request(t.http).get('/api/info').set(bearer(user.token)).expect(401);
    await request(t.http).post('/api/login').send({ email: user.email, password: user.password }).expect(401);
    for (const table of ['favourites', 'ratings', 'comment_votes', 'enquiries']) {
      expect(await t.sql(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.id])).toEqual([]);
    }
    const pl = await request(t.http)
      .get(`/api/products/${productId}/comments`)
      .set('Accept-Language', 'pl')
      .expect(200);
    expect(pl.body.find((c: { id: number }) => c.id === mine.body.id)).toMatchObject({
      content: 'Not at all, light as a feather',
      authorName: 'Konto usunięte',
      byMaker: false,
    });
    const en = await request(t.http)
      .get(`/api/products/${productId}/comments`)
      .set('Accept-Language', 'en')
      .expect(200);
    expect(en.body.find((c: { id: number }) => c.id === mine.body.id).authorName).toBe('Deleted account');
    expect(en.body.find((c: { id: number }) => c.id === theirs.body.id)).toMatchObject({
      authorName: other.name,
      likes: 0,
    });
    // The e-mail is free for a new account.
    await registerUser(t, { ...newAccount(), email: user.email });
  });

  it('deletes over GraphQL too; the last admin cannot delete their account (LAST_ADMIN), another admin can', async () => {
    const admin = await registerAdmin(t);
    await t.sql('UPDATE users SET is_admin = false WHERE id <> $1', [admin.id]);
    const last = await gql(t, DELETE_ACCOUNT, { input: { password: admin.password } }, admin.token);
    expect(last.errors?.[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      fields: { account: ['LAST_ADMIN'] },
    });
    const rest = await request(t.http)
      .post('/api/account/delete')
      .set(bearer(admin.token))
      .send({ password: admin.password })
      .expect(403);
    expect(rest.body.fields).toEqual({ account: ['LAST_ADMIN'] });
    expect(JSON.stringify(rest.body)).not.toMatch(LEAK);

    const second = await registerAdmin(t);
    const gone = await gql(t, DELETE_ACCOUNT, { input: { password: admin.password } }, admin.token);
    expect(gone.data?.deleteAccount).toBe(true);
    expect(await t.sql('SELECT id FROM users WHERE is_admin')).toEqual([{ id: second.id }]);
  });
});
