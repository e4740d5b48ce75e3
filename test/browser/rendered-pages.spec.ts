import { delayPictures, expect, newAccount, registerViaApi, test } from './support/fixtures';
import { BASE_URL } from './support/server';

/** Each public page with a text its rendered HTML must already hold, in both languages. */
const PAGES = [
  {
    path: '/',
    pl: 'Ręcznie szyta biżuteria sutaszowa',
    en: 'Handmade soutache jewellery',
    title: { pl: 'Soutache Studio', en: 'Soutache Studio' },
  },
  {
    path: '/contact',
    pl: 'Pracownia w Poznaniu',
    en: 'A studio in Poznań',
    title: { pl: 'Kontakt', en: 'Contact' },
  },
  { path: '/terms', pl: 'Regulamin', en: 'Terms', title: { pl: 'Regulamin', en: 'Terms' } },
  {
    path: '/privacy',
    pl: 'Polityka prywatności',
    en: 'Privacy policy',
    title: { pl: 'Polityka prywatności', en: 'Privacy policy' },
  },
  { path: '/login', pl: 'Nie masz konta?', en: 'No account yet?', title: { pl: 'Logowanie', en: 'Log in' } },
] as const;

const attribute = (html: string, selector: RegExp) => html.match(selector)?.[1];

test.describe('pages arrive rendered (fetched without running JavaScript)', () => {
  for (const page of PAGES) {
    test(`${page.path} holds its text and head in Polish by default and in English with ?lang=en or the cookie`, async ({
      request,
    }) => {
      const polish = await request.get(page.path);
      expect(polish.status()).toBe(200);
      expect(polish.headers()['cache-control']).toBe('no-cache');
      const pl = await polish.text();
      expect(pl).toContain('<html lang="pl" data-theme="dark">');
      expect(pl).toContain(page.pl);
      expect(attribute(pl, /<title>([^<]*)<\/title>/)).toContain(page.title.pl);
      expect(attribute(pl, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE_URL}${page.path}`);
      expect(attribute(pl, /<link rel="alternate" hreflang="pl" href="([^"]*)"/)).toBe(
        `${BASE_URL}${page.path}`,
      );
      expect(attribute(pl, /<link rel="alternate" hreflang="en" href="([^"]*)"/)).toBe(
        `${BASE_URL}${page.path}?lang=en`,
      );
      expect(attribute(pl, /<link rel="alternate" hreflang="x-default" href="([^"]*)"/)).toBe(
        `${BASE_URL}${page.path}`,
      );
      expect(attribute(pl, /<meta property="og:locale" content="([^"]*)"/)).toBe('pl_PL');
      expect(attribute(pl, /<meta property="og:image" content="([^"]*)"/)).toBe(`${BASE_URL}/og-image.jpg`);
      expect(attribute(pl, /<meta name="description" content="([^"]*)"/)?.length).toBeGreaterThan(50);
      expect(attribute(pl, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');

      for (const english of [
        await request.get(`${page.path}?lang=en`),
        await request.get(page.path, { headers: { Cookie: 'lang=en' } }),
      ]) {
        const en = await english.text();
        expect(en).toContain('<html lang="en"');
        expect(en).toContain(page.en);
        expect(attribute(en, /<title>([^<]*)<\/title>/)).toContain(page.title.en);
        expect(attribute(en, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE_URL}${page.path}?lang=en`);
        expect(attribute(en, /<meta property="og:url" content="([^"]*)"/)).toBe(
          `${BASE_URL}${page.path}?lang=en`,
        );
        expect(attribute(en, /<meta property="og:locale" content="([^"]*)"/)).toBe('en_GB');
      }
    });
  }

  test('the theme cookie renders the light theme into the first byte', async ({ request }) => {
    const html = await (
      await request.get('/contact', { headers: { Cookie: 'theme=light; lang=en' } })
    ).text();
    expect(html).toContain('<html lang="en" data-theme="light">');
  });

  test('an unknown address answers 404 with the routing error, kept out of search results', async ({
    request,
  }) => {
    const response = await request.get('/no-such-page?lang=en');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('404 Not Found');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  test('robots.txt allows the shop and keeps crawlers out of admin screens and the APIs', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    expect(body).toMatch(/^Disallow: \/preferences$/m); // the header's form for a page without the app
  });

  test('assets go out compressed and immutable, pages compressed and revalidated', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = attribute(html, /<script type="module"[^>]* src="([^"]*)"/)!;
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const asset = await request.get(script, { headers: { 'Accept-Encoding': encoding } });
      expect(asset.status()).toBe(200);
      expect(asset.headers()['content-encoding']).toBe(expected);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-type']).toMatch(/javascript/);
    }
    const page = await request.get('/terms', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('rendered pages hydrate', () => {
  for (const path of [
    '/',
    '/contact',
    '/terms',
    '/privacy',
    '/login',
    '/register',
    '/bridal',
    '/jewellery',
    '/jewellery/1',
    '/jewellery?colors=3&categories=1',
    '/jewellery?utm_source=instagram&fbclid=abc',
    '/jewellery/1?ref=ig&n=7',
    '/blog',
    '/publication/1',
  ]) {
    test(`${path} hydrates without errors or a second request for its data`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const graphql: string[] = [];
      const styles: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? request.url());
        // The page's styles are in its HTML: loading its route modules asks for none of them again.
        if (request.resourceType() === 'stylesheet') styles.push(request.url());
      });
      const server = await (await page.request.get(path)).text();
      await page.goto(path, { waitUntil: 'networkidle' });
      // Hydrated: the theme button answers a click (it is a React handler, not a link).
      const html = page.locator('html');
      await page.getByRole('banner').getByRole('button', { name: 'Przełącz motyw' }).click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      expect(problems).toEqual([]);
      expect(graphql).toEqual([]);
      expect(styles).toEqual([]);
      // The page the browser shows is the one the server sent (same heading), not a re-render of another.
      const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
      expect(server).toContain(heading);
    });
  }
});

