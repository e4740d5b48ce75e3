import { expect, test } from './support/fixtures';

// The demo catalogue (server/src/products/demo/catalogue.ts): 34 pieces; colour 7 is turquoise, category 2 necklaces.
const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article');

test('the list pages by 9, filters by colour and category, keeps the filters in the URL and restores them on the next visit', async ({ page }) => {
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
  await page.goto('/jewellery?categories=2');
  await expect(cards(page).first()).toContainText('Naszyjniki');
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(cards(page).first()).toContainText('Necklaces');
  await expect(page.getByRole('button', { name: 'Colours' })).toBeVisible();
});

test('a product page steps through its gallery, opens it full screen and closes it with Escape', async ({ page }) => {
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

test('a product page arrives rendered with its name, price, first image and its own head', async ({ request }) => {
  const list = await (await request.get('/api/products?name=turkusowa')).json();
  const product = list.products[0];
  const html = await (await request.get(`/jewellery/${product.id}`)).text();
  expect(html).toContain(`<title>${product.name} · Soutache Studio</title>`);
  expect(html).toMatch(/690\s?zł/); // Intl writes a no-break space
  expect(html).toContain(product.images[0].image_url);
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${product.images[0].image_url}"`));
  const unknown = await request.get('/jewellery/999999');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Nie udało się pobrać produktu');
});
