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
    const answer = await request(t.http).get('/preferences').query({ theme: 'light', next: '/jewellery?colors=3' }).expect(303);
    expect(answer.headers.location).toBe('/jewellery?colors=3');
    expect(answer.headers['set-cookie']).toEqual([expect.stringMatching(/^theme=light; Max-Age=31536000; Path=\/; SameSite=Lax$/)]);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('saves the language and comes back to the page at its address in that language (English ?lang=en, Polish bare)', async () => {
    const english = await request(t.http).get('/preferences').query({ lang: 'en', next: '/blog?lang=pl&page=2' }).expect(303);
    expect(english.headers.location).toBe('/blog?page=2&lang=en');
    expect(english.headers['set-cookie']).toEqual([expect.stringMatching(/^lang=en;/)]);
    const polish = await request(t.http).get('/preferences').query({ lang: 'pl', next: '/blog?page=2&lang=en' }).expect(303);
    expect(polish.headers.location).toBe('/blog?page=2');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a b'])('never sends a visitor off the site (next=%s)', async (next) => {
    const answer = await request(t.http).get('/preferences').query({ theme: 'dark', next }).expect(303);
    expect(answer.headers.location).toBe('/');
  });

  it('ignores values that are not a theme or a language', async () => {
    const answer = await request(t.http).get('/preferences').query({ theme: 'purple', lang: 'de', next: '/contact' }).expect(303);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers.location).toBe('/contact');
  });
});