test('the app is fetched only once the page has painted its text and its largest picture', async ({
  page,
}) => {
  // The pictures are held back half a second: the libraries must wait for the first card's.
  await delayPictures(page, 500);
  await page.goto('/jewellery', { waitUntil: 'networkidle' });
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
    const heroEntry = entries.find((entry) => entry.name === hero.currentSrc)!;
    return {
      contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      heroLoaded: heroEntry.responseEnd,
      app: entries.find((entry) => /\/assets\/start-client-[\w-]+\.js$/.test(entry.name))!.startTime,
    };
  });
  expect(timing.heroLoaded).toBeGreaterThan(500);
  expect(timing.app).toBeGreaterThan(timing.contentfulPaint);
  expect(timing.app).toBeGreaterThan(timing.heroLoaded);
});

test('a visitor who types before the largest picture has loaded gets the app at once', async ({ page }) => {
  // The pictures are held back 6 s, longer than the entry ever waits for them (3 s).
  await delayPictures(page, 6_000);
  const app = page.waitForRequest(/\/assets\/start-client-[\w-]+\.js$/);
  await page.goto('/jewellery', { waitUntil: 'commit' });
  await page.getByRole('searchbox').pressSequentially('zlot');
  const typed = Date.now();
  await app;
  expect(Date.now() - typed).toBeLessThan(1_500);
  // What was typed meanwhile is searched for once the page has hydrated.
  await expect(page).toHaveURL(/name=zlot/);
});

test('a signed-in visitor gets the anonymous page first and their own parts after hydration, without a mismatch', async ({
  page,
  request,
}) => {
  const account = newAccount('Hydra');
  const { token } = await registerViaApi(request, account);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Witaj, ${account.name}!` })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Wyloguj' })).toBeVisible();
  expect(problems).toEqual([]);
});
