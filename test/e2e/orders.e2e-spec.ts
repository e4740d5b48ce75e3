import { readQr } from '../support/qr-code';
import sharp from 'sharp';
import request from 'supertest';
import { ReservationClock } from '../../server/src/orders/reservation-clock';
import { addProduct } from '../support/catalogue-factory';
import { orderConfirmToken, type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import {
  LEAK,
  newAccount,
  registerAdmin,
  registerUser,
  startTestApp,
  type TestApp,
} from '../support/test-app';

const MAKER = 'maker@soutache.test';

/** The link of a mail whose address starts with `path` (e.g. /orders/confirm). */
const linkIn = (text: string | undefined, path: string) => {
  const found = new RegExp(`https://soutache\\.test${path.replace(/[/?]/g, '\\$&')}[^\\s<>"\\]]*`).exec(
    text ?? '',
  );
  if (!found) throw new Error(`no ${path} link in: ${text}`);
  return new URL(found[0]);
};

describe('orders: reserve a piece, confirm the address, pay by bank transfer, ship', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: { token: string };
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const buyer = (email = newAccount().email) => ({
    name: 'Anna Kowalska',
    email,
    phone: '+48 600 100 200',
    delivery: { method: 'INPOST', locker: 'poz08m' },
    acceptTerms: true,
  });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAKER_EMAIL: MAKER,
      PUBLIC_URL: 'https://soutache.test',
      RATE_LIMIT_ORDERS: '1000',
      RATE_LIMIT_LOGIN: '1000',
    });
    admin = await registerAdmin(t);
    await request(t.http)
      .put('/api/admin/settings')
      .set(auth(admin.token))
      .send({
        accountHolder: 'Soutache Studio',
        iban: 'PL61 1090 1014 0000 0712 1981 2874',
        reservationDays: 3,
        delivery: [
          { method: 'INPOST', enabled: true, priceGrosze: 1499, countries: ['PL'] },
          { method: 'COURIER', enabled: true, priceGrosze: 1999, countries: ['PL', 'DE'] },
          { method: 'PICKUP', enabled: false, priceGrosze: 0, countries: ['PL'] },
        ],
      })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('takes a guest from a reservation to a paid, shipped piece: the mailed link holds it, the QR code fills in the transfer, and the piece shows sold', async () => {
    const productId = await addProduct(t, { name: 'Kolczyki Aurora', nameEn: 'Aurora earrings', price: 350 });
    const email = newAccount().email;
    const placed = await request(t.http)
      .post('/api/orders')
      .set('Accept-Language', 'en')
      .send({ ...buyer(email), productId });
    expect(placed.body).toMatchObject({ token: expect.any(String) });
    expect(placed.status).toBe(201);
    const { order, token } = placed.body;
    expect(order).toMatchObject({
      state: 'AWAITING_CONFIRMATION',
      kind: 'RESERVATION',
      productId,
      priceGrosze: 35000,
      deliveryGrosze: 1499,
      totalGrosze: 36499,
      delivery: { method: 'INPOST', locker: 'POZ08M' },
      payment: null,
    });
    expect(order.number).toMatch(/^SZ-\d{4}-\d{4}$/);

    // Nothing is held before the address is confirmed: the order reads with its token only.
    await request(t.http).get(`/api/orders/${order.number}`).expect(404);
    await request(t.http)
      .get(`/api/orders/${order.number}?token=${token.slice(0, -2)}xx`)
      .expect(404);
    await request(t.http).get(`/api/orders/${order.number}`).query({ token }).expect(200);

    const confirmMail = await smtp.waitFor(email, { subject: /confirm your order/ });
    const confirmLink = linkIn(confirmMail.text, `/orders/${order.number}`);
    expect(confirmLink.searchParams.get('lang')).toBe('en');
    // The link opens the order's page, which confirms it and keeps opening it afterwards.
    expect(confirmLink.searchParams.get('token')).toBe(token);
    const confirmed = await request(t.http)
      .post('/api/orders/confirm')
      .send({ token: confirmLink.searchParams.get('confirm') })
      .expect(200);
    expect(confirmed.body.state).toBe('AWAITING_PAYMENT');
    expect(new Date(confirmed.body.reservedUntil).getTime() - Date.now()).toBeGreaterThan(
      3 * 86_400_000 - 60_000,
    );
    const again = await request(t.http)
      .post('/api/orders/confirm')
      .send({ token: confirmLink.searchParams.get('confirm') })
      .expect(400);
    expect(again.body.fields).toEqual({ token: ['ORDER_LINK_USED'] });

    // The payment details, and the QR code on the page and in the mail, in the ZBP format.
    const expected = `|PL|61109010140000071219812874|036499|Soutache Studio|${order.number}|||`;
    const read = await request(t.http).get(`/api/orders/${order.number}`).query({ token }).expect(200);
    expect(read.body.payment).toMatchObject({
      method: 'BANK_TRANSFER',
      iban: 'PL61 1090 1014 0000 0712 1981 2874',
      recipient: 'Soutache Studio',
      title: order.number,
      amountGrosze: 36499,
      qrText: expected,
    });
    expect(await readQr(await sharp(Buffer.from(read.body.payment.qrSvg)).png().toBuffer())).toBe(expected);
    const reserved = await smtp.waitFor(email, { subject: /is waiting for you/ });
    expect(reserved.text).toContain('PL61 1090 1014 0000 0712 1981 2874');
    const qr = reserved.attachments.find((file) => file.cid === 'payment-qr');
    expect(qr?.contentType).toBe('image/png');
    expect(await readQr(qr!.content)).toBe(expected);
    // The HTML shows it inline (mailparser turns the cid: reference into the picture's data).
    expect(reserved.html).toMatch(/<img[^>]+src="(cid:payment-qr|data:image\/png;base64,)/);
    expect(linkIn(reserved.text, `/orders/${order.number}`).searchParams.get('token')).toBe(token);
    const toMaker = await smtp.waitFor(MAKER, { subject: new RegExp(order.number) });
    expect(toMaker.replyTo?.value[0].address).toBe(email);

    // Held: its page says until when, and a second buyer is told so at once.
    const pieceQuery = { query: `{ product(id: ${productId}) { availability reservedUntil } }` };
    const held = await request(t.http).post('/graphql').send(pieceQuery).expect(200);
    expect(held.body.data.product).toEqual({
      availability: 'AVAILABLE',
      reservedUntil: confirmed.body.reservedUntil,
    });
    const second = await request(t.http).post('/api/orders').send(buyer()).send({ productId }).expect(409);
    expect(second.body.fields).toEqual({ productId: ['PIECE_RESERVED'] });

    // The maker marks it paid, then shipped: the piece is sold on both APIs, the buyer is mailed each time.
    const paid = await request(t.http)
      .post(`/api/admin/orders/${order.number}/paid`)
      .set(auth(admin.token))
      .send({ paidOn: '2026-11-29' })
      .expect(200);
    expect(paid.body).toMatchObject({ state: 'PAID', paidOn: '2026-11-29', payment: null });
    expect((await request(t.http).get(`/api/products/${productId}`).expect(200)).body.availability).toBe(
      'SOLD',
    );
    expect((await request(t.http).post('/graphql').send(pieceQuery).expect(200)).body.data.product).toEqual({
      availability: 'SOLD',
      reservedUntil: null,
    });
    await smtp.waitFor(email, { subject: /thank you for your payment/ });
    const shipped = await request(t.http)
      .post(`/api/admin/orders/${order.number}/shipped`)
      .set(auth(admin.token))
      .send({ carrier: 'InPost', trackingNumber: '520000011395200025754311' })
      .expect(200);
    expect(shipped.body.trackingUrl).toBe(
      'https://inpost.pl/sledzenie-przesylek?number=520000011395200025754311',
    );
    const onItsWay = await smtp.waitFor(email, { subject: /is on its way/ });
    expect(onItsWay.text).toContain('520000011395200025754311');
    expect(shipped.body.timeline.map((event: { toState: string }) => event.toState)).toEqual([
      'AWAITING_CONFIRMATION',
      'AWAITING_PAYMENT',
      'PAID',
      'SHIPPED',
    ]);

    // The machine refuses what it does not allow, with its reason.
    const refused = await request(t.http)
      .post(`/api/admin/orders/${order.number}/paid`)
      .set(auth(admin.token))
      .send({})
      .expect(409);
    expect(refused.body.fields).toEqual({ state: ['TRANSITION_NOT_ALLOWED'] });
    // Each mail went once.
    expect(smtp.to(email).map((mail) => mail.subject)).toHaveLength(4);
  });

  it('holds a unique piece once: of many buyers confirming at the same moment, exactly one holds it and the rest are told PIECE_RESERVED', async () => {
    const productId = await addProduct(t, { name: 'Naszyjnik Nocturne', price: 500 });
    const emails = Array.from({ length: 12 }, () => newAccount().email);
    for (const email of emails)
      await request(t.http)
        .post('/api/orders')
        .send({ ...buyer(email), productId })
        .expect(201);
    const tokens = await Promise.all(
      emails.map(async (email) =>
        orderConfirmToken(
          (await smtp.waitFor(email, { subject: /potwierdź zamówienie|confirm your order/ })).text,
        ),
      ),
    );
    const answers = await Promise.all(
      tokens.map((token) => request(t.http).post('/api/orders/confirm').send({ token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(11).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.fields).toEqual({ productId: ['PIECE_RESERVED'] });
      expect(JSON.stringify(answer.body)).not.toMatch(LEAK);
    }
    const [{ count }] = await t.sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM orders WHERE product_id = $1 AND state = 'AWAITING_PAYMENT'`,
      [productId],
    );
    expect(count).toBe(1);
  });

  it('ends an unpaid reservation on time, once: the buyer is mailed, the piece is free again, and a second run does nothing', async () => {
    const productId = await addProduct(t, { name: 'Broszka Luna', price: 200 });
    const email = newAccount().email;
    const { body } = await request(t.http)
      .post('/api/orders')
      .send({ ...buyer(email), productId })
      .expect(201);
    const token = orderConfirmToken(
      (await smtp.waitFor(email, { subject: /potwierdź zamówienie|confirm your order/ })).text,
    );
    await request(t.http).post('/api/orders/confirm').send({ token }).expect(200);
    await t.sql(`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE number = $1`, [
      body.order.number,
    ]);
    const clock = t.app.get(ReservationClock);
    expect((await clock.run()).expired).toBeGreaterThanOrEqual(1);
    expect((await clock.run()).expired).toBe(0);
    await smtp.waitFor(email, { subject: /wygasła|expired/ });
    const read = await request(t.http)
      .get(`/api/orders/${body.order.number}`)
      .query({ token: body.token })
      .expect(200);
    expect(read.body.state).toBe('EXPIRED');
    // The piece can be reserved again.
    await request(t.http)
      .post('/api/orders')
      .send({ ...buyer(), productId })
      .expect(201);
  });

  it('refuses what checkout refuses, at its fields, and keeps nothing', async () => {
    const productId = await addProduct(t, { name: 'Kolczyki Iris', price: 120 });
    const before = await t.sql<{ count: number }>('SELECT count(*)::int AS count FROM orders');
    const wrong = await request(t.http)
      .post('/api/orders')
      .send({
        productId,
        name: '',
        email: 'not-an-address',
        phone: '12',
        delivery: { method: 'COURIER', street: '', postalCode: '61001', city: 'Poznań' },
        acceptTerms: false,
      })
      .expect(400);
    expect(wrong.body.fields).toMatchObject({
      name: ['REQUIRED'],
      email: ['EMAIL_INVALID'],
      phone: ['PHONE_INVALID'],
      acceptTerms: ['TERMS_NOT_ACCEPTED'],
    });
    const address = await request(t.http)
      .post('/api/orders')
      .send({
        ...buyer(),
        productId,
        delivery: { method: 'COURIER', street: '', postalCode: '61001', city: 'Poznań' },
      })
      .expect(400);
    expect(address.body.fields).toEqual({
      'delivery.street': ['REQUIRED'],
      'delivery.postalCode': ['POSTAL_CODE_INVALID'],
    });
    const locker = await request(t.http)
      .post('/api/orders')
      .send({ ...buyer(), productId, delivery: { method: 'INPOST', locker: 'not a locker' } })
      .expect(400);
    expect(locker.body.fields).toEqual({ 'delivery.locker': ['LOCKER_INVALID'] });
    const pickup = await request(t.http)
      .post('/api/orders')
      .send({ ...buyer(), productId, delivery: { method: 'PICKUP' } })
      .expect(400);
    expect(pickup.body.fields).toEqual({ 'delivery.method': ['DELIVERY_UNAVAILABLE'] });
    const sold = await addProduct(t, { name: 'Sprzedane', availability: 'SOLD' });
    expect(
      (
        await request(t.http)
          .post('/api/orders')
          .send({ ...buyer(), productId: sold })
          .expect(409)
      ).body.fields,
    ).toEqual({ productId: ['PIECE_SOLD'] });
    await request(t.http)
      .post('/api/orders')
      .send({ ...buyer(), productId: 999_999 })
      .expect(404);
    const iban = await request(t.http)
      .put('/api/admin/settings')
      .set(auth(admin.token))
      .send({
        accountHolder: 'X',
        iban: 'PL61 1090 1014 0000 0712 1981 2875',
        reservationDays: 3,
        delivery: [],
      })
      .expect(400);
    expect(iban.body.fields).toEqual({ iban: ['IBAN_INVALID'] });
    expect(await t.sql('SELECT count(*)::int AS count FROM orders')).toEqual(before);
  });

  it("counts this month's sales for the maker: orders paid this month with their sum, not those paid before", async () => {
    const reserved = async (name: string, price: number) => {
      const productId = await addProduct(t, { name, price });
      const email = newAccount().email;
      const { body } = await request(t.http)
        .post('/api/orders')
        .send({ ...buyer(email), productId })
        .expect(201);
      await request(t.http)
        .post('/api/orders/confirm')
        .send({
          token: orderConfirmToken(
            (await smtp.waitFor(email, { subject: /potwierdź zamówienie|confirm your order/ })).text,
          ),
        })
        .expect(200);
      return body.order.number as string;
    };
    const sales = async () =>
      (await request(t.http).get('/api/admin/orders').set(auth(admin.token)).expect(200)).body.monthSales;
    const before = await sales();
    expect(before.month).toMatch(/^\d{4}-\d{2}$/);
    const thisMonth = await reserved('Kolczyki Miesiąc', 250);
    const earlier = await reserved('Kolczyki Dawniej', 400);
    // Paid today (the default day), and one whose money came in a month before this one.
    await request(t.http)
      .post(`/api/admin/orders/${thisMonth}/paid`)
      .set(auth(admin.token))
      .send({})
      .expect(200);
    const [{ day }] = await t.sql<{ day: string }>(
      `SELECT to_char((date_trunc('month', now() AT TIME ZONE 'Europe/Warsaw') - interval '1 day')::date, 'YYYY-MM-DD') AS day`,
    );
    await request(t.http)
      .post(`/api/admin/orders/${earlier}/paid`)
      .set(auth(admin.token))
      .send({ paidOn: day })
      .expect(200);
    // 250 zł and the locker's 14,99 zł.
    expect(await sales()).toEqual({
      month: before.month,
      count: before.count + 1,
      totalGrosze: before.totalGrosze + 26499,
    });
    const graphql = await request(t.http)
      .post('/graphql')
      .set(auth(admin.token))
      .send({ query: '{ adminOrders(limit: 1) { monthSales { month count totalGrosze } } }' })
      .expect(200);
    expect(graphql.body.data.adminOrders.monthSales).toEqual(await sales());
  });

  it('pauses selling with an empty account number, but not while a buyer still has to pay into it', async () => {
    const settings = (iban: string) => ({
      accountHolder: 'Soutache Studio',
      iban,
      reservationDays: 3,
      delivery: [{ method: 'INPOST', enabled: true, priceGrosze: 1499, countries: ['PL'] }],
    });
    const productId = await addProduct(t, { name: 'Kolczyki Pauza', price: 80 });
    const email = newAccount().email;
    const { body } = await request(t.http)
      .post('/api/orders')
      .send({ ...buyer(email), productId })
      .expect(201);
    await request(t.http)
      .post('/api/orders/confirm')
      .send({
        token: orderConfirmToken(
          (await smtp.waitFor(email, { subject: /potwierdź zamówienie|confirm your order/ })).text,
        ),
      })
      .expect(200);
    const refused = await request(t.http)
      .put('/api/admin/settings')
      .set(auth(admin.token))
      .send(settings(''))
      .expect(400);
    expect(refused.body.fields).toEqual({ iban: ['ORDERS_AWAITING_PAYMENT'] });
    // Once no buyer has to pay (this one and those the other journeys left waiting are cancelled), it is saved.
    const waiting = (
      await request(t.http)
        .get('/api/admin/orders')
        .query({ state: 'AWAITING_PAYMENT', limit: 100 })
        .set(auth(admin.token))
        .expect(200)
    ).body.items;
    expect(waiting.map((order: { number: string }) => order.number)).toContain(body.order.number);
    for (const order of waiting)
      await request(t.http)
        .post(`/api/admin/orders/${order.number}/cancel`)
        .set(auth(admin.token))
        .send({ reason: 'Pauza w sprzedaży.' })
        .expect(200);

    expect(
      (await request(t.http).put('/api/admin/settings').set(auth(admin.token)).send(settings('')).expect(200))
        .body.iban,
    ).toBe('');
    expect((await request(t.http).get('/api/checkout-options').expect(200)).body.ordering).toBe(false);
    expect(
      (
        await request(t.http)
          .post('/api/orders')
          .send({ ...buyer(), productId })
          .expect(409)
      ).body.fields,
    ).toEqual({ productId: ['ORDERING_UNAVAILABLE'] });
    await request(t.http)
      .put('/api/admin/settings')
      .set(auth(admin.token))
      .send(settings('PL61 1090 1014 0000 0712 1981 2874'))
      .expect(200);
    await request(t.http)
      .post('/api/orders')
      .send({ ...buyer(), productId })
      .expect(201);
  });

  it("lets nobody read another person's order: a visitor, another user and an admin on the buyer's route get 404, with every number guessed", async () => {
    const owner = await registerUser(t);
    const productId = await addProduct(t, { name: 'Kolczyki Vera', price: 90 });
    const { body } = await request(t.http)
      .post('/api/orders')
      .set(auth(owner.token))
      .send({ ...buyer(owner.email), productId })
      .expect(201);
    await request(t.http).get(`/api/orders/${body.order.number}`).set(auth(owner.token)).expect(200);
    expect(
      (await request(t.http).get('/api/account/orders').set(auth(owner.token)).expect(200)).body.map(
        (o: { number: string }) => o.number,
      ),
    ).toEqual([body.order.number]);
    const other = await registerUser(t);
    const [year, seq] = body.order.number.split('-').slice(1);
    for (let n = Math.max(1, Number(seq) - 5); n <= Number(seq) + 2; n++) {
      const guess = `SZ-${year}-${String(n).padStart(4, '0')}`;
      for (const token of [undefined, other.token, admin.token]) {
        const req = request(t.http).get(`/api/orders/${guess}`);
        await (token ? req.set(auth(token)) : req).expect(404);
      }
    }
    expect(
      (await request(t.http).get('/api/account/orders').set(auth(other.token)).expect(200)).body,
    ).toEqual([]);
    await request(t.http).get('/api/admin/orders').set(auth(other.token)).expect(403);
    const list = await request(t.http)
      .get('/api/admin/orders')
      .query({ search: owner.email })
      .set(auth(admin.token))
      .expect(200);
    expect(list.body.items.map((o: { number: string }) => o.number)).toEqual([body.order.number]);
  });
});
