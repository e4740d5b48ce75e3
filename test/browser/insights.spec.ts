import { ADMIN, expect, logIn, test, untilHydrated } from './support/fixtures';

// The maker's insights after a visitor's walk: pages the server sent and navigations within the shop
// counted, the visit's arrival by the kind of site it came from, and no cookie set for any of it.
test.use({ viewport: { width: 1440, height: 900 } });

test('a walk through the shop shows in /admin/insights for the week, and counting sets no cookie', async ({
  page,
  context,
  request,
}) => {
  const { products } = await (await request.get('/api/products?limit=3')).json();
  const [landing, next] = products as { id: number; name: string }[];
  const counted: string[] = [];
  const setCookies: string[] = [];
  page.on(
    'request',
    (req) => req.url().includes('/api/insights/view') && counted.push(new URL(req.url()).search),
  );
  page.on('response', async (res) => (await res.headerValue('set-cookie')) && setCookies.push(res.url()));

  // Arriving from Instagram on a piece's page (the server counts it), then to another piece within the shop (a beacon).
  await page.goto(`/jewellery/${landing.id}`, { referer: 'https://l.instagram.com/' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.name);
  // Live before the click: a link clicked before the page has hydrated loads the next page whole, which is
  // then the visit's landing page (on a busy machine the full run saw that, and the beacon said arrived).
  await untilHydrated(page);
  await page.locator('.product').getByRole('link', { name: 'Biżuteria' }).click();
  await page.getByRole('link', { name: next.name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
  await expect.poll(() => counted).toEqual([`?kind=product&id=${next.id}`]);
  // Once a visit: back to both pieces, nothing more is sent.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.name);
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
  expect(counted).toHaveLength(1);
  expect(setCookies).toEqual([]);
  // The only cookies are the shop's own preferences (its language, mirrored for the server's render): none counts anything.
  expect(
    (await context.cookies())
      .map((cookie) => cookie.name)
      .filter((name) => name !== 'lang' && name !== 'theme'),
  ).toEqual([]);

  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Statystyki: co się ogląda, lubi i kupuje' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statystyki' })).toBeVisible();
  await expect(page.getByRole('button', { name: '7 dni' })).toHaveAttribute('aria-pressed', 'true');
  const pieces = page.getByRole('table', { name: 'Biżuteria' });
  for (const piece of [landing, next]) {
    const row = pieces.getByRole('row').filter({ has: page.getByRole('link', { name: piece.name }) });
    await expect(row).toBeVisible();
    expect(Number(await row.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(1);
    await expect(row.getByRole('img', { name: `Wyświetlenia: ${piece.name}, dzień po dniu` })).toBeVisible();
  }
  const instagram = page
    .getByRole('table', { name: 'Skąd przychodzą odwiedzający' })
    .getByRole('row', { name: /Instagram/ });
  expect(Number(await instagram.getByRole('cell').innerText())).toBeGreaterThanOrEqual(1);

  // Sorting by name, then the year.
  await pieces.getByRole('button', { name: 'Nazwa' }).click();
  await expect(pieces.getByRole('columnheader', { name: 'Nazwa' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: '365 dni' }).click();
  await expect(page.getByRole('button', { name: '365 dni' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pieces.getByRole('link', { name: landing.name })).toBeVisible();
});

test('the insights screen is the admin chunk only: a visitor’s pages load no chart library', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));
  for (const path of ['/', '/jewellery', '/jewellery/1', '/admin'])
    await page.goto(path, { waitUntil: 'networkidle' });
  expect(scripts.filter((url) => /admin-insights|recharts/.test(url))).toEqual([]);
});
