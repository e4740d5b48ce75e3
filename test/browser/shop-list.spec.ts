import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

// On a desktop: sorting, availability, filters shown as chips, a visible count and an empty
// result that offers a way out. The demo catalogue (server/src/products/demo/catalogue.ts): 34 pieces,
// the cheapest Broszka Jesienny Liść (230 zł), the dearest Kolczyki ślubne Złota Nić (1250 zł), 4 sold,
// 5 made to order; no sold piece is turquoise (colour 7).
const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article');

test('the list sorts by price and filters by availability, in the URL and the stored filters, each filter a removable chip', async ({
  page,
}) => {
  await page.goto('/jewellery', { waitUntil: 'networkidle' });
  await expect(page.getByText(/^\d+ produkt(y|ów)?$/)).toBeVisible();

  // Other specs add pieces of their own: the order is checked by the prices shown, not by names.
  const prices = async () =>
    (await page.locator('main .product-card__price').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption({ label: 'Cena: od najniższej' });
  await expect(page).toHaveURL(/sort=price-asc/);
  // The cheapest first: the demo's 230 zł brooch, or another spec's cheaper piece (the pictures journeys add some at 120 zł).
  await expect.poll(async () => (await prices())[0]).toBeLessThanOrEqual(230);
  const ascending = await prices();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption({ label: 'Cena: od najwyższej' });
  await expect(page).toHaveURL(/sort=price-desc/);
  // The dearest first: the demo's 1,250 zł earrings, or another spec's piece at that price (ties go newest first).
  await expect.poll(async () => (await prices())[0]).toBeGreaterThanOrEqual(1250);
  const descending = await prices();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await page.getByRole('button', { name: 'Dostępność' }).click();
  await page.getByRole('checkbox', { name: 'Sprzedane' }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/availability=SOLD/);
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByText('4 produkty', { exact: true })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Aktywne filtry' });
  await expect(chips.getByRole('button')).toHaveText(['Sprzedane ×']);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('products-page-filters')))!)).toEqual({
    selectedColors: [],
    selectedCategories: [],
    nameQuery: '',
    availability: ['SOLD'],
    sort: 'price-desc',
  });

  // The next visit without filters in its address restores both.
  await page.goto('/contact');
  await page.goto('/jewellery', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/availability=SOLD&sort=price-desc/);
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole('combobox', { name: 'Sortuj' })).toHaveValue('price-desc');

  await page.getByRole('button', { name: 'Kolory' }).click();
  await page.getByRole('checkbox', { name: 'Złoty' }).check();
  await page.keyboard.press('Escape');
  await expect(chips.getByRole('button')).toHaveText(['Złoty ×', 'Sprzedane ×']);
  await chips.getByRole('button', { name: 'Usuń filtr: Sprzedane' }).click();
  await expect(page).not.toHaveURL(/availability/);
  await expect(chips.getByRole('button')).toHaveText(['Złoty ×']);
  // "Remove filters" leaves the order as it was.
  await page.getByRole('button', { name: 'Usuń filtry' }).click();
  await expect(chips).toBeHidden();
  await expect(page).toHaveURL(/\/jewellery\?sort=price-desc$/);

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

