import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';

/** The header's theme switch and language choice as plain forms, before or without the app. */
describe('GET /preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('saves the theme in the cookie the app writes and goes back to the page, query included', async () => {
    const answer = await request(t.http)
      .get('/preferences')
      .query({ theme: 'light', next: '/jewellery?colors=3' })
      .expect(303);
    expect(answer.headers.location).toBe('/jewellery?colors=3');
    expect(answer.headers['set-cookie']).toEqual([
      expect.stringMatching(/^theme=light; Max-Age=31536000; Path=\/; SameSite=Lax$/),
    ]);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('saves the language and comes back to the page at its address in that language (English ?lang=en, Polish bare)', async () => {
    const english = await request(t.http)
      .get('/preferences')
      .query({ lang: 'en', next: '/blog?lang=pl&page=2' })
      .expect(303);
    expect(english.headers.location).toBe('/blog?page=2&lang=en');
    expect(english.headers['set-cookie']).toEqual([expect.stringMatching(/^lang=en;/)]);
    const polish = await request(t.http)
      .get('/preferences')
      .query({ lang: 'pl', next: '/blog?page=2&lang=en' })
      .expect(303);
    expect(polish.headers.location).toBe('/blog?page=2');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a b'])(
    'never sends a visitor off the site (next=%s)',
    async (next) => {
      const answer = await request(t.http).get('/preferences').query({ theme: 'dark', next }).expect(303);
      expect(answer.headers.location).toBe('/');
    },
  );

  it('ignores values that are not a theme or a language', async () => {
    const answer = await request(t.http)
      .get('/preferences')
      .query({ theme: 'purple', lang: 'de', next: '/contact' })
      .expect(303);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers.location).toBe('/contact');
  });
});

/**
 * A page's language is negotiated once (?lang=, then the cookie, then Polish) and handed to the
 * render's reads as a value: the visitor's Accept-Language, whatever it says, never changes the
 * language a page or its data is in; the APIs still answer in the Accept-Language the client sends.
 */
describe("a page's language against the visitor's Accept-Language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** The rendered list page's language: its <html lang> and the colour filter's names, read through the server's GraphQL. */
  async function rendered(path: string, headers: Record<string, string>) {
    const res = await request(t.http).get(path).set(headers).set('Accept-Encoding', 'identity').expect(200);
    return {
      lang: /<html lang="(\w+)"/.exec(res.text)?.[1],
      polishData: res.text.includes('Złoty'),
      englishData: res.text.includes('Gold'),
    };
  }

  it.each([
    ['/jewellery?lang=pl', { 'Accept-Language': 'en' }, 'pl'],
    ['/jewellery', { 'Accept-Language': 'en-GB,en;q=0.9' }, 'pl'],
    ['/jewellery', { 'Accept-Language': 'en', Cookie: 'lang=pl' }, 'pl'],
    ['/jewellery?lang=en', { 'Accept-Language': 'pl' }, 'en'],
    ['/jewellery', { 'Accept-Language': 'pl-PL', Cookie: 'lang=en' }, 'en'],
    ['/jewellery?lang=en', { 'Accept-Language': 'pl', Cookie: 'lang=pl' }, 'en'],
  ])('%s with %p is rendered in %p, its data too', async (path, headers, language) => {
    const page = await rendered(path, headers);
    expect(page).toEqual({ lang: language, polishData: language === 'pl', englishData: language === 'en' });
  });

  it('leaves the APIs to Accept-Language, whatever ?lang= and the cookie say', async () => {
    const colours = await request(t.http)
      .get('/api/colors?lang=pl')
      .set('Accept-Language', 'en')
      .set('Cookie', 'lang=pl')
      .expect(200);
    expect(colours.body).toContainEqual(expect.objectContaining({ id: 3, name: 'Gold' }));
    const polish = await request(t.http).get('/api/colors?lang=en').set('Cookie', 'lang=en').expect(200);
    expect(polish.body).toContainEqual(expect.objectContaining({ id: 3, name: 'Złoty' }));
  });
});
