import { expect, newAccount, registerViaApi, test } from './support/fixtures';
import { BASE_URL } from './support/server';

// The demo catalogue (server/src/products/demo/catalogue.ts): 34 pieces; colour 7 is turquoise, category 2 necklaces.
const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article');

test('the list pages by 9, filters by colour and category, keeps the filters in the URL and restores them on the next visit', async ({
  page,
}) => {
  await page.goto('/jewellery');
  await expect(page.getByRole('heading', { name: 'Biżuteria', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  await page.getByRole('button', { name: 'Wczytaj więcej' }).click();
  await expect(cards(page)).toHaveCount(18);

  await page.getByRole('button', { name: 'Kolory' }).click();
  await page.getByRole('checkbox', { name: 'Turkusowy' }).check();
  await expect(page).toHaveURL(/colors=7/);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Kategorie' }).click();
  await page.getByRole('checkbox', { name: 'Naszyjniki' }).check();
  await expect(page).toHaveURL(/colors=7&categories=2/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Naszyjnik Turkusowa Laguna');

  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await page.goto('/contact');
  await page.goto('/jewellery');
  await expect(page).toHaveURL(/colors=7&categories=2/);
  await expect(cards(page)).toHaveCount(1);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('products-page-filters')))!)).toEqual({
    selectedColors: [7],
    selectedCategories: [2],
    nameQuery: '',
  });

  await page.getByRole('button', { name: 'Usuń filtry' }).click();
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Usuń filtry' })).toBeHidden();
});

test('the name search ignores case and Polish letters, and says when nothing matches', async ({ page }) => {
  await page.goto('/jewellery');
  await page.getByRole('searchbox', { name: 'Szukaj po nazwie' }).fill('ZLOTA');
  await expect(page).toHaveURL(/name=ZLOTA/);
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Szukaj po nazwie' }).fill('nothing like this');
  await expect(page.getByText('nie znaleziono biżuterii')).toBeVisible();
});

test('switching the language shows English colour and category names on the list', async ({ page }) => {
  // Hydrated first: a choice made in the rendered page before its script has run is the browser's alone.
  await page.goto('/jewellery?categories=2', { waitUntil: 'networkidle' });
  await expect(cards(page).first()).toContainText('Naszyjniki');
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(cards(page).first()).toContainText('Necklaces');
  await expect(page.getByRole('button', { name: 'Colours' })).toBeVisible();
});

test('a product page steps through its gallery, opens it full screen and closes it with Escape', async ({
  page,
}) => {
  await page.goto('/jewellery?name=turkusowa');
  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Naszyjnik Turkusowa Laguna', level: 1 })).toBeVisible();
  await expect(page.getByText(/^690\s?zł/)).toBeVisible();
  await expect(page.getByText('1 / 3')).toBeVisible();
  await page.getByRole('button', { name: 'Następne zdjęcie' }).click();
  await expect(page.getByText('2 / 3')).toBeVisible();
  await page.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
  await page.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
  await expect(page.getByText('3 / 3')).toBeVisible();
  await page.getByRole('button', { name: 'Otwórz zdjęcie na pełnym ekranie' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a product page arrives rendered with its name, price, first image and its own head', async ({
  request,
}) => {
  const list = await (await request.get('/api/products?name=turkusowa')).json();
  const product = list.products[0];
  const html = await (await request.get(`/jewellery/${product.id}`)).text();
  expect(html).toContain(`<title>${product.name} · Soutache Studio</title>`);
  expect(html).toMatch(/690\s?zł/); // Intl writes a no-break space
  expect(html).toContain(product.images[0].image_url);
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${product.images[0].image_url}"`));
  // Its first picture is fetched from the head, before the body is read.
  const base = product.images[0].image_url.replace(/-\d+\.webp$/, '');
  expect(html).toMatch(
    new RegExp(`<link rel="preload" as="image" type="image/avif" imagesrcset="${base}-320\\.avif 320w`),
  );
  // The link preview chat apps show (they show no WebP): its JPEG first, with its size and type, and its price and availability.
  expect(html.match(/<meta property="og:image" content="([^"]*)"/)![1]).toBe(`${BASE_URL}${base}-1200.jpg`);
  expect(html).toMatch(
    /<meta property="og:image:type" content="image\/jpeg">\s*<meta property="og:image:width" content="1200">\s*<meta property="og:image:height" content="630">/,
  );
  expect(html).toContain(
    '<meta property="product:price:amount" content="690.00">\n    <meta property="product:price:currency" content="PLN">',
  );
  expect(html).toContain('<meta property="product:availability" content="in stock">');
  expect((await request.get(`${base}-1200.jpg`)).headers()['content-type']).toBe('image/jpeg');
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: product.name,
    offers: {
      '@type': 'Offer',
      price: '690.00',
      priceCurrency: 'PLN',
      availability: 'https://schema.org/InStock',
      // What Google's merchant listings ask: the demo shop's delivery (an InPost locker, a courier) and the terms' 14 days.
      shippingDetails: expect.arrayContaining([
        expect.objectContaining({ shippingRate: expect.objectContaining({ currency: 'PLN' }) }),
      ]),
      hasMerchantReturnPolicy: {
        merchantReturnDays: 14,
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      },
    },
  });
  expect(jsonLd.image[0]).toBe(`${BASE_URL}${product.images[0].image_url}`);
  const unknown = await request.get('/jewellery/999999');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Nie udało się pobrać produktu');
});

