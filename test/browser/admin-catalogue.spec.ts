import sharp from 'sharp';
import { ADMIN as admin, expect, logIn, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** A real photo as a phone would give it: a plain picture in one colour. */
async function photo(name: string, rgb: [number, number, number]) {
  const buffer = await sharp({
    create: { width: 900, height: 1100, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const photoCard = (page: Page, number: number) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `Photo ${number}` });

async function inEnglish(page: Page) {
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
}

/** One language of a text the maker writes: on a phone its tab is opened first (the interface's language shows at first). */
async function version(page: Page, field: string, language: string) {
  const tab = page.getByRole('tab', { name: `${field}: ${language}` });
  if (await tab.isVisible()) await tab.click();
  return page.getByLabel(`${field} (${language})`);
}

/** The whole job from the browser: create with two photos and colours, edit (recolour, reorder, delete, add), see it listed, delete it. */
async function runCatalogue(page: Page) {
  const name = `Kolczyki Test ${Date.now().toString(36)}`;
  await logIn(page, admin.email, admin.password);
  await inEnglish(page);
  await page.goto('/jewellery');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/jewellery\/create\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  // Spec §5's messages before anything is sent.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').getByText('Please fill in all required fields.')).toBeVisible();
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Price (PLN)').fill('249.50');
  await page.getByLabel('Description (English)').fill('Gold earrings with a red stone.');
  await (await version(page, 'Description', 'Polish')).fill('Złote kolczyki z czerwonym kamieniem.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').getByText('Please upload at least one image.')).toBeVisible();

  await page.getByRole('button', { name: 'Colours' }).click();
  await page.getByRole('checkbox', { name: 'Gold' }).check();
  await page.getByRole('checkbox', { name: 'Red' }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Categories' }).click();
  await page.getByRole('checkbox', { name: 'Earrings' }).check();
  await page.keyboard.press('Escape');
  await page
    .getByLabel('Add photos')
    .setInputFiles([await photo('red.jpg', [200, 30, 40]), await photo('gold.jpg', [210, 170, 60])]);
  await expect(photoCard(page, 2)).toBeVisible();
  await photoCard(page, 1).getByLabel('Colour', { exact: true }).selectOption({ label: 'Red' });
  await photoCard(page, 1).getByLabel('Alt text (English)').fill('Red stone');
  await photoCard(page, 2).getByLabel('Colour', { exact: true }).selectOption({ label: 'Gold' });
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(/\/jewellery\/\d+\?lang=en$/);
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const created = await (
    await page.request.get(`/api/products/${id}`, { headers: { 'Accept-Language': 'en' } })
  ).json();
  expect(created.images.map((image: { color_id: number }) => image.color_id)).toEqual([1, 3]);
  expect(created.images[0].alt_text).toBe('Red stone');

  // Edit: recolour the second photo, move it first, delete the red one, add a new one.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jewellery/${id}/edit\\?lang=en$`));
  await expect(page.getByLabel('Name (English)')).toHaveValue(name);
  await expect(await version(page, 'Description', 'Polish')).toHaveValue(
    'Złote kolczyki z czerwonym kamieniem.',
  );
  await photoCard(page, 2).getByLabel('Colour', { exact: true }).selectOption({ label: 'Turquoise' });
  await page.getByRole('button', { name: 'Move photo 2 up' }).click();
  await expect(photoCard(page, 1).getByLabel('Colour', { exact: true })).toHaveValue('7');
  await photoCard(page, 2)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(photoCard(page, 2)).toHaveCount(0);
  await page.getByLabel('Add new photos').setInputFiles([await photo('ivory.jpg', [240, 230, 210])]);
  await photoCard(page, 2).getByLabel('Colour', { exact: true }).selectOption({ label: 'Ivory' });
  await (await version(page, 'Name', 'English')).fill(`${name} II`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/jewellery/${id}/edit\\?lang=en$`));
  const edited = await (await page.request.get(`/api/products/${id}`)).json();
  expect(edited.images.map((image: { color_id: number }) => image.color_id)).toEqual([7, 11]);
  expect(edited.images[0].id).toBe(created.images[1].id);

  // The list shows the change at once; the card's delete icon asks first, then says it is gone.
  // Cancel goes back to the list inside the app (no reload): what the cache holds must already be the new name.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/jewellery\?lang=en$/);
  const card = page.getByRole('article').filter({ hasText: `${name} II` });
  await expect(card).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this product?');
    void dialog.accept();
  });
  await card.getByRole('button', { name: `Delete ${name} II` }).click();
  await expect(page.getByText('Product has been deleted.')).toBeVisible();
  expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
  // Once the list is left, no list of the app shows the piece any more: back on it, the card is gone.
  const other = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasNotText: 'Product has been deleted.' })
    .first();
  await other.getByRole('heading').click();
  await expect(page).toHaveURL(/\/jewellery\/\d+\?lang=en$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/jewellery\?lang=en$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: `${name} II` })).toHaveCount(0);
  await expect(page.getByText('Product has been deleted.')).toHaveCount(0);
}

test('an admin creates a product with two photos, edits it (recolour, reorder, delete, add) and deletes it from its card', async ({
  page,
}) => {
  await runCatalogue(page);
});

test.describe('on a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the same job works on a phone', async ({ page }) => {
    await runCatalogue(page);
  });
});

test('a visitor without a token is sent to /login from the edit screen; a user sees no permission', async ({
  page,
}) => {
  await page.goto('/jewellery/1/edit?lang=en');
  await expect(page).toHaveURL(/\/login\?lang=en$/);
  await page.goto('/jewellery/create?lang=en');
  await expect(page.getByText('You have no permission to be here.')).toBeVisible();
});

test('a file that is no picture is refused at once by its content, named with its reason, before anything is sent; nothing typed is lost', async ({
  page,
}) => {
  const name = `Broszka Test ${Date.now().toString(36)}`;
  await logIn(page, admin.email, admin.password);
  await page.goto('/jewellery/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy produkt' })).toBeVisible();
  await page.getByLabel('Nazwa (polski)').fill(name);
  await page.getByLabel('Opis (angielski)').fill('A brooch.');
  // A text file dressed as a photo, and a JPEG's first bytes with nothing behind them: the form reads
  // each file's content and refuses them at once, named, before a byte is sent.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /multipart/.test(request.headers()['content-type'] ?? ''))
      uploads.push(request.url());
  });
  await page.getByLabel('Dodaj zdjęcia').setInputFiles([
    await photo('dobre.jpg', [120, 30, 60]),
    { name: 'zdjecie.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<?php echo "not a photo"; ?>') },
    {
      name: 'urwane.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]),
    },
  ]);
  await expect(page.getByText('zdjecie.jpg: To nie jest zdjęcie JPEG, PNG, WebP ani AVIF.')).toBeVisible();
  await expect(
    page.getByText('urwane.jpg: Nie da się odczytać tego zdjęcia; plik może być uszkodzony.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zdjęcie 1' })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zdjęcie 2' })).toHaveCount(0);
  expect(uploads).toEqual([]);
  await expect(page.getByLabel('Nazwa (polski)')).toHaveValue(name);
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page).toHaveURL(/\/jewellery\/\d+$/);
  await expect(page.getByText('Produkt został dodany!')).toBeVisible();
});