test('an empty result offers to remove the filter added last, or to clear the search', async ({ page }) => {
  await page.goto('/jewellery?colors=7', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Dostępność' }).click();
  await page.getByRole('checkbox', { name: 'Sprzedane' }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByText('nie znaleziono biżuterii')).toBeVisible();
  await page.getByRole('button', { name: 'Usuń „Sprzedane”' }).click();
  await expect(page).toHaveURL(/\/jewellery\?colors=7$/);
  await expect(cards(page).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Szukaj po nazwie' }).fill('nic takiego');
  await expect(page.getByText('nie znaleziono biżuterii')).toBeVisible();
  await page.getByRole('button', { name: 'Wyczyść wyszukiwanie' }).click();
  await expect(page).toHaveURL(/\/jewellery\?colors=7$/);
  await expect(page.getByRole('searchbox', { name: 'Szukaj po nazwie' })).toHaveValue('');
  await expect(cards(page).first()).toBeVisible();
});

test('in English the count, the order and the chips speak English', async ({ page }) => {
  await page.goto('/jewellery?lang=en&name=turkusowa&availability=AVAILABLE,MADE_TO_ORDER', {
    waitUntil: 'networkidle',
  });
  await expect(page.getByText('1 piece', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText([
    'Available now ×',
    'Made to order ×',
    '“turkusowa” ×',
  ]);
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option')).toHaveText([
    'Newest first',
    'Price: low to high',
    'Price: high to low',
  ]);
  await page.getByRole('button', { name: 'Remove filter: Made to order' }).click();
  await expect(page).toHaveURL(/availability=AVAILABLE(&|$)/);
  await page.getByRole('button', { name: 'Remove filter: “turkusowa”' }).click();
  await expect(page.getByText(/^\d+ pieces$/)).toBeVisible();
});

test('a sorted, filtered list arrives rendered by the server, in its order', async ({ request }) => {
  const html = await (await request.get('/jewellery?sort=price-asc&availability=MADE_TO_ORDER')).text();
  const order = ['Broszka Gwiazda Północy', 'Kolczyki ślubne Biała Róża', 'Grzebień ślubny Welon'].map(
    (name) => html.indexOf(name),
  );
  expect(order.every((at) => at > 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(html).not.toContain('Kolczyki Rubinowa Łza');
  expect(html).toContain('5 produktów');
});

test('a reload after two "load more" shows the same cards where the visitor was; the server renders them too; a filter starts at page 1', async ({
  page,
  request,
}) => {
  await page.goto('/jewellery', { waitUntil: 'networkidle' });
  await expect(cards(page)).toHaveCount(9);
  await page.getByRole('button', { name: 'Wczytaj więcej' }).click();
  await expect(cards(page)).toHaveCount(18);
  await expect(page).toHaveURL(/\/jewellery\?page=2$/);
  await page.getByRole('button', { name: 'Wczytaj więcej' }).click();
  await expect(cards(page)).toHaveCount(27);
  await expect(page).toHaveURL(/\/jewellery\?page=3$/);

  // Card 25 near the top of the screen, then a reload: the same 27 cards, that card where it was.
  const name = (await cards(page).nth(24).getByRole('heading').textContent())!.trim();
  const cardTop = (card: import('@playwright/test').Locator) =>
    card.evaluate((article) => Math.round(article.getBoundingClientRect().top));
  await cards(page)
    .nth(24)
    .evaluate((card) => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 100));
  await page.waitForTimeout(300);
  const before = await cardTop(cards(page).nth(24));
  expect(before).toBeLessThan(600);
  await page.reload();
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
  await page.waitForLoadState('networkidle');
  await expect(cards(page)).toHaveCount(27);
  expect(Math.abs((await cardTop(cards(page).nth(24))) - before)).toBeLessThanOrEqual(2);
  await expect(cards(page).nth(24).getByRole('heading')).toHaveText(name);

  // The server's render has them all (no script needed), with or without filters in the address.
  const rendered = await (await request.get('/jewellery?page=3')).text();
  expect(rendered.match(/<article/g)).toHaveLength(27);
  const sold = await (await request.get('/jewellery?availability=AVAILABLE&page=2')).text();
  expect(sold.match(/<article/g)).toHaveLength(18);

  // A filter chosen shows its own first page, and the address says so.
  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption({ label: 'Cena: od najniższej' });
  await expect(page).toHaveURL(/\/jewellery\?sort=price-asc$/);
  await expect(cards(page)).toHaveCount(9);
});

// The bridal list (category 5 of the demo: 7 pieces, 4 made to order, 4 with silver, one of them made to order: Grzebień ślubny Welon).
test('the bridal page sorts and filters as /jewellery does: in its address, its own stored filters, chips, rendered by the server', async ({
  page,
  request,
}) => {
  const pieces = page.getByRole('main').locator('.bridal__piece');
  await page.goto('/bridal', { waitUntil: 'networkidle' });
  await expect(page.getByText(/^\d+ produkt(y|ów)?$/)).toBeVisible();
  // The page is one category already: no category list.
  await expect(page.getByRole('button', { name: 'Kategorie' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption({ label: 'Cena: od najniższej' });
  await expect(page).toHaveURL(/\/bridal\?sort=price-asc$/);
  await expect
    .poll(
      async () => (await page.locator('main .bridal__piece .product-card__price').allTextContents()).length,
    )
    .toBeGreaterThan(1);
  const prices = (await page.locator('main .bridal__piece .product-card__price').allTextContents()).map(
    (text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Kolory' }).click();
  await page.getByRole('checkbox', { name: 'Srebrny' }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Dostępność' }).click();
  await page.getByRole('checkbox', { name: 'Na zamówienie' }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/bridal\?colors=4&availability=MADE_TO_ORDER&sort=price-asc$/);
  await expect(pieces.filter({ hasText: 'Grzebień ślubny Welon' })).toHaveCount(1);
  await expect(pieces.filter({ hasText: 'Kolczyki ślubne Perłowa Rosa' })).toHaveCount(0);
  const chips = page.getByRole('list', { name: 'Aktywne filtry' });
  await expect(chips.getByRole('button')).toHaveText(['Srebrny ×', 'Na zamówienie ×']);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('bridal-page-filters')))!)).toMatchObject(
    {
      selectedColors: [4],
      availability: ['MADE_TO_ORDER'],
      sort: 'price-asc',
    },
  );
  // The jewellery list keeps its own.
  expect(await page.evaluate(() => localStorage.getItem('products-page-filters'))).toBeNull();

  // The next visit without filters in its address restores them.
  await page.goto('/contact');
  await page.goto('/bridal', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/bridal\?colors=4&availability=MADE_TO_ORDER&sort=price-asc$/);
  await expect(pieces.filter({ hasText: 'Grzebień ślubny Welon' })).toHaveCount(1);
  await chips.getByRole('button', { name: 'Usuń filtr: Na zamówienie' }).click();
  await expect(page).toHaveURL(/\/bridal\?colors=4&sort=price-asc$/);
  await expect(pieces.filter({ hasText: 'Kolczyki ślubne Perłowa Rosa' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Usuń filtry' }).click();
  await expect(page).toHaveURL(/\/bridal\?sort=price-asc$/);
  await expect(chips).toBeHidden();

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  const html = await (await request.get('/bridal?colors=4&availability=MADE_TO_ORDER')).text();
  expect(html).toContain('Grzebień ślubny Welon');
  expect(html).not.toContain('Kolczyki ślubne Perłowa Rosa');
});
