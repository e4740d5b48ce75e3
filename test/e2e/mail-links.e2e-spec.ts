import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { requireClientBuild } from '../support/client-build';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { newAccount, registerUser, startTestApp, TestApp } from '../support/test-app';

const SHOP = 'https://soutache.test';
const MAKER = 'maker@soutache.test';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every link to the shop in a mail's text. */
const shopLinks = (mail: ParsedMail): URL[] =>
  [...(mail.text ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)]
    .map((m) => new URL(m[0]))
    .filter((url) => url.origin === SHOP);

/**
 * A mail sent in English links to English pages, whatever the device it is opened on: every link to
 * the shop in every mail a visitor or a user can be sent carries `lang=en`, and the page it opens is
 * rendered in English.
 */
describe('mails in English link to English pages', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    requireClientBuild();
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, MAKER_EMAIL: MAKER, PUBLIC_URL: SHOP });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a reset, a password change, every e-mail change mail and an enquiry confirmation', async () => {
    const en = (req: request.Test) => req.set('Accept-Language', 'en');
    const user = await registerUser(t);
    const other = await registerUser(t);
    const productId = await addProduct(t, { name: 'Kolczyki Aurora', nameEn: 'Aurora earrings' });

    await en(request(t.http).post('/api/password-reset')).send({ email: user.email }).expect(202);
    const reset = await smtp.waitFor(user.email, { subject: /set a new password/ });
    const token = shopLinks(reset)
      .find((url) => url.pathname === '/reset-password')!
      .searchParams.get('token');
    await en(request(t.http).post('/api/password-reset/confirm'))
      .send({ token, password: 'a new English password 2026' })
      .expect(204);
    const login = await request(t.http)
      .post('/api/login')
      .send({ email: user.email, password: 'a new English password 2026' })
      .expect(200);
    const session = login.body.token as string;
    const changed = await smtp.waitFor(user.email, { subject: /password was changed/ });

    await en(request(t.http).post('/api/account/email').set(bearer(session)))
      .send({ newEmail: other.email, password: 'a new English password 2026' })
      .expect(202);
    const inUse = await smtp.waitFor(other.email, { subject: /has an account already/ });
    const asked = await smtp.waitFor(user.email, { subject: /change of your account's e-mail was asked/ });
    const moved = newAccount().email;
    await en(request(t.http).post('/api/account/email').set(bearer(session)))
      .send({ newEmail: moved, password: 'a new English password 2026' })
      .expect(202);
    const link = await smtp.waitFor(moved, { subject: /confirm your new e-mail/ });
    const confirmToken = shopLinks(link)
      .find((url) => url.pathname === '/account/confirm-email')!
      .searchParams.get('token');
    await en(request(t.http).post('/api/account/email/confirm')).send({ token: confirmToken }).expect(200);
    const told = await smtp.waitFor(user.email, { subject: /e-mail was changed/ });

    const customer = newAccount().email;
    await en(request(t.http).post(`/api/products/${productId}/enquiries`))
      .send({ name: 'Ewa', email: customer, message: 'Navy blue?' })
      .expect(201);
    const confirmation = await smtp.waitFor(customer, { subject: /we have your question/ });

    const mails = { reset, changed, link, asked, inUse, told, confirmation };
    const links = Object.entries(mails).flatMap(([kind, mail]) =>
      shopLinks(mail).map((url) => ({ kind, url })),
    );
    expect(new Set(links.map((l) => l.kind))).toEqual(new Set(Object.keys(mails)));
    expect(
      links
        .filter(({ url }) => url.searchParams.get('lang') !== 'en')
        .map(({ kind, url }) => `${kind}: ${url.href}`),
    ).toEqual([]);
    for (const { kind, url } of links) {
      const page = await request(t.http).get(`${url.pathname}${url.search}`);
      expect({
        kind,
        path: url.pathname,
        status: page.status,
        lang: /<html[^>]*\slang="(\w+)"/.exec(page.text)?.[1],
      }).toEqual({ kind, path: url.pathname, status: 200, lang: 'en' });
    }
  });
});
