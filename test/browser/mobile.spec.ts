import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { ADMIN, expect, logIn, newAccount, registerViaApi, test } from './support/fixtures';

test('on a phone the header keeps 100px, and the side menu opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.height).toBe(100);
  await expect(header.getByRole('navigation')).toBeHidden();
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  // The app moves focus to the first link and keeps the page behind from scrolling.
  await expect(menu.getByRole('link').first()).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeFocused();
  // A tap beside the menu closes it too.
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(menu).toBeVisible();
  await page.mouse.click(380, 400);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('signed in on a phone, the shop’s name stays clear of the header’s tools, and a product’s heart stays round', async ({
  page,
  request,
}) => {
  const account = newAccount('Teresa');
  await registerViaApi(request, account);
  await logIn(page, account.email, account.password);
  const header = page.getByRole('banner');
  for (const width of [412, 390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(header.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
    const name = (await page.locator('.brand__name').boundingBox())!;
    const language = (await header.getByRole('combobox', { name: 'Język' }).boundingBox())!;
    expect([width, name.x + name.width <= language.x]).toEqual([width, true]);
    // The whole name shows: nothing is cut off with an ellipsis at these widths.
    expect(
      await page.locator('.brand__name').evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).toBe(true);
  }
  // Beside a name that takes two lines, the favourite heart keeps its round shape.
  const { products } = await (await request.get('/api/products?limit=100')).json();
  const longest = products.reduce((a: { name: string }, b: { name: string }) =>
    b.name.length > a.name.length ? b : a,
  );
  await page.goto(`/jewellery/${longest.id}`);
  const heart = (await page
    .getByRole('button', { name: `Dodaj ${longest.name} do ulubionych` })
    .boundingBox())!;
  expect(Math.round(heart.width)).toBe(Math.round(heart.height));
});

for (const theme of ['dark', 'light']) {
  test(`home, login, contact, the catalogue and the blog have no serious accessibility violations in the ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const path of [
      '/',
      '/login',
      '/contact',
      '/jewellery',
      '/jewellery/1',
      '/bridal',
      '/blog',
      '/publication/1',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });
}

test.describe('the list at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of ['dark', 'light']) {
    test(`shows two pieces a row, picture first with a readable name and price, and its count, sort and filters (${theme} theme)`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/jewellery?availability=AVAILABLE', { waitUntil: 'networkidle' });
      await expect(page.getByText(/^\d+ produkt(y|ów)?$/)).toBeVisible();
      // The order and the filters are in the sheet behind "Filtry (1)"; the chip stays on the page.
      await page.getByRole('button', { name: 'Filtry (1)' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Filtry' }).getByRole('combobox', { name: 'Sortuj' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Zamknij filtry' }).click();
      await expect(page.getByRole('button', { name: 'Usuń filtr: Dostępne od ręki' })).toBeVisible();
      const cards = page.getByRole('main').getByRole('article');
      const [first, second, third] = await Promise.all(
        [0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!),
      );
      expect(Math.abs(first.y - second.y)).toBeLessThan(2);
      expect(second.x).toBeGreaterThan(first.x + first.width - 1);
      expect(third.y).toBeGreaterThan(first.y + first.height - 1);
      expect(first.width).toBeGreaterThan(150);
      // The picture comes first, then the name and the price, all within the card.
      const picture = (await cards.first().locator('.product-card__media').boundingBox())!;
      const name = cards.first().getByRole('heading');
      const price = cards.first().locator('.product-card__price');
      await expect(name).toBeVisible();
      await expect(price).toBeVisible();
      expect((await name.boundingBox())!.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
      expect(
        Number.parseFloat(await name.evaluate((el) => getComputedStyle(el).fontSize)),
      ).toBeGreaterThanOrEqual(16);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Usuń filtr: Dostępne od ręki' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      await page.screenshot({ path: `test-results/browser/list-phone-${theme}.png` });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(
        results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);
    });
  }
});

test.describe('a piece at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows its name, price and status on the first screen, then the photo with its thumbnails', async ({
    page,
    request,
  }) => {
    const { products } = await (await request.get('/api/products?name=Granatowe')).json();
    await page.goto(`/jewellery/${products[0].id}`);
    for (const part of [
      page.getByRole('heading', { level: 1 }),
      page.getByText(/^760\s?zł/),
      page.locator('.product__price .availability'),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    // In the rating's place a visitor is offered a login that comes back here.
    await expect(
      page.getByRole('link', { name: 'Zaloguj się, aby ocenić ten produkt lub dodać go do ulubionych.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pokaż zdjęcie 2 z 3' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test("the side menu keeps focus inside, and Escape in the colour list gives focus back to its button, a second closes the filters' sheet", async ({
  page,
}) => {
  await page.goto('/jewellery', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link').first()).toBeFocused();
  const stops = (await menu.locator('a[href], button').count()) + 2;
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // In the filters' sheet: Escape closes the colour list first, then the sheet.
  await page.getByRole('button', { name: 'Filtry', exact: true }).click();
  const colours = page.getByRole('dialog', { name: 'Filtry' }).getByRole('button', { name: 'Kolory' });
  await colours.click();
  await page.getByRole('checkbox', { name: 'Złoty' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Złoty' })).toBeHidden();
  await expect(colours).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Filtry' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtry', exact: true })).toBeFocused();
});

test('one word for logging out: the header and the home page both say "Wyloguj się"', async ({
  page,
  request,
}) => {
  const account = newAccount('Wanda');
  await registerViaApi(request, account);
  await logIn(page, account.email, account.password);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Wyloguj się', exact: true }),
  ).toBeAttached();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Wyloguj się', exact: true }),
  ).toBeVisible();
});

test('on a phone the maker types a price the Polish way ("1 250 zł") and it is saved as 1250, not 0', async ({
  page,
}) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/jewellery/create');
  await page.getByLabel('Nazwa (polski)').fill(`Telefon ${Date.now().toString(36)}`);
  await page.getByLabel('Cena (zł)').fill('1 250 zł');
  await page.getByLabel('Opis (polski)').fill('Z telefonu.');
  const buffer = await sharp({
    create: { width: 400, height: 500, channels: 3, background: { r: 30, g: 90, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Dodaj zdjęcia').setInputFiles([{ name: 'p.jpg', mimeType: 'image/jpeg', buffer }]);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zdjęcie 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page).toHaveURL(/\/jewellery\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(((await (await page.request.get(`/api/products/${id}`)).json()) as { price: number }).price).toBe(
    1250,
  );
});

test('on a phone the full-screen photo zooms: a double tap zooms in where tapped and another zooms out; a pinch zooms and a swipe then pans, not steps', async ({
  page,
  request,
}) => {
  const { products } = await (
    await request.get(`/api/products?name=${encodeURIComponent('Turkusowa Laguna')}`)
  ).json();
  await page.goto(`/jewellery/${products[0].id}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Otwórz zdjęcie na pełnym ekranie' }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('1 / 3')).toBeVisible();
  const photo = dialog.getByRole('img');
  await expect(photo).toBeVisible();
  const width = async () => (await photo.boundingBox())!.width;
  const unzoomed = await width();
  const box = (await photo.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await page.touchscreen.tap(centre.x, centre.y);
  await page.waitForTimeout(60);
  await page.touchscreen.tap(centre.x, centre.y);
  await expect.poll(width).toBeGreaterThan(unzoomed * 2);
  // Still open, still the first photo: the taps were a zoom, not a close or a step.
  await expect(dialog.getByText('1 / 3')).toBeVisible();
  await page.touchscreen.tap(centre.x, centre.y);
  await page.waitForTimeout(60);
  await page.touchscreen.tap(centre.x, centre.y);
  await expect.poll(width).toBeLessThan(unzoomed + 1);

  // Two fingers moving apart (Chromium's own touch events).
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
  await touch('touchStart', [
    [centre.x - 30, centre.y],
    [centre.x + 30, centre.y],
  ]);
  for (let step = 1; step <= 5; step += 1)
    await touch('touchMove', [
      [centre.x - 30 - step * 15, centre.y],
      [centre.x + 30 + step * 15, centre.y],
    ]);
  await touch('touchEnd', []);
  await expect.poll(width).toBeGreaterThan(unzoomed * 1.5);
  // A one-finger drag while zoomed moves the photo and stays on it.
  const before = (await photo.boundingBox())!.x;
  await touch('touchStart', [[centre.x, centre.y]]);
  for (let step = 1; step <= 5; step += 1) await touch('touchMove', [[centre.x + step * 12, centre.y]]);
  await touch('touchEnd', []);
  await expect.poll(async () => (await photo.boundingBox())!.x).toBeGreaterThan(before + 20);
  await expect(dialog.getByText('1 / 3')).toBeVisible();
  // The next photo starts unzoomed (stepped with the keyboard: after the emulated pinch, Chromium's own
  // gesture detector sends no click for a tap).
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('2 / 3')).toBeVisible();
  await expect.poll(width).toBeLessThan(unzoomed + 1);
});

test.describe('the address at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('keeps the language chosen on a phone through the menu to a piece, and drops it for Polish', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('combobox', { name: 'Język' }).selectOption('en');
    await expect(page).toHaveURL(/\/\?lang=en$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Jewellery' }).click();
    await expect(page).toHaveURL(/\/jewellery\?lang=en$/);
    await page.locator('.product-card a').first().click();
    await expect(page).toHaveURL(/\/jewellery\/\d+\?lang=en$/);
    await expect(page.locator('.site-header .brand')).toHaveAttribute('href', '/?lang=en');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('pl');
    await expect(page).toHaveURL(/\/jewellery\/\d+$/);
  });
});
