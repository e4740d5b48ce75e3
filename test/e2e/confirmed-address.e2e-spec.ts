import { createHash } from 'node:crypto';
import request from 'supertest';
import {
  ConfirmedAddressConfirmDocument as CONFIRM,
  ConfirmedAddressMeDocument as ME,
  ConfirmedAddressPlaceOrderDocument as PLACE_ORDER,
  ConfirmedAddressRequestDocument as REQUEST,
} from './gql/graphql';
import { addProduct } from '../support/catalogue-factory';
import { eventually } from '../support/eventually';
import { linkIn, type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import {
  gql,
  LEAK,
  newAccount,
  registerAdmin,
  registerUser,
  startTestApp,
  type TestApp,
} from '../support/test-app';

const MAKER = 'maker@soutache.test';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const buyer = (email: string) => ({
  name: 'Anna Kowalska',
  email,
  phone: '+48 600 100 200',
  delivery: { method: 'INPOST' as const, locker: 'POZ08M' },
  acceptTerms: true,
});

/**
 * An account's own address, confirmed by a mailed link (asked for on /account, or the link of an
 * e-mail change): a reservation placed signed in with it holds its piece at once, through the same
 * unique index as a confirmed link, with the same mails; anyone else still waits for the order's link.
 */
describe('confirmed addresses: the account confirms its e-mail, and its orders hold their piece at once', () => {
  let t: TestApp;
  let smtp: SmtpSink;

  /** The token of the address confirmation link mailed to `email` that is still usable (each request voids the one before), waited for. */
  const confirmationToken = (email: string) =>
    eventually(`a usable confirmation link mailed to ${email}`, async () => {
      const live = new Set(
        (
          await t.sql<{ token_hash: string }>(
            `SELECT token_hash FROM email_confirmation_tokens WHERE email = $1 AND used_at IS NULL`,
            [email],
          )
        ).map((row) => row.token_hash),
      );
      const tokens = smtp
        .to(email)
        .filter((mail) => /potwierdź adres e-mail|confirm your e-mail address/.test(mail.subject ?? ''))
        .map(
          (mail) =>
            linkIn(mail, '/account/confirm-email?kind=address&token=').searchParams.get('token') as string,
        );
      return tokens.find((one) => live.has(sha256(one)));
    });
  /** A new account whose address is confirmed, over REST. */
  const confirmedUser = async () => {
    const user = await registerUser(t);
    await request(t.http).post('/api/account/email-confirmation').set(bearer(user.token)).expect(202);
    await request(t.http)
      .post('/api/account/email-confirmation/confirm')
      .send({ token: await confirmationToken(user.email) })
      .expect(200);
    return user;
  };
  /** Which mails were queued to an address, by kind, oldest first. */
  const mailKinds = async (email: string) =>
    (
      await t.sql<{ kind: string }>(`SELECT kind FROM mail_outbox WHERE recipient = $1 ORDER BY id`, [email])
    ).map((row) => row.kind);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAKER_EMAIL: MAKER,
      PUBLIC_URL: 'https://soutache.test',
      RATE_LIMIT_ORDERS: '1000',
    });
    const admin = await registerAdmin(t);
    await request(t.http)
      .put('/api/admin/settings')
      .set(bearer(admin.token))
      .send({
        accountHolder: 'Soutache Studio',
        iban: 'PL61 1090 1014 0000 0712 1981 2874',
        reservationDays: 3,
        delivery: [{ method: 'INPOST', enabled: true, priceGrosze: 1499, countries: ['PL'] }],
      })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a link to the account’s own address on REST, which confirms it once; GET /api/account and me say so', async () => {
    const user = await registerUser(t);
    expect((await request(t.http).get('/api/account').set(bearer(user.token)).expect(200)).body).toEqual({
      id: user.id,
      name: user.name,
      isAdmin: false,
      email: user.email,
      emailConfirmed: false,
    });
    await request(t.http).post('/api/account/email-confirmation').expect(401);

    const asked = await request(t.http)
      .post('/api/account/email-confirmation')
      .set(bearer(user.token))
      .set('Accept-Language', 'en')
      .expect(202);
    expect(asked.body.message).toMatch(/on its way/);
    const mail = await smtp.waitFor(user.email, { subject: /confirm your e-mail address/ });
    const link = linkIn(mail, '/account/confirm-email?kind=address&token=');
    expect(link.origin).toBe('https://soutache.test');
    expect(link.searchParams.get('lang')).toBe('en');
    expect(mail.text).toContain(user.name);
    const token = link.searchParams.get('token') as string;
    // Kept only as its hash, for 24 hours, with the address it confirms.
    const rows = await t.sql<{ token_hash: string; email: string; hours: string }>(
      `SELECT token_hash, email, round(extract(epoch FROM expires_at - created_at) / 3600) AS hours FROM email_confirmation_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(rows.map((row) => [row.token_hash, row.email, Number(row.hours)])).toEqual([
      [sha256(token), user.email, 24],
    ]);
    // The page the link opens renders; nothing is confirmed until its button is pressed.
    await request(t.http).get(`${link.pathname}${link.search}`).expect(200);
    expect((await gql(t, ME, undefined, user.token)).data?.me.emailConfirmed).toBe(false);

    const confirmed = await request(t.http)
      .post('/api/account/email-confirmation/confirm')
      .send({ token })
      .expect(200);
    expect(confirmed.body).toEqual({
      id: user.id,
      name: user.name,
      isAdmin: false,
      email: user.email,
      emailConfirmed: true,
    });
    expect(
      (await request(t.http).get('/api/account').set(bearer(user.token)).expect(200)).body.emailConfirmed,
    ).toBe(true);
    expect((await gql(t, ME, undefined, user.token)).data?.me).toEqual({
      id: user.id,
      email: user.email,
      emailConfirmed: true,
    });
    const again = await request(t.http)
      .post('/api/account/email-confirmation/confirm')
      .send({ token })
      .expect(400);
    expect(again.body.fields).toEqual({ token: ['EMAIL_LINK_USED'] });
    const unknown = await request(t.http)
      .post('/api/account/email-confirmation/confirm')
      .send({ token: 'not-a-token' })
      .expect(400);
    expect(unknown.body.fields).toEqual({ token: ['EMAIL_LINK_INVALID'] });
    expect(JSON.stringify(unknown.body)).not.toMatch(LEAK);

    // Confirmed already: nothing more is mailed.
    await request(t.http).post('/api/account/email-confirmation').set(bearer(user.token)).expect(202);
    expect(await mailKinds(user.email)).toEqual(['email-confirm']);
    // The copy of the account's data says when.
    const exported = await request(t.http).get('/api/account/export').set(bearer(user.token)).expect(200);
    expect(Date.parse(exported.body.account.emailConfirmedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('does the same over GraphQL, in Polish by default; an expired link is refused and a newer request voids the older link', async () => {
    const user = await registerUser(t);
    expect((await gql(t, REQUEST, undefined, user.token)).data?.requestEmailConfirmation).toBe(true);
    const first = await confirmationToken(user.email);
    await t.sql(
      `UPDATE email_confirmation_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(first)],
    );
    const expired = await gql(t, CONFIRM, { input: { token: first } });
    expect(expired.errors?.[0].extensions?.fields).toEqual({ token: ['EMAIL_LINK_EXPIRED'] });

    await gql(t, REQUEST, undefined, user.token);
    const older = await confirmationToken(user.email);
    await gql(t, REQUEST, undefined, user.token);
    const newest = await confirmationToken(user.email);
    expect(newest).not.toBe(older);
    const voided = await gql(t, CONFIRM, { input: { token: older } });
    expect(voided.errors?.[0].extensions?.fields).toEqual({ token: ['EMAIL_LINK_USED'] });
    const confirmed = await gql(t, CONFIRM, { input: { token: newest } });
    expect(confirmed.data?.confirmEmailAddress).toEqual({
      id: user.id,
      email: user.email,
      emailConfirmed: true,
    });
    expect((await gql(t, REQUEST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("holds the piece at once for a confirmed account's own address (either case), with the reserved and the maker's mails and no link; a second buyer gets PIECE_RESERVED", async () => {
    const user = await confirmedUser();
    const productId = await addProduct(t, { name: 'Kolczyki Zorza', nameEn: 'Dawn earrings', price: 250 });
    const placed = await request(t.http)
      .post('/api/orders')
      .set(bearer(user.token))
      .set('Accept-Language', 'en')
      .send({ ...buyer(user.email.toUpperCase()), productId })
      .expect(201);
    expect(placed.body.order).toMatchObject({
      state: 'AWAITING_PAYMENT',
      kind: 'RESERVATION',
      productId,
      totalGrosze: 26499,
      payment: { amountGrosze: 26499, title: placed.body.order.number },
    });
    expect(new Date(placed.body.order.reservedUntil).getTime() - Date.now()).toBeGreaterThan(
      3 * 86_400_000 - 60_000,
    );
    expect(
      placed.body.order.timeline.map((event: { fromState: string | null; toState: string }) => [
        event.fromState,
        event.toState,
      ]),
    ).toEqual([
      [null, 'AWAITING_CONFIRMATION'],
      ['AWAITING_CONFIRMATION', 'AWAITING_PAYMENT'],
    ]);
    const number = placed.body.order.number as string;
    const reserved = await smtp.waitFor(user.email, {
      subject: new RegExp(`is waiting for you \\(${number}\\)`),
    });
    expect(reserved.text).toContain('PL61 1090 1014 0000 0712 1981 2874');
    expect(reserved.attachments.some((file) => file.cid === 'payment-qr')).toBe(true);
    await smtp.waitFor(MAKER, { subject: new RegExp(number) });
    expect(await mailKinds(user.email)).toEqual(['email-confirm', 'order-reserved']);
    expect(await t.sql(`SELECT confirm_token_hash FROM orders WHERE number = $1`, [number])).toEqual([
      { confirm_token_hash: null },
    ]);
    // The account reads it on /account and on its page.
    expect(
      (await request(t.http).get('/api/account/orders').set(bearer(user.token)).expect(200)).body.map(
        (order: { number: string; state: string }) => [order.number, order.state],
      ),
    ).toEqual([[number, 'AWAITING_PAYMENT']]);

    const piece = await request(t.http)
      .post('/graphql')
      .send({ query: `{ product(id: ${productId}) { reservedUntil } }` })
      .expect(200);
    expect(piece.body.data.product.reservedUntil).toBe(placed.body.order.reservedUntil);
    const second = await confirmedUser();
    const refused = await request(t.http)
      .post('/api/orders')
      .set(bearer(second.token))
      .send({ ...buyer(second.email), productId })
      .expect(409);
    expect(refused.body.fields).toEqual({ productId: ['PIECE_RESERVED'] });
    const guest = await request(t.http)
      .post('/api/orders')
      .send({ ...buyer(newAccount().email), productId })
      .expect(409);
    expect(guest.body.fields).toEqual({ productId: ['PIECE_RESERVED'] });
  });

  it('holds a piece once when confirmed accounts order it at the same moment, and a guest whose link comes later gets PIECE_RESERVED', async () => {
    const productId = await addProduct(t, { name: 'Broszka Wyścig', price: 180 });
    const guestEmail = newAccount().email;
    await request(t.http)
      .post('/api/orders')
      .send({ ...buyer(guestEmail), productId })
      .expect(201);
    const guestLink = (await smtp.waitFor(guestEmail, { subject: /potwierdź zamówienie/ })).text ?? '';
    const guestToken = new URL(
      /https:\/\/soutache\.test\/orders\/SZ-[^\s<>"\]]*/.exec(guestLink)![0],
    ).searchParams.get('confirm');

    const users = await Promise.all(Array.from({ length: 12 }, () => confirmedUser()));
    const answers = await Promise.all(
      users.map((user) =>
        request(t.http)
          .post('/api/orders')
          .set(bearer(user.token))
          .send({ ...buyer(user.email), productId }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(11).fill(409)]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.body.fields).toEqual({ productId: ['PIECE_RESERVED'] });
    const [{ held }] = await t.sql<{ held: number }>(
      `SELECT count(*)::int AS held FROM orders WHERE product_id = $1 AND state = 'AWAITING_PAYMENT'`,
      [productId],
    );
    expect(held).toBe(1);
    // Only the holder's order exists besides the guest's: a refused one leaves nothing behind.
    expect(await t.sql(`SELECT state FROM orders WHERE product_id = $1 ORDER BY id`, [productId])).toEqual([
      { state: 'AWAITING_CONFIRMATION' },
      { state: 'AWAITING_PAYMENT' },
    ]);

    const late = await request(t.http).post('/api/orders/confirm').send({ token: guestToken }).expect(409);
    expect(late.body.fields).toEqual({ productId: ['PIECE_RESERVED'] });
  });

  it('sends a confirmed account’s made-to-order request to the maker at once, over GraphQL', async () => {
    const user = await confirmedUser();
    const productId = await addProduct(t, {
      name: 'Naszyjnik na zamówienie',
      price: 400,
      availability: 'MADE_TO_ORDER',
    });
    const placed = await gql(t, PLACE_ORDER, { input: { ...buyer(user.email), productId } }, user.token);
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeOrder.order).toMatchObject({ state: 'REQUESTED', reservedUntil: null });
    const number = placed.data!.placeOrder.order.number;
    await smtp.waitFor(user.email, { subject: new RegExp(`mamy Twoją prośbę ${number}`) });
    await smtp.waitFor(MAKER, { subject: new RegExp(number) });
  });

  it('still waits for the order’s own link from a guest, an unconfirmed account, and a confirmed account ordering for another address', async () => {
    const unconfirmed = await registerUser(t);
    const confirmed = await confirmedUser();
    const other = newAccount().email;
    const cases = [
      { token: undefined, email: newAccount().email },
      { token: unconfirmed.token, email: unconfirmed.email },
      { token: confirmed.token, email: other },
    ];
    for (const { token, email } of cases) {
      const productId = await addProduct(t, { name: 'Kolczyki Czekanie', price: 120 });
      const req = request(t.http).post('/api/orders');
      if (token) req.set(bearer(token));
      const placed = await req.send({ ...buyer(email), productId }).expect(201);
      expect(placed.body.order).toMatchObject({
        state: 'AWAITING_CONFIRMATION',
        reservedUntil: null,
        payment: null,
      });
      await smtp.waitFor(email, { subject: /potwierdź zamówienie/ });
      expect(await mailKinds(email)).toEqual(['order-confirm']);
      const piece = await request(t.http)
        .post('/graphql')
        .send({ query: `{ product(id: ${productId}) { reservedUntil } }` })
        .expect(200);
      expect(piece.body.data.product.reservedUntil).toBeNull();
    }
    // GraphQL alike.
    const productId = await addProduct(t, { name: 'Kolczyki Czekanie GraphQL', price: 120 });
    const viaGraphql = await gql(
      t,
      PLACE_ORDER,
      { input: { ...buyer(unconfirmed.email), productId } },
      unconfirmed.token,
    );
    expect(viaGraphql.errors?.[0].extensions?.fields).toEqual({ email: ['ORDER_OPEN'] });
    const fresh = await registerUser(t);
    const waiting = await gql(t, PLACE_ORDER, { input: { ...buyer(fresh.email), productId } }, fresh.token);
    expect(waiting.data?.placeOrder.order.state).toBe('AWAITING_CONFIRMATION');
  });

  it('confirms the new address when an e-mail change is completed by its link, and voids the old address’s confirmation link', async () => {
    const user = await registerUser(t);
    await request(t.http).post('/api/account/email-confirmation').set(bearer(user.token)).expect(202);
    const oldLink = await confirmationToken(user.email);
    const newEmail = newAccount().email;
    await request(t.http)
      .post('/api/account/email')
      .set(bearer(user.token))
      .send({ newEmail, password: user.password })
      .expect(202);
    const changeToken = linkIn(
      await smtp.waitFor(newEmail, { subject: /potwierdź nowy adres/ }),
      '/account/confirm-email?token=',
    ).searchParams.get('token');
    const moved = await request(t.http)
      .post('/api/account/email/confirm')
      .send({ token: changeToken })
      .expect(200);
    expect(moved.body).toMatchObject({ id: user.id, email: newEmail, emailConfirmed: true });
    expect(
      (await request(t.http).get('/api/account').set(bearer(user.token)).expect(200)).body,
    ).toMatchObject({ email: newEmail, emailConfirmed: true });
    const stale = await request(t.http)
      .post('/api/account/email-confirmation/confirm')
      .send({ token: oldLink })
      .expect(400);
    expect(stale.body.fields).toEqual({ token: ['EMAIL_LINK_USED'] });

    // And its orders with the new address hold their piece at once.
    const productId = await addProduct(t, { name: 'Kolczyki Przeprowadzka', price: 90 });
    const placed = await request(t.http)
      .post('/api/orders')
      .set(bearer(user.token))
      .send({ ...buyer(newEmail), productId })
      .expect(201);
    expect(placed.body.order.state).toBe('AWAITING_PAYMENT');
  });

  it('a confirmation link left unused is void after a password reset, a password change and signing out everywhere', async () => {
    const user = await registerUser(t);
    await request(t.http).post('/api/account/email-confirmation').set(bearer(user.token)).expect(202);
    const beforeReset = await confirmationToken(user.email);
    await request(t.http).post('/api/password-reset').send({ email: user.email }).expect(202);
    const resetToken = linkIn(
      await smtp.waitFor(user.email, { subject: /ustaw nowe hasło/ }),
      '/reset-password?token=',
    ).searchParams.get('token');
    const password = 'a fresh password after the reset 2026';
    await request(t.http)
      .post('/api/password-reset/confirm')
      .send({ token: resetToken, password })
      .expect(204);
    const afterReset = await request(t.http)
      .post('/api/account/email-confirmation/confirm')
      .send({ token: beforeReset })
      .expect(400);
    expect(afterReset.body.fields).toEqual({ token: ['EMAIL_LINK_USED'] });

    let session = (await request(t.http).post('/api/login').send({ email: user.email, password }).expect(200))
      .body.token as string;
    await request(t.http).post('/api/account/email-confirmation').set(bearer(session)).expect(202);
    const beforeChange = await confirmationToken(user.email);
    session = (
      await request(t.http)
        .post('/api/account/password')
        .set(bearer(session))
        .send({ currentPassword: password, newPassword: 'yet another password of mine 2026' })
        .expect(200)
    ).body.token;
    await request(t.http)
      .post('/api/account/email-confirmation/confirm')
      .send({ token: beforeChange })
      .expect(400);

    await request(t.http).post('/api/account/email-confirmation').set(bearer(session)).expect(202);
    const beforeLogout = await confirmationToken(user.email);
    await request(t.http)
      .post('/graphql')
      .set(bearer(session))
      .send({ query: 'mutation { logoutEverywhere }' })
      .expect(200);
    await request(t.http)
      .post('/api/account/email-confirmation/confirm')
      .send({ token: beforeLogout })
      .expect(400);
    expect(await t.sql(`SELECT email_confirmed_at FROM users WHERE id = $1`, [user.id])).toEqual([
      { email_confirmed_at: null },
    ]);
  });
});
