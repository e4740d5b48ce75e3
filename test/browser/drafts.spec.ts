import sharp from 'sharp';
import { ADMIN as admin, expect, logIn, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** The maker never loses a draft. */

async function photo(name: string, rgb: [number, number, number]) {
  const buffer = await sharp({
    create: { width: 600, height: 700, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function toLanguage(page: Page, language: 'en' | 'pl') {
  const select = page.getByRole('combobox', { name: language === 'en' ? 'Język' : 'Language' });
  await select.selectOption(language);
  await expect(page.getByRole('combobox', { name: language === 'en' ? 'Language' : 'Język' })).toBeVisible();
}

/** A field of a bilingual pair, filled as she would: on a phone its language is a tab away (bilingual-field.tsx). */
async function fillVersion(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  if (!(await field.isVisible()))
    await page.locator(`[role="tab"][aria-controls="${await field.getAttribute('id')}-panel"]`).click();
  await field.fill(value);
}

const apiProduct = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/products/${id}`)).json()) as { price: number; name: string };

/** A new product through the Polish form with the price as she writes it; answers its id. */
async function createInPolish(page: Page, name: string, price: string) {
  await page.goto('/jewellery/create');
  await page.getByLabel('Nazwa (polski)').fill(name);
  await page.getByLabel('Cena (zł)').fill(price);
  await page.getByLabel('Opis (polski)').fill('Kolczyki z sutaszu.');
  await page.getByLabel('Dodaj zdjęcia').setInputFiles([await photo('a.jpg', [180, 40, 60])]);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zdjęcie 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page).toHaveURL(/\/jewellery\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test.describe('prices written the Polish or the English way', () => {
  test('the Polish form saves "1 250 zł" and "349,50" right, shows 349,50 back and refuses what it cannot read', async ({
    page,
  }) => {
    await logIn(page, admin.email, admin.password);
    const id = await createInPolish(page, `Cena ${Date.now().toString(36)}`, '1 250 zł');
    expect((await apiProduct(page, id)).price).toBe(1250);

    await page.goto(`/jewellery/${id}/edit`);
    const price = page.getByLabel('Cena (zł)');
    await expect(price).toHaveValue('1250');
    await price.fill('349,50');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByText('Produkt został zaktualizowany!')).toBeVisible();
    expect((await apiProduct(page, id)).price).toBe(349.5);
    await expect(page.getByLabel('Cena (zł)')).toHaveValue('349,50');

    // Unreadable: refused at the field, nothing saved (never 0).
    await page.getByLabel('Cena (zł)').fill('trzysta');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByLabel('Cena (zł)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Cena (zł)')).toHaveAccessibleDescription(
      'Podaj cenę, np. 1250 albo 349,50',
    );
    expect((await apiProduct(page, id)).price).toBe(349.5);
    await page.getByLabel('Cena (zł)').fill('1.250,00');
    await expect(page.getByLabel('Cena (zł)')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByText('Produkt został zaktualizowany!')).toBeVisible();
    expect((await apiProduct(page, id)).price).toBe(1250);
  });

  test('the English form reads "1,250.00" and "1.250,00" alike and refuses a price it cannot read', async ({
    page,
  }) => {
    await logIn(page, admin.email, admin.password);
    const id = await createInPolish(page, `Price ${Date.now().toString(36)}`, '349,50');
    expect((await apiProduct(page, id)).price).toBe(349.5);
    await toLanguage(page, 'en');
    await page.goto(`/jewellery/${id}/edit?lang=en`);
    await expect(page.getByLabel('Price (PLN)')).toHaveValue('349.50');
    await page.getByLabel('Price (PLN)').fill('12 dollars');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Price (PLN)')).toHaveAccessibleDescription(
      'Give a price, e.g. 1250 or 349.50',
    );
    await page.getByLabel('Price (PLN)').fill('1,250.00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    expect((await apiProduct(page, id)).price).toBe(1250);
  });
});

test.describe('a language or theme switch keeps an unsaved form', () => {
  test('a new product with typed fields and a chosen photo keeps them all from English to Polish, and its scroll position', async ({
    page,
  }) => {
    await logIn(page, admin.email, admin.password);
    await toLanguage(page, 'en');
    await page.goto('/jewellery/create');
    await page.getByLabel('Name (English)').fill('Autumn earrings');
    await page.getByLabel('Price (PLN)').fill('1 250');
    await page.getByLabel('Description (English)').fill('Rust and gold soutache.');
    await page.getByLabel('Add photos').setInputFiles([await photo('rust.jpg', [170, 80, 40])]);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Photo 1' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Photo 1' })
      .getByLabel('Alt text (English)')
      .fill('Rust earrings');
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 100);
    const scrolled = await page.evaluate(() => window.scrollY);

    await toLanguage(page, 'pl');
    await expect(page.getByRole('heading', { level: 1, name: 'Nowy produkt' })).toBeVisible();
    await expect(page.getByLabel('Nazwa (angielski)')).toHaveValue('Autumn earrings');
    await expect(page.getByLabel('Cena (zł)')).toHaveValue('1 250');
    await expect(page.getByLabel('Opis (angielski)')).toHaveValue('Rust and gold soutache.');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zdjęcie 1' });
    await expect(card).toBeVisible();
    await expect(card.getByLabel('Tekst alternatywny (angielski)')).toHaveValue('Rust earrings');
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);

    // The theme too only repaints.
    await page.getByRole('button', { name: 'Przełącz motyw' }).click();
    await expect(page.getByLabel('Nazwa (angielski)')).toHaveValue('Autumn earrings');
    await expect(card).toBeVisible();
  });

  test('an edit keeps a typed price from English to Polish', async ({ page }) => {
    await logIn(page, admin.email, admin.password);
    const id = await createInPolish(page, `Edycja ${Date.now().toString(36)}`, '100');
    // A fresh page in English: the Polish admin texts are not there yet.
    await toLanguage(page, 'en');
    await page.goto(`/jewellery/${id}/edit`);
    await page.getByLabel('Price (PLN)').fill('480.50');
    await toLanguage(page, 'pl');
    await expect(page.getByRole('heading', { level: 1, name: 'Edycja produktu' })).toBeVisible();
    await expect(page.getByLabel('Cena (zł)')).toHaveValue('480.50');
  });

  test('a new post keeps its texts from English to Polish', async ({ page }) => {
    await logIn(page, admin.email, admin.password);
    await toLanguage(page, 'en');
    await page.goto('/publication/create');
    await page.getByLabel('Title (English)').fill('Autumn notes');
    await page.getByLabel('Abstract (English)').fill('What autumn brings.');
    await page.getByLabel('Content (English)').fill('## Colours\n\nRust and gold.');
    await toLanguage(page, 'pl');
    await expect(page.getByRole('heading', { level: 1, name: 'Nowa publikacja' })).toBeVisible();
    await expect(page.getByLabel('Tytuł (angielski)')).toHaveValue('Autumn notes');
    await expect(page.getByLabel('Streszczenie (angielski)')).toHaveValue('What autumn brings.');
    await expect(page.getByLabel('Treść (angielski)')).toHaveValue('## Colours\n\nRust and gold.');
  });
});

test.describe('nothing typed is lost on the way', () => {
  test('logging out with unsaved changes asks first: Stay keeps the session and the draft, Leave logs out', async ({
    page,
  }) => {
    await logIn(page, admin.email, admin.password);
    await page.goto('/jewellery/create');
    await page.getByLabel('Nazwa (polski)').fill('Szkic naszyjnika');
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await expect.poll(() => asked).toContain('niezapisane zmiany');
    await expect(page.getByLabel('Nazwa (polski)')).toHaveValue('Szkic naszyjnika');
    await expect(page.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => /token/i.test(key) && localStorage.getItem(key)),
      ),
    ).toBe(true);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await expect(page.getByRole('button', { name: 'Wyloguj' })).toHaveCount(0);
  });

  test('"fill in all required fields" goes once the fields it names are filled, on a product and a post', async ({
    page,
  }) => {
    await logIn(page, admin.email, admin.password);
    await page.goto('/jewellery/create');
    await page.getByRole('button', { name: 'Opublikuj' }).click();
    const refusal = page.getByRole('alert').getByText('Wypełnij wszystkie wymagane pola.');
    await expect(refusal).toBeVisible();
    await page.getByLabel('Nazwa (polski)').fill('Bransoletka');
    // The description is still missing: the refusal stays.
    await expect(refusal).toBeVisible();
    await page.getByLabel('Opis (polski)').fill('Z sutaszu.');
    await expect(refusal).toHaveCount(0);

    await page.goto('/publication/create');
    await page.getByRole('button', { name: 'Opublikuj' }).click();
    const postRefusal = page.getByText('Wypełnij wszystkie wymagane pola.');
    await expect(postRefusal).toBeVisible();
    await page.getByLabel('Tytuł (polski)').fill('Tytuł');
    await page.getByLabel('Streszczenie (polski)').fill('Streszczenie');
    await expect(postRefusal).toBeVisible();
    await fillVersion(page, 'Treść (angielski)', 'Content');
    await expect(postRefusal).toHaveCount(0);
    await expect(page.getByLabel('Treść (polski)')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a new photo removed before Save can be kept, as a stored one can', async ({ page }) => {
    await logIn(page, admin.email, admin.password);
    await page.goto('/jewellery/create');
    await page
      .getByLabel('Dodaj zdjęcia')
      .setInputFiles([await photo('a.jpg', [20, 120, 160]), await photo('b.jpg', [200, 200, 40])]);
    const second = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zdjęcie 2' });
    await expect(second).toBeVisible();
    await second.getByRole('button', { name: /^Usuń/ }).click();
    await expect(second).toHaveCount(0);
    await page.getByRole('button', { name: 'Zachowaj zdjęcie 2' }).click();
    await expect(second).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zachowaj zdjęcie 2' })).toHaveCount(0);
  });
});

test.describe('drafts: seen by admins only until published', () => {
  test('a piece saved as a draft is marked on its page, listed under Drafts, absent for visitors, and published from its edit screen', async ({
    page,
  }) => {
    await logIn(page, admin.email, admin.password);
    const name = `Szkic ${Date.now().toString(36)}`;
    await page.goto('/jewellery/create');
    await page.getByLabel('Nazwa (polski)').fill(name);
    await page.getByLabel('Cena (zł)').fill('350');
    await page.getByLabel('Opis (polski)').fill('Jeszcze nie gotowe.');
    await page.getByLabel('Dodaj zdjęcia').setInputFiles([await photo('d.jpg', [90, 40, 120])]);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zdjęcie 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Zapisz jako szkic' }).click();
    await expect(page).toHaveURL(/\/jewellery\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByText('Szkic, widzisz go tylko ty')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // A visitor: no such piece, on the API or the page.
    expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
    expect((await page.request.get(`/jewellery/${id}`)).status()).toBe(404);
    // The maker opening its address directly (a reload, a new tab) gets the page rendered for a visitor, then hers.
    await page.goto(`/jewellery/${id}`);
    await expect(page.getByText('Szkic, widzisz go tylko ty')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto('/admin');
    const drafts = page.getByRole('region', { name: 'Szkice' });
    await expect(drafts.getByRole('link', { name })).toBeVisible();

    await page.goto(`/jewellery/${id}/edit`);
    await expect(page.getByRole('button', { name: 'Wróć do szkicu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Opublikuj' }).click();
    await expect(page.getByRole('button', { name: 'Wróć do szkicu' })).toBeVisible();
    // The message names the change, not a plain "updated".
    await expect(page.getByText('Opublikowano: teraz widzą to wszyscy.')).toBeVisible();
    await expect(page.getByText('Produkt został zaktualizowany!')).toHaveCount(0);
    expect((await page.request.get(`/api/products/${id}`)).status()).toBe(200);
    await page.getByRole('button', { name: 'Wróć do szkicu' }).click();
    await expect(page.getByRole('button', { name: 'Opublikuj' })).toBeVisible();
    await expect(page.getByText('Z powrotem szkic: teraz widzą go tylko administratorzy.')).toBeVisible();
    expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
  });

  test('a post saved as a draft (in English) goes to its own page as a piece does, is listed marked on her /blog and under Drafts, never for visitors, and is published from its edit screen', async ({
    page,
    browser,
  }) => {
    await logIn(page, admin.email, admin.password);
    await toLanguage(page, 'en');
    const title = `Draft post ${Date.now().toString(36)}`;
    await page.goto('/publication/create');
    await page.getByLabel('Title (English)').fill(title);
    await page.getByLabel('Abstract (English)').fill('Not yet.');
    await page.getByLabel('Content (English)').fill('Soon.');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page).toHaveURL(/\/publication\/\d+\?lang=en$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await expect(page.getByText('Draft, only you can see this')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Her /blog lists it apart, marked; the index itself does not.
    await page.goto('/blog?lang=en');
    const drafts = page.getByRole('region', { name: 'Drafts' });
    await expect(drafts.getByRole('article').filter({ hasText: title })).toContainText(
      'Draft, only you can see this',
    );
    await expect(page.locator('.blog > .card-grid').getByText(title)).toHaveCount(0);
    // A visitor's /blog: neither the post nor the section.
    const visitor = await browser.newPage();
    await visitor.goto('/blog?lang=en', { waitUntil: 'networkidle' });
    await expect(visitor.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    await expect(visitor.getByRole('region', { name: 'Drafts' })).toHaveCount(0);
    await visitor.close();

    await page.goto('/admin');
    await expect(
      page.getByRole('region', { name: 'Drafts' }).getByRole('link', { name: title }),
    ).toBeVisible();
    expect((await page.request.get(`/api/publications/${id}`)).status()).toBe(404);
    await page.goto(`/publication/${id}`);
    await expect(page.getByText('Draft, only you can see this')).toBeVisible();
    await page.goto(`/publication/${id}/edit`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/blog\?lang=en$/);
    await expect(page.getByText('Published: everyone can see it now.')).toBeVisible();
    await expect(page.getByText('Publication updated successfully!')).toHaveCount(0);
    expect((await page.request.get(`/api/publications/${id}`)).status()).toBe(200);
    // After the save, /blog links to the post.
    await page.getByRole('link', { name: 'See the post' }).click();
    await expect(page).toHaveURL(new RegExp(`/publication/${id}\\?lang=en$`));
    await expect(page.getByText('Draft, only you can see this')).toHaveCount(0);
  });
});

test('Cancel on a product edit asks first when anything is unsaved: Stay keeps the draft, Leave goes to the list', async ({
  page,
}) => {
  await logIn(page, admin.email, admin.password);
  const id = await createInPolish(page, `Anuluj ${Date.now().toString(36)}`, '200');
  await page.goto(`/jewellery/${id}/edit`);
  await page.getByLabel('Cena (zł)').fill('210');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('link', { name: 'Anuluj' }).click();
  await expect(page).toHaveURL(new RegExp(`/jewellery/${id}/edit$`));
  await expect(page.getByLabel('Cena (zł)')).toHaveValue('210');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Anuluj' }).click();
  await expect(page).toHaveURL(/\/jewellery$/);
  expect((await apiProduct(page, id)).price).toBe(200);
});

test('an edit opened from the translations list offers "Back to translations", to the item she left, on a piece and a post', async ({
  page,
}) => {
  await logIn(page, admin.email, admin.password);
  // A post written in Polish only: it is listed with its English gaps.
  const title = `Tylko po polsku ${Date.now().toString(36)}`;
  await page.goto('/publication/create');
  await page.getByLabel('Tytuł (polski)').fill(title);
  await page.getByLabel('Streszczenie (polski)').fill('Krótko.');
  await page.getByLabel('Treść (polski)').fill('Treść.');
  await page.getByRole('button', { name: 'Opublikuj', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto('/admin/translations');
  const piece = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Spinka Nocny Motyl' }) });
  await piece.getByRole('link', { name: 'Nazwa po angielsku' }).click();
  await expect(page).toHaveURL(/\/jewellery\/\d+\/edit#name-en$/);
  const id = Number(new URL(page.url()).pathname.split('/')[2]);
  await expect(page.getByRole('link', { name: 'Wróć do produktu' })).toBeVisible();
  // A save keeps the way back.
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Produkt został zaktualizowany!')).toBeVisible();
  await page.getByRole('link', { name: 'Wróć do tłumaczeń' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/translations#gap-PRODUCT-${id}$`));
  await expect(piece).toBeInViewport();
  await expect(piece.getByRole('heading').getByRole('link')).toBeFocused();

  // Opened from anywhere else, the edit screen offers only the way back to the piece.
  await page.goto(`/jewellery/${id}/edit`);
  await expect(page.getByRole('link', { name: 'Wróć do produktu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do tłumaczeń' })).toHaveCount(0);

  // A post: its form offers the way back, and so does /blog after the save, beside the link to the post.
  await page.goto('/admin/translations');
  const post = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await post.getByRole('link', { name: 'Tytuł po angielsku' }).click();
  await expect(page).toHaveURL(/\/publication\/\d+\/edit#title-en$/);
  const postId = Number(new URL(page.url()).pathname.split('/')[2]);
  await expect(page.getByRole('link', { name: 'Wróć do tłumaczeń' })).toBeVisible();
  await page.getByLabel('Tytuł (angielski)').fill('Polish only no more');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('link', { name: 'Zobacz wpis' })).toBeVisible();
  await page.getByRole('link', { name: 'Wróć do tłumaczeń' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/translations#gap-PUBLICATION-${postId}$`));
  await expect(post.getByRole('link', { name: 'Tytuł po angielsku' })).toHaveCount(0);
  await expect(post.getByRole('link', { name: 'Streszczenie po angielsku' })).toBeInViewport();
});

test('a post is previewed in both languages: side by side on a desktop, as tabs on a phone', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'goes from a desktop to a phone itself');
  await logIn(page, admin.email, admin.password);
  await page.goto('/publication/create');
  await page.getByLabel('Treść (polski)').fill('## Jesień\n\nKolory **rdzy**.');
  await page.getByLabel('Treść (angielski)').fill('## Autumn\n\nColours of **rust**.');
  const preview = page.getByRole('region', { name: 'Podgląd' });
  const polish = preview.getByRole('tabpanel', { name: 'polski' });
  const english = preview.getByRole('tabpanel', { name: 'angielski' });
  await expect(polish.getByRole('heading', { level: 2, name: 'Jesień' })).toBeVisible();
  await expect(english.getByRole('heading', { level: 2, name: 'Autumn' })).toBeVisible();
  await expect(english.locator('.prose')).toHaveAttribute('lang', 'en');
  const [left, right] = [await polish.boundingBox(), await english.boundingBox()];
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
  // No tabs on a desktop: both are shown.
  await expect(preview.getByRole('tab')).toHaveCount(0);

  // A phone: one language at a time, the interface's first, the other a tab away; what was typed stays.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(polish.getByRole('heading', { level: 2, name: 'Jesień' })).toBeVisible();
  await expect(english).toBeHidden();
  await preview.getByRole('tab', { name: 'angielski', exact: true }).click();
  await expect(english.getByRole('heading', { level: 2, name: 'Autumn' })).toBeVisible();
  await expect(polish).toBeHidden();
  await expect(preview.getByRole('tab', { name: 'angielski', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a piece and a post given a later publish time are listed as scheduled, hidden from visitors until then, and public once the time is cleared', async ({
  page,
}) => {
  await logIn(page, admin.email, admin.password);
  const name = `Zaplanowany ${Date.now().toString(36)}`;
  await page.goto('/jewellery/create');
  await page.getByLabel('Nazwa (polski)').fill(name);
  await page.getByLabel('Cena (zł)').fill('420');
  await page.getByLabel('Opis (polski)').fill('Na grudzień.');
  await page.getByLabel('Dodaj zdjęcia').setInputFiles([await photo('s.jpg', [40, 90, 120])]);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zdjęcie 1' })).toBeVisible();
  await page.getByLabel('Opublikuj później (opcjonalnie)').fill('2099-12-01T09:00');
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page).toHaveURL(/\/jewellery\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(
    page.getByText(
      'Zaplanowano na 1 grudnia 2099, 09:00. Do tego czasu widzą go tylko administratorzy, potem wszyscy.',
    ),
  ).toBeVisible();
  expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
  // Its page, for her: marked as scheduled (opened directly too).
  await expect(page.getByText('Zaplanowane, do publikacji widzisz to tylko ty')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Zaplanowane, do publikacji widzisz to tylko ty')).toBeVisible();

  await page.goto('/admin');
  const drafts = page.getByRole('region', { name: 'Szkice' });
  await expect(drafts.getByRole('listitem').filter({ hasText: name })).toContainText(
    'zaplanowane na 1 grudnia 2099, 09:00',
  );

  await page.goto(`/jewellery/${id}/edit`);
  const when = page.getByLabel('Opublikuj później (opcjonalnie)');
  await expect(when).toHaveValue('2099-12-01T09:00');
  await when.fill('');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Produkt został zaktualizowany!')).toBeVisible();
  expect((await page.request.get(`/api/products/${id}`)).status()).toBe(200);

  // A post, in English.
  await toLanguage(page, 'en');
  const title = `Scheduled post ${Date.now().toString(36)}`;
  await page.goto('/publication/create');
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Abstract (English)').fill('In December.');
  await page.getByLabel('Content (English)').fill('Soon.');
  await page.getByLabel('Publish later (optional)').fill('2099-12-01T09:00');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?lang=en$/);
  await expect(
    page.getByText('Scheduled for 1 December 2099, 09:00. Only admins see it until then, then everyone.'),
  ).toBeVisible();
  // Hers among the drafts above the index, marked; not in the index visitors read.
  await expect(
    page.getByRole('region', { name: 'Drafts' }).getByRole('article').filter({ hasText: title }),
  ).toContainText('Scheduled, only you can see this until it goes public');
  await expect(page.locator('.blog > .card-grid').getByText(title)).toHaveCount(0);
  await page.goto('/admin');
  await expect(
    page.getByRole('region', { name: 'Drafts' }).getByRole('listitem').filter({ hasText: title }),
  ).toContainText('scheduled for 1 December 2099, 09:00');
});
