import request from 'supertest';
import {
  EnquiriesDocument as ENQUIRIES,
  SendEnquiryDocument as SEND_ENQUIRY,
  SetEnquiryStateDocument as SET_STATE,
} from './gql/graphql';
import { addProduct } from '../support/catalogue-factory';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { gql, newAccount, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

const MAKER = 'maker@soutache.test';

describe('enquiries: kept, mailed to the maker with Reply-To the customer, copied to the customer', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let productId: number;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, MAKER_EMAIL: MAKER, PUBLIC_URL: 'https://soutache.test' });
    productId = await addProduct(t, { name: 'Kolczyki Aurora', nameEn: 'Aurora earrings' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the maker about the piece (named, linked, its photo) with Reply-To the customer, and the customer a copy in their language', async () => {
    const customer = newAccount('Ewa');
    const res = await request(t.http)
      .post(`/api/products/${productId}/enquiries`)
      .set('Accept-Language', 'en')
      .send({
        name: 'Ewa',
        email: customer.email,
        message: 'Could these be made in navy blue?\nFor a June wedding.',
        website: '',
      })
      .expect(201);
    expect(res.body).toEqual({ received: true });

    const toMaker = await smtp.waitFor(MAKER);
    expect(toMaker.replyTo?.value[0].address).toBe(customer.email);
    expect(toMaker.subject).toBe(`Pytanie o „Kolczyki Aurora” od Ewa`);
    expect(toMaker.text).toContain('Could these be made in navy blue?');
    expect(toMaker.text).toContain(`https://soutache.test/jewellery/${productId}`);
    expect(toMaker.html).toMatch(/<img[^>]+src="https:\/\/soutache\.test\/uploads\/[^"]+"/);

    const copy = await smtp.waitFor(customer.email);
    expect(copy.subject).toBe('Soutache Studio: we have your question about “Aurora earrings”');
    expect(copy.replyTo).toBeUndefined();

    const [row] = await t.sql<{ product_id: number; state: string; locale: string }>(
      'SELECT product_id, state, locale FROM enquiries WHERE email = $1',
      [customer.email],
    );
    expect(row).toEqual({ product_id: productId, state: 'new', locale: 'en' });
  });

  it('takes a general enquiry over GraphQL, remembering a signed-in user', async () => {
    const user = await registerUser(t);
    const sent = await gql(
      t,
      SEND_ENQUIRY,
      { input: { name: user.name, email: user.email, message: 'Do you make bridal sets to order?' } },
      user.token,
    );
    expect(sent.data?.sendEnquiry).toBe(true);
    const toMaker = await smtp.waitFor(MAKER, { subject: new RegExp(`Pytanie od ${user.name}`) });
    expect(toMaker.replyTo?.value[0].address).toBe(user.email);
    const [row] = await t.sql<{ product_id: number | null; user_id: number }>(
      'SELECT product_id, user_id FROM enquiries WHERE email = $1',
      [user.email],
    );
    expect(row).toEqual({ product_id: null, user_id: user.id });
  });

  it('answers a filled honeypot alike and keeps nothing; refuses bad text, a bad address, an unknown piece', async () => {
    const robot = newAccount('Robot');
    await request(t.http)
      .post('/api/enquiries')
      .send({ name: 'Robot', email: robot.email, message: 'Cheap watches', website: 'http://spam.example' })
      .expect(201, { received: true });
    expect(await t.sql('SELECT id FROM enquiries WHERE email = $1', [robot.email])).toEqual([]);

    const empty = await request(t.http)
      .post('/api/enquiries')
      .send({ name: ' ', email: 'nobody', message: '' })
      .expect(400);
    expect(empty.body.fields).toMatchObject({
      name: ['REQUIRED'],
      email: ['EMAIL_INVALID'],
      message: ['REQUIRED'],
    });
    const long = await request(t.http)
      .post('/api/enquiries')
      .send({ name: 'Ala', email: 'ala@example.com', message: 'x'.repeat(5001) })
      .expect(400);
    expect(long.body.fields).toEqual({ message: ['TOO_LONG'] });
    await request(t.http)
      .post('/api/products/999999/enquiries')
      .send({ name: 'Ala', email: 'ala@example.com', message: 'Hello' })
      .expect(404);
  });

  it('lists enquiries for admins, newest first, filtered by state, and sets their state', async () => {
    const admin = await registerAdmin(t);
    const all = await gql(t, ENQUIRIES, {}, admin.token);
    expect(all.errors).toBeUndefined();
    const items = all.data!.enquiries.items;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items[0].piece).toBeNull();
    expect(items[1].piece).toMatchObject({ id: productId, name: 'Kolczyki Aurora' });
    expect(items[1].piece!.photoUrl).toMatch(/^\/uploads\/.+\.webp$/);
    expect(all.data!.enquiries.newCount).toBe(all.data!.enquiries.total);
    // Each says the language it was asked in, the one to answer in.
    const listed = await request(t.http)
      .get('/api/admin/enquiries')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    const asked = (name: string) =>
      listed.body.items.find((item: { name: string }) => item.name === name)?.language;
    expect(asked('Ewa')).toBe('en');
    expect(listed.body.items.filter((item: { language: string }) => item.language === 'pl')).not.toHaveLength(
      0,
    );

    const set = await gql(
      t,
      SET_STATE,
      { id: items[0].id, input: { state: 'ANSWERED' as const } },
      admin.token,
    );
    expect(set.data?.setEnquiryState).toEqual({ id: items[0].id, state: 'ANSWERED' as const });
    const answered = await gql(t, ENQUIRIES, { state: 'ANSWERED' as const }, admin.token);
    expect(answered.data!.enquiries.items.map((item) => item.id)).toEqual([items[0].id]);
    expect(answered.data!.enquiries.newCount).toBe(all.data!.enquiries.newCount - 1);

    const rest = await request(t.http)
      .get('/api/admin/enquiries?state=NEW')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(rest.body.items.every((item: { state: string }) => item.state === 'NEW')).toBe(true);
    await request(t.http)
      .put(`/api/admin/enquiries/${items[1].id}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ state: 'CLOSED' })
      .expect(200);
    await request(t.http)
      .put('/api/admin/enquiries/999999')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ state: 'CLOSED' })
      .expect(404);
  });
});

describe('enquiries: the shipped limit per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_ENQUIRIES: '5', MAIL_SENDER: '0' });
  });
  afterAll(() => t.close());

  it('takes 5 enquiries an hour from one client, then answers 429 with Retry-After', async () => {
    const send = () =>
      request(t.http)
        .post('/api/enquiries')
        .send({ name: 'Ala', email: 'ala@example.com', message: 'Hello' });
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a request that asks several enquiries at once, whole, before keeping or mailing any', async () => {
    const input = `(input: { name: "Ala", email: "aliased@example.com", message: "Hello" })`;
    const aliased = await request(t.http)
      .post('/graphql')
      .send({ query: `mutation { a: sendEnquiry${input} b: sendEnquiry${input} c: sendEnquiry${input} }` });
    expect(aliased.status).toBe(400);
    expect(aliased.body.errors[0]).toMatchObject({
      message: 'sendEnquiry may be asked once per request',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(await t.sql(`SELECT id FROM enquiries WHERE email = 'aliased@example.com'`)).toEqual([]);
    expect(await t.sql(`SELECT id FROM mail_outbox WHERE recipient = 'aliased@example.com'`)).toEqual([]);
  });
});

/** An enquiry's address is the visitor's word only: the form must not be a way to mail a stranger. */
describe('enquiries: nothing the visitor wrote goes to an address the shop has not verified', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, MAKER_EMAIL: MAKER, RATE_LIMIT_UNVERIFIED_RECIPIENT: '2' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("confirms the question arrived without the visitor's name, text or links; the maker gets them all", async () => {
    const victim = newAccount().email;
    await request(t.http)
      .post('/api/enquiries')
      .send({
        name: 'Pan Kowalski',
        email: victim,
        message: 'Wygrałeś! Odbierz nagrodę: https://phish.example/prize',
      })
      .expect(201);
    const confirmation = await smtp.waitFor(victim, { subject: /mamy Twoje pytanie/ });
    const whole = `${confirmation.subject} ${confirmation.text} ${confirmation.html}`;
    expect(whole).not.toMatch(/Kowalski|Wygrałeś|phish\.example/);
    const toMaker = await smtp.waitFor(MAKER, { subject: /Pan Kowalski/ });
    expect(toMaker.text).toContain('https://phish.example/prize');
  });

  it('mails one address a few confirmations an hour at most, and still keeps every enquiry for the maker', async () => {
    const victim = newAccount().email;
    for (let i = 0; i < 4; i += 1)
      await request(t.http)
        .post('/api/enquiries')
        .send({ name: 'Ala', email: victim, message: `Pytanie ${i}` })
        .expect(201);
    const kept = await t.sql<{ message: string }>(
      'SELECT message FROM enquiries WHERE email = $1 ORDER BY id',
      [victim],
    );
    expect(kept.map((row) => row.message)).toEqual(['Pytanie 0', 'Pytanie 1', 'Pytanie 2', 'Pytanie 3']);
    await smtp.waitFor(MAKER, { subject: /Ala/ });
    const queued = await t.sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE recipient = $1`,
      [victim],
    );
    expect(queued[0].count).toBe(2);
  });

  it("refuses the shop's own name and an administrator's, however spelt, as the name an enquiry is mailed under", async () => {
    for (const name of ['Soutache Studio Security', 'Ꮪoutache Studio', 'ᴀdmin']) {
      const rest = await request(t.http)
        .post('/api/enquiries')
        .send({ name, email: newAccount().email, message: 'Hello' })
        .expect(400);
      expect(rest.body.fields).toEqual({ name: ['NAME_RESERVED'] });
    }
    const graph = await gql(t, SEND_ENQUIRY, {
      input: { name: 'Administrator', email: newAccount().email, message: 'Hello' },
    });
    expect(graph.errors?.[0].extensions?.fields).toEqual({ name: ['NAME_RESERVED'] });
  });
});
