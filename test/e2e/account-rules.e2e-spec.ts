import request from 'supertest';
import { RegisterDocument as REGISTER, type RegisterInput } from './gql/graphql';
import { gql, LEAK, newAccount, registerUser, startTestApp, TestApp } from '../support/test-app';

/**
 * Look-alike accounts and weak passwords are refused,
 * and every refusal names its fields with reason codes the client words, on both APIs.
 */
describe('account rules: look-alike names and e-mails, weak passwords, reasons per field', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Registers over REST and over GraphQL; both must refuse with the same fields. */
  async function refusedFields(input: RegisterInput) {
    const rest = await request(t.http).post('/api/register').send(input);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const graph = await gql(t, REGISTER, { input });
    expect(graph.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(graph.errors?.[0].extensions?.fields).toEqual(rest.body.fields);
    expect(JSON.stringify([rest.body, graph.errors])).not.toContain(input.password);
    return rest.body.fields as Record<string, string[]>;
  }

  describe('look-alike accounts', () => {
    it.each([
      ['a Cyrillic а', 'аdmin@soutache.example'],
      ['a zero-width space after it', 'admin@soutache.example\u200B'],
      ['escape', 'ad\u001bmin@soutache.example'],
      ['BEL', 'ad\u0007min@soutache.example'],
      ['CR', 'admin@soutache.example\rx'],
      ['LF', 'admin\n@soutache.example'],
    ])('refuses an e-mail with %s as EMAIL_INVALID', async (_case, email) => {
      expect(await refusedFields({ ...newAccount('Dana Nowak'), email })).toEqual({
        email: ['EMAIL_INVALID'],
      });
    });

    it.each([
      ['only a zero-width space', '\u200B', ['REQUIRED', 'INVALID_CHARACTERS']],
      ['a right-to-left override', '\u202Enimda omed', ['INVALID_CHARACTERS']],
      ['escape', 'Demo \u001b[31mAdmin', ['INVALID_CHARACTERS']],
      ['BEL', 'Demo\u0007Admin', ['INVALID_CHARACTERS']],
      ['CR', 'Demo\rAdmin', ['INVALID_CHARACTERS']],
      ['LF', 'Demo\nAdmin', ['INVALID_CHARACTERS']],
      ['nothing', '', ['REQUIRED']],
    ])('refuses a name with %s', async (_case, name, reasons) => {
      expect(await refusedFields({ ...newAccount(), name })).toEqual({ name: reasons });
    });

    it.each([
      'Admin',
      'admin',
      'ADMINISTRATOR',
      'Adm1n',
      'A d m i n',
      'Аdmin',
      'Ádmín',
      'Soutache Studio',
      'soutache-studio',
      'Ѕоutache',
      'Sklep Soutache',
      'Moderator',
    ])("refuses the shop's own name or an administrator's, however spelt: %p", async (name) => {
      expect(await refusedFields({ ...newAccount(), name })).toEqual({ name: ['NAME_RESERVED'] });
    });

    it.each(['Adam Nowak', 'Badminton Ania', 'Ola Sutasz', 'Madmina'])(
      'keeps a name that only looks close: %p',
      async (name) => {
        await request(t.http).post('/api/register').send(newAccount(name)).expect(201);
      },
    );

    it('stores a Unicode domain as punycode and signs in with either spelling', async () => {
      const account = { ...newAccount('Łucja'), email: 'lucja@Łódź.pl' };
      const res = await request(t.http).post('/api/register').send(account).expect(201);
      expect(res.body.email).toBe('lucja@xn--d-uga0v4h.pl');
      await request(t.http)
        .post('/api/login')
        .send({ email: 'lucja@łódź.pl', password: account.password })
        .expect(200);
      await request(t.http)
        .post('/api/login')
        .send({ email: 'lucja@xn--d-uga0v4h.pl', password: account.password })
        .expect(200);
    });

    it('stores names in NFC, so the composed and decomposed spellings are one name', async () => {
      const res = await request(t.http).post('/api/register').send(newAccount('Ame\u0301lie')).expect(201);
      expect(res.body.name).toBe('Amélie');
      const [row] = await t.sql<{ name: string }>('SELECT name FROM users WHERE id = $1', [res.body.id]);
      expect(row.name).toBe('Am\u00e9lie');
    });
  });

  describe('weak passwords', () => {
    const owner = { name: 'Dana Nowak', email: 'demo.admin@shop.example' };
    it.each([
      ['aaaaaa', 'PASSWORD_ONE_CHARACTER'],
      ['      ', 'PASSWORD_ONE_CHARACTER'],
      ['soutache', 'PASSWORD_TOO_COMMON'],
      ['password1 ', 'PASSWORD_TOO_COMMON'],
      ['demo.admin@shop.example', 'PASSWORD_CONTAINS_EMAIL'],
      ['Dana Nowak', 'PASSWORD_CONTAINS_NAME'],
      ['Pa$$w0rd', 'PASSWORD_TOO_GUESSABLE'],
      ['12345', 'PASSWORD_TOO_SHORT'],
      ['x7'.repeat(64) + 'y', 'PASSWORD_TOO_LONG'],
    ])('refuses %p with %s', async (password, reason) => {
      expect(await refusedFields({ ...owner, password })).toEqual({ password: [reason] });
    });

    it('keeps a strong password with spaces exactly as typed', async () => {
      const account = { ...newAccount(), password: ' Kolczyki z sutaszu 2026 ' };
      await request(t.http).post('/api/register').send(account).expect(201);
      await request(t.http)
        .post('/api/login')
        .send({ email: account.email, password: account.password })
        .expect(200);
      await request(t.http)
        .post('/api/login')
        .send({ email: account.email, password: account.password.trim() })
        .expect(401);
    });
  });

  describe('reasons as codes per field', () => {
    it('answers a taken e-mail with CONFLICT and email: EMAIL_TAKEN on both APIs', async () => {
      const user = await registerUser(t);
      const rest = await request(t.http)
        .post('/api/register')
        .send({ ...newAccount(), email: user.email.toUpperCase() });
      expect(rest.status).toBe(409);
      expect(rest.body).toMatchObject({
        statusCode: 409,
        error: 'Conflict',
        fields: { email: ['EMAIL_TAKEN'] },
      });
      const graph = await gql(t, REGISTER, { input: { ...newAccount(), email: user.email } });
      expect(graph.errors?.[0].extensions).toEqual({ code: 'CONFLICT', fields: { email: ['EMAIL_TAKEN'] } });
    });

    it('names every refused field at once and never echoes a value', async () => {
      const fields = await refusedFields({
        name: '\u202Eevil',
        email: 'not-an-email',
        password: 'password1',
      });
      expect(fields).toEqual({
        name: ['INVALID_CHARACTERS'],
        email: ['EMAIL_INVALID'],
        password: ['PASSWORD_TOO_COMMON'],
      });
    });

    it('answers a failed login with UNAUTHENTICATED and the retry wait after too many tries', async () => {
      const limited = await startTestApp({ RATE_LIMIT_LOGIN: '2' });
      try {
        const body = { email: 'nobody@shop.test', password: 'Wrong-password-1' };
        const first = await request(limited.http).post('/api/login').send(body);
        expect(first.status).toBe(401);
        expect(first.body.message).toBe('Invalid email or password');
        await request(limited.http).post('/api/login').send(body).expect(401);
        const third = await gql(limited, 'mutation L($i: LoginInput!) { login(input: $i) { token } }', {
          i: body,
        });
        expect(third.status).toBe(429);
        expect(third.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
        expect(third.errors?.[0].extensions?.retryAfter).toBe(Number(third.headers['retry-after']));
        expect(JSON.stringify(third.errors)).not.toMatch(LEAK);
      } finally {
        await limited.close();
      }
    });
  });
});