test('a rendered page the server keeps is never sent stale: a rating over REST or GraphQL shows in the next render', async ({
  request,
}) => {
  const { products } = await (await request.get('/api/products?limit=100')).json();
  const product = products.find((p: { averageUserRate: number }) => p.averageUserRate === 0);
  const ratingCount = async () => {
    const html = await (await request.get(`/jewellery/${product.id}?lang=en`)).text();
    return (
      JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]).aggregateRating
        ?.ratingCount ?? 0
    );
  };
  expect(await ratingCount()).toBe(0);
  expect(await ratingCount()).toBe(0); // asked again: the same page

  const first = await registerViaApi(request, newAccount('Restrater'));
  const rest = await request.post(`/api/products/${product.id}/rate`, {
    data: { rating: 5 },
    headers: { Authorization: `Bearer ${first.token}` },
  });
  expect(rest.ok()).toBe(true);
  expect(await ratingCount()).toBe(1);

  const second = await registerViaApi(request, newAccount('Graphrater'));
  const graphql = await request.post('/graphql', {
    data: {
      query: 'mutation ($id: Int!) { rateProduct(productId: $id, rating: 3) { ratingCount } }',
      variables: { id: product.id },
    },
    headers: { Authorization: `Bearer ${second.token}`, 'Content-Type': 'application/json' },
  });
  expect(graphql.ok()).toBe(true);
  expect((await graphql.json()).errors).toBeUndefined();
  expect(await ratingCount()).toBe(2);
});

test('a signed-in visitor rates a piece (the same star again removes it) and keeps it among favourites', async ({
  page,
  request,
}) => {
  const account = newAccount('Rater');
  const { token } = await registerViaApi(request, account);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  // A piece nobody has rated (the demo customers rate every third one).
  const { products } = await (await request.get('/api/products?limit=100')).json();
  const unrated = products.find((p: { averageUserRate: number }) => p.averageUserRate === 0);
  await page.goto(`/jewellery/${unrated.id}`);
  await expect(page.getByText('Brak ocen')).toBeVisible();
  await page.getByRole('button', { name: 'Oceń na 4 gwiazdki' }).click();
  await expect(page.getByRole('button', { name: 'Oceń na 4 gwiazdki' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.product__rating')).toContainText('4');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Oceń na 4 gwiazdki' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Oceń na 4 gwiazdki' }).click();
  await expect(page.getByText('Brak ocen')).toBeVisible();

  await page.getByRole('button', { name: `Dodaj ${unrated.name} do ulubionych` }).click();
  await expect(page.getByRole('button', { name: `Usuń ${unrated.name} z ulubionych` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('banner').getByRole('link', { name: 'Ulubione' }).click();
  await expect(page.getByRole('heading', { name: 'Ulubione', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('article')).toContainText(unrated.name);
});

test('favourites ask a visitor who is not signed in to log in', async ({ page }) => {
  await page.goto('/favourites');
  await expect(page.getByText('Zaloguj się, aby zobaczyć zapisane projekty.')).toBeVisible();
});

test('the bridal page shows bridal pieces with three pictures and a photo credit, and opens a piece', async ({
  page,
}) => {
  await page.goto('/bridal');
  await expect(page.getByRole('heading', { name: 'Kolekcja ślubna', level: 1 })).toBeVisible();
  const pieces = page.getByRole('main').getByRole('listitem');
  await expect(pieces).toHaveCount(7);
  await expect(pieces.first().locator('figure')).toHaveCount(3);
  await expect(pieces.first().getByRole('link', { name: /Fot\. / })).toHaveAttribute('target', '_blank');
  await expect(page.getByText(/1\s250\szł/)).toBeVisible();
  await pieces.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/jewellery\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ślubne');
});

test('the home slideshow shows a new picture every 4 seconds', async ({ page, request }) => {
  // The server's page holds the first picture only, so nothing shares the connection with it; the next
  // joins after hydration, to be loaded before it fades in.
  const html = await (await request.get('/')).text();
  expect(html.match(/class="slideshow__slide[ "]/g)).toHaveLength(1);
  await page.goto('/');
  await expect(page.locator('.slideshow__slide')).toHaveCount(2);
  const shown = page.locator('.slideshow__slide--shown img');
  const first = await shown.getAttribute('src');
  expect(first).toMatch(/^\/uploads\/products\//);
  await expect.poll(() => shown.getAttribute('src'), { timeout: 7_000 }).not.toBe(first);
});

test('sitemap.xml is well-formed and lists every public page, product and publication in both languages', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/xml/);
  const xml = await response.text();
  const { total, products } = await (await request.get('/api/products?limit=100')).json();
  const { total: publications } = await (await request.get('/api/publications?limit=1')).json();
  await page.goto('/');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent),
    };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.locs).toHaveLength((7 + total + publications) * 2);
  expect(parsed.locs).toContain(`${BASE_URL}/jewellery/${products[0].id}`);
  expect(parsed.locs).toContain(`${BASE_URL}/jewellery/${products[0].id}?lang=en`);
  expect(xml).toContain(`hreflang="en" href="${BASE_URL}/bridal?lang=en"`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
});
