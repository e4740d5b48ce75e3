import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The catalogue's first screen on a 390 × 844 phone (the phone project) shows the first row of cards: the
// search box and a "Filters (2)" button in one row, the filters in a sheet; a 1440 × 900 desktop (the
// desktop project) keeps them in the row.

test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }),
});

/** The first row of cards (two on a phone) lies wholly within the first screen, without scrolling. */
async function expectFirstRowInView(page: Page) {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const index of [0, 1]) {
    const box = (await cards.nth(index).boundingBox())!;
    expect([index, box.y + box.height <= 844]).toEqual([index, true]);
  }
  // Two a row.
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(second.y).toBe(first.y);
}

test('on a phone the first row of cards shows without scrolling, with and without filters, and the filters open as a sheet', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone journey');
  await page.goto('/jewellery', { waitUntil: 'networkidle' });
  await expect(page.getByRole('searchbox', { name: 'Szukaj po nazwie' })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Filtry', exact: true });
  await expect(opener).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kolory' })).toBeHidden();
  await expectFirstRowInView(page);

  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Filtry' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Kolory' })).toBeFocused();
  await sheet.getByRole('button', { name: 'Kolory' }).click();
  await sheet.getByRole('checkbox', { name: 'Czerwony' }).check();
  await sheet.getByRole('checkbox', { name: 'Bordowy' }).check();
  await expect(page).toHaveURL(/colors=/);
  // The button names what the list now holds, as the count under the row says.
  const count = page.getByText(/^\d+ produkt/);
  await expect(count).toBeVisible();
  const found = Number((await count.textContent())!.split(' ')[0]);
  expect(found).toBeLessThan(34);
  await sheet.getByRole('button', { name: `Pokaż ${found} szt.` }).click();
  await expect(sheet).toBeHidden();
  const chosen = page.getByRole('button', { name: 'Filtry (2)' });
  await expect(chosen).toBeFocused();
  await expectFirstRowInView(page);

  // The same on a fresh visit to the filtered list; Escape and a tap beside the sheet close it too.
  await page.goto('/jewellery?colors=1,2', { waitUntil: 'networkidle' });
  await expectFirstRowInView(page);
  await chosen.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(chosen).toBeFocused();
  await chosen.click();
  await page.mouse.click(200, 60);
  await expect(sheet).toBeHidden();
});

test('in English the sheet says "Filters (1)" and "Show N pieces"', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone journey');
  await page.goto('/jewellery?lang=en&availability=AVAILABLE', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('button', { name: /^Show \d+ pieces?$/ })).toBeVisible();
});

test('on a desktop the filters and the order stay in the row, with no sheet', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop layout');
  await page.goto('/jewellery', { waitUntil: 'networkidle' });
  const search = page.getByRole('search');
  for (const name of ['Kolory', 'Kategorie', 'Dostępność'])
    await expect(search.getByRole('button', { name })).toBeVisible();
  await expect(search.getByRole('combobox', { name: 'Sortuj' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filtry/ })).toBeHidden();
  const row = [
    (await search.getByRole('searchbox').boundingBox())!,
    (await search.getByRole('button', { name: 'Dostępność' }).boundingBox())!,
  ];
  expect(Math.abs(row[0].y + row[0].height / 2 - (row[1].y + row[1].height / 2))).toBeLessThan(2);
});
