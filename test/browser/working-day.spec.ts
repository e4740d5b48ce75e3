import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, expect, newAccount, registerViaApi, test } from './support/fixtures';

/** The maker's working day: her journeys through the admin screens and the pages she checks, on a phone and a desktop. */

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

/** Accepts the next alert or confirmation and answers its text. */
function nextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))));
}

async function adminToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/login', { data: ADMIN });
  return ((await res.json()) as { token: string }).token;
}

async function signInAsAdmin(page: Page) {
  const token = await adminToken(page);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return token;
}

async function publish(page: Page, title: string) {
  const res = await page.request.post('/api/publications/create', {
    headers: { Authorization: `Bearer ${await adminToken(page)}` },
    data: { title, abstract: `About ${title}`, content: 'Some *words*.', image: '' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A product with two photos, made over spec §7's REST create by the admin. */
async function productWithTwoPhotos(page: Page, name: string, availability = 'AVAILABLE'): Promise<number> {
  const picture = async (rgb: [number, number, number]) =>
    sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).jpeg().toBuffer();
  const res = await page.request.post('/api/products/create', {
    headers: { Authorization: `Bearer ${await adminToken(page)}` },
    multipart: {
      name,
      price: '120',
      description: 'Two photos.',
      descriptionpl: 'Dwa zdjęcia.',
      availability,
      colorIds: '[1]',
      categoryIds: '[1]',
      images: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await picture([200, 40, 50]) },
    },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { product: { id: number } }).product.id;
  // The second photo through the edit path (a multipart form takes one file per field name here).
  const edit = await page.request.put(`/api/products/${id}/edit`, {
    headers: { Authorization: `Bearer ${await adminToken(page)}` },
    multipart: {
      name,
      price: '120',
      description: 'Two photos.',
      colorIds: '[1]',
      categoryIds: '[1]',
      existingImages: JSON.stringify({ id: ((await (await page.request.get(`/api/products/${id}`)).json()) as { images: { id: number }[] }).images[0].id }),
      images: { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await picture([30, 160, 90]) },
    },
  });
  expect(edit.status()).toBe(200);
  return id;
}

const storedPhotos = async (page: Page, id: number) =>
  ((await (await page.request.get(`/api/products/${id}`)).json()) as { images: { id: number }[] }).images.map((image) => image.id);

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to `y` (or as far as the page goes) and waits until the browser is there. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((target) => window.scrollTo(0, Math.min(target, document.documentElement.scrollHeight - window.innerHeight)), y);
  await page.waitForFunction(() => window.scrollY > 0);
  // The position settles once the pictures near it have their size (they reserve it: nothing should move).
  await page.waitForTimeout(200);
  return scrollY(page);
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('a product opened from far down the list starts at its top; back returns to where the list was, after a reload too', async ({ page }) => {
      await page.goto('/jewellery');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(9);
      expect(await scrollTo(page, 1800)).toBeGreaterThan(400);
      // A card in view (the one whose top is nearest the middle of the screen), its name tapped where it is.
      const cards = page.getByRole('main').getByRole('article');
      const index = await cards.evaluateAll((articles) => {
        const middle = window.innerHeight / 2;
        const distances = articles.map((article) => Math.abs(article.getBoundingClientRect().top - middle));
        return distances.indexOf(Math.min(...distances));
      });
      const heading = cards.nth(index).getByRole('heading');
      await heading.scrollIntoViewIfNeeded();
      const listY = await scrollY(page);
      expect(listY).toBeGreaterThan(400);
      const name = (await heading.textContent())!.trim();
      await heading.click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/jewellery\/\d+$/);
      expect(await scrollY(page)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/jewellery$/);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(9);
      await expect.poll(() => scrollY(page)).toBe(listY);

      await page.goForward();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);

      // A reload of the product forgets nothing: back still returns to where the list was.
      await page.reload();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/jewellery$/);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(9);
      await expect.poll(() => scrollY(page)).toBe(listY);
      // Nor does a reload of the list, once the page has come to life again.
      await page.reload();
      // The page has taken scrolling over (it hands it back as it goes) and fetched what it wanted.
      await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
      await page.waitForLoadState('networkidle');
      expect(await scrollY(page)).toBe(listY);
    });

    test('after publishing from the bottom of the form, /blog opens at its top with the new post in view', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/publication/create');
      const title = `Na górze ${size.name} ${Date.now()}`;
      await page.getByLabel('Tytuł (polski)').fill(title);
      await page.getByLabel('Streszczenie (polski)').fill('Nowy wpis.');
      await page.getByLabel('Treść (polski)').fill('Tekst.\n\n'.repeat(40));
      const publishButton = page.getByRole('button', { name: 'Opublikuj' });
      await publishButton.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(0);
      await publishButton.click();
      await expect(page).toHaveURL(/\/blog$/);
      // The one notice, where she is looking after the navigation.
      await expect(page.getByRole('status')).toHaveText('Publikacja została utworzona!');
      await expect(page.getByRole('status')).toBeInViewport();
      const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
      await expect(card).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      await expect(card).toBeInViewport();
    });

    test('an admin deletes a publication from its page after a confirmation; /blog says so and no longer lists it', async ({ page }) => {
      await signInAsAdmin(page);
      const title = `Do usunięcia ${size.name} ${Date.now()}`;
      const id = await publish(page, title);
      const reader = await registerViaApi(page.request, newAccount('Czytelnik'));
      await page.request.post(`/api/publications/${id}/comments`, { headers: { Authorization: `Bearer ${reader.token}` }, data: { content: 'Komentarz, który zniknie' } });
      await page.goto('/blog');
      await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toBeVisible();
      await page.getByRole('main').getByRole('article').filter({ hasText: title }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

      // Dismissed: nothing happens.
      const dismissed = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
      await page.getByRole('button', { name: 'Usuń publikację' }).click();
      expect(await dismissed).toBe('Czy na pewno chcesz usunąć tę publikację?');
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      expect((await page.request.get(`/api/publications/${id}`)).status()).toBe(200);

      const confirmed = nextDialog(page);
      await page.getByRole('button', { name: 'Usuń publikację' }).click();
      expect(await confirmed).toBe('Czy na pewno chcesz usunąć tę publikację?');
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('status').filter({ hasText: 'Publikacja została usunięta.' })).toBeInViewport();
      await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toHaveCount(0);
      expect((await page.request.get(`/api/publications/${id}`)).status()).toBe(404);
      // Its page is gone for everyone, the address says so.
      await page.goBack();
      await expect(page.getByText('Nie udało się pobrać publikacji')).toBeVisible();
    });

    test('an admin deletes a publication from its edit screen, in English', async ({ page }) => {
      await signInAsAdmin(page);
      const title = `Edit then delete ${size.name} ${Date.now()}`;
      const id = await publish(page, title);
      await page.goto(`/publication/${id}/edit?lang=en`);
      await expect(page.getByLabel('Title (Polish)')).toHaveValue(title);
      const confirmed = nextDialog(page);
      await page.getByRole('button', { name: 'Delete publication' }).click();
      expect(await confirmed).toBe('Are you sure you want to delete this publication?');
      await expect(page).toHaveURL(/\/blog(\?lang=en)?$/);
      await expect(page.getByRole('status').filter({ hasText: 'Publication has been deleted.' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toHaveCount(0);
      expect((await page.request.get(`/api/publications/${id}`)).status()).toBe(404);
    });

    test('a visitor or a user on any admin form reads "You have no permission to be here." (a visitor on an edit screen goes to /login, spec §4)', async ({ page }) => {
      const id = await publish(page, `Guarded ${size.name} ${Date.now()}`);
      const message = page.getByRole('heading', { name: 'Nie masz uprawnień, aby tu przebywać.' });
      for (const path of ['/publication/create', '/jewellery/create']) {
        await page.goto(path);
        await expect(message).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
      for (const path of [`/publication/${id}/edit`, '/jewellery/1/edit']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/login$/);
      }
      const user = await registerViaApi(page.request, newAccount('Czytelniczka'));
      await page.addInitScript((value) => localStorage.setItem('token', value), user.token);
      for (const path of ['/publication/create', '/jewellery/create', `/publication/${id}/edit`, '/jewellery/1/edit']) {
        await page.goto(path);
        await expect(message).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
      await page.goto('/publication/create?lang=en');
      await expect(page.getByRole('heading', { name: 'You have no permission to be here.' })).toBeVisible();
    });

    test('"Comments (n)" drops at once when a comment is deleted, and stays right on coming back and on reload', async ({ page }) => {
      await signInAsAdmin(page);
      const id = await publish(page, `Licznik ${size.name} ${Date.now()}`);
      // A reader of her own writes them (comments are limited per user and minute).
      const reader = await registerViaApi(page.request, newAccount('Komentator'));
      for (const content of ['Zostaje', 'Do usunięcia']) {
        const res = await page.request.post(`/api/publications/${id}/comments`, { headers: { Authorization: `Bearer ${reader.token}` }, data: { content } });
        expect(res.status()).toBe(201);
      }
      await page.goto('/blog');
      await page.goto(`/publication/${id}`);
      const heading = page.getByRole('heading', { name: 'Komentarze (2)' });
      await expect(heading).toBeVisible();
      const confirmed = nextDialog(page);
      await page.getByRole('listitem').filter({ hasText: 'Do usunięcia' }).getByRole('button', { name: 'Usuń' }).click();
      await confirmed;
      await expect(page.getByRole('status').filter({ hasText: 'Komentarz został usunięty.' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Komentarze (1)' })).toBeVisible();
      // Back and forward: the page comes from the tab's cache.
      await page.goBack();
      await expect(page).toHaveURL(/\/blog$/);
      await page.goForward();
      await expect(page.getByRole('heading', { name: 'Komentarze (1)' })).toBeVisible();
      await expect(page.getByText('Do usunięcia')).toHaveCount(0);
      // Reloaded: the server's kept page follows too.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Komentarze (1)' })).toBeVisible();
      await expect(page.getByText('Do usunięcia')).toHaveCount(0);
    });

    test('deleting a photo on the edit screen waits for Save: Cancel and "Keep" undo it, Save applies it; leaving with changes asks first', async ({ page }) => {
      await signInAsAdmin(page);
      const id = await productWithTwoPhotos(page, `Szkic ${size.name} ${Date.now()}`);
      const before = await storedPhotos(page, id);
      expect(before).toHaveLength(2);
      const photoCard = (number: number) => page.getByRole('main').getByRole('listitem').filter({ hasText: `Zdjęcie ${number}` });

      await page.goto(`/jewellery/${id}/edit`);
      await expect(photoCard(2)).toBeVisible();
      await photoCard(2).getByRole('button', { name: /^Usuń/ }).click();
      await expect(photoCard(2)).toHaveCount(0);
      await expect(page.getByText('Zostaną usunięte po zapisaniu')).toBeVisible();
      expect(await storedPhotos(page, id)).toEqual(before);
      // "Keep" puts it back where it was.
      await page.getByRole('button', { name: 'Zachowaj zdjęcie 2' }).click();
      await expect(photoCard(2)).toBeVisible();
      await photoCard(2).getByRole('button', { name: /^Usuń/ }).click();

      // Leaving another way asks first; staying keeps the draft.
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await page.getByRole('link', { name: 'Wróć do produktu' }).click();
      await expect.poll(() => asked).toBe('Masz niezapisane zmiany. Czy na pewno chcesz opuścić tę stronę? Zmiany zostaną utracone.');
      await expect(page).toHaveURL(new RegExp(`/jewellery/${id}/edit$`));
      await expect(photoCard(2)).toHaveCount(0);

      // Cancel asks first too (issue 40: it used to discard unasked); leaving discards the draft: the photo is still there.
      let cancelAsked = '';
      page.once('dialog', (dialog) => {
        cancelAsked = dialog.message();
        void dialog.accept();
      });
      await page.getByRole('link', { name: 'Anuluj' }).click();
      await expect.poll(() => cancelAsked).toContain('niezapisane zmiany');
      await expect(page).toHaveURL(/\/jewellery$/);
      expect(await storedPhotos(page, id)).toEqual(before);
      await page.goto(`/jewellery/${id}/edit`);
      await expect(photoCard(2)).toBeVisible();

      // Save applies it.
      await photoCard(2).getByRole('button', { name: /^Usuń/ }).click();
      await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
      await expect(page.getByText('Produkt został zaktualizowany!')).toBeVisible();
      expect(await storedPhotos(page, id)).toEqual([before[0]]);
      // Saved: nothing to ask about.
      await page.getByRole('link', { name: 'Wróć do produktu' }).click();
      await expect(page).toHaveURL(new RegExp(`/jewellery/${id}$`));

      // The browser's own prompt guards a reload or a closed tab with unsaved changes.
      await page.goto(`/jewellery/${id}/edit`);
      await page.getByLabel('Nazwa (polski)').fill('Zmieniona nazwa');
      const unload = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
      await page.close({ runBeforeUnload: true });
      expect(await unload).toBe('beforeunload');
    });

    test('the publication editor asks before leaving with unsaved changes', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/publication/create');
      await page.getByLabel('Tytuł (polski)').fill('Szkic wpisu');
      const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin' });
      const dismissed = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
      await terms.click();
      expect(await dismissed).toBe('Masz niezapisane zmiany. Czy na pewno chcesz opuścić tę stronę? Zmiany zostaną utracone.');
      await expect(page).toHaveURL(/\/publication\/create$/);
      await expect(page.getByLabel('Tytuł (polski)')).toHaveValue('Szkic wpisu');
      const accepted = nextDialog(page);
      await terms.click();
      await accepted;
      await expect(page).toHaveURL(/\/terms$/);
    });

    test('each refusal stands under its field, marked invalid and focused; each attempt replaces the last; the bar stays one line', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/jewellery/create');
      const name = page.getByLabel('Nazwa (polski)');
      const description = page.getByLabel('Opis (polski)');
      const bar = page.locator('.product-form__submit');
      await page.getByRole('button', { name: 'Opublikuj' }).click();
      await expect(bar.getByRole('alert')).toHaveText('Wypełnij wszystkie wymagane pola.');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription('Uzupełnij to pole');
      await expect(description).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toBeFocused();
      await expect(name).toBeInViewport();
      // One line: the bar never covers the fields it points at.
      const height = (await bar.locator('.route-notice').boundingBox())!.height;
      expect(height).toBeLessThan(56);

      await name.fill('Kolczyki Próba');
      await page.getByRole('button', { name: 'Opublikuj' }).click();
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');
      await expect(description).toHaveAttribute('aria-invalid', 'true');
      await expect(description).toBeFocused();
      await expect(description).toBeInViewport();

      await description.fill('Opis.');
      await page.getByRole('button', { name: 'Opublikuj' }).click();
      // The last attempt's answer only.
      await expect(bar.getByRole('alert')).toHaveText('Dodaj co najmniej jedno zdjęcie.');
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(description).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Dodaj zdjęcia')).toHaveAttribute('aria-invalid', 'true');
    });

    test('"Ask about this piece" opens a mail to the contact page\'s address, naming the piece, with its link, in the page\'s language', async ({ page }) => {
      await page.goto('/contact');
      const address = (await page.getByRole('main').getByRole('link', { name: /@/ }).first().textContent())!.trim();
      const name = `Kolczyki Złota Nić ${size.name} ${Date.now()}`;
      const id = await productWithTwoPhotos(page, name);
      const mail = async (button: string) => {
        const href = (await page.getByRole('link', { name: button }).getAttribute('href'))!;
        const url = new URL(href);
        return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
      };
      await page.goto(`/jewellery/${id}`);
      // Issue 38: "Zapytaj o ten produkt" opens the shop's form; the mail app's link stays beside it.
      await expect(page.getByRole('button', { name: 'Zapytaj o ten produkt' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'lub napisz ze swojej aplikacji pocztowej' })).toHaveAttribute('href', /https?%3A%2F%2F/);
      expect(await mail('lub napisz ze swojej aplikacji pocztowej')).toEqual({
        to: address,
        subject: `Pytanie o: ${name} (nr ${id})`,
        body: `Dzień dobry,\n\nmam pytanie o ${name}:\n${new URL(page.url()).origin}/jewellery/${id}\n`,
      });
      await page.goto(`/jewellery/${id}?lang=en`);
      await expect(page.getByRole('button', { name: 'Ask about this piece' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'or write from your mail app' })).toHaveAttribute('href', /https?%3A%2F%2F/);
      expect(await mail('or write from your mail app')).toEqual({
        to: address,
        subject: `Question about: ${name} (no. ${id})`,
        body: `Hello,\n\nI have a question about ${name}:\n${new URL(page.url()).origin}/jewellery/${id}?lang=en\n`,
      });

      const sold = await productWithTwoPhotos(page, `Sprzedane ${size.name} ${Date.now()}`, 'SOLD');
      await page.goto(`/jewellery/${sold}?lang=en`);
      await expect(page.getByRole('button', { name: 'Ask for something like this' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'or write from your mail app' })).toHaveAttribute('href', /https?%3A%2F%2F/);
      expect((await mail('or write from your mail app')).body).toContain('could you make something like Sprzedane');
    });

    test('a gallery photo without alt text is named by the piece and its place, in the page\'s language; the card\'s cover stays decorative', async ({ page }) => {
      const name = `Kolczyki Złota Nić ${size.name} ${Date.now()}`;
      const id = await productWithTwoPhotos(page, name);
      await page.goto(`/jewellery/${id}`);
      const gallery = page.getByRole('group', { name });
      await expect(gallery.getByRole('img', { name: `${name}, zdjęcie 1 z 2` })).toBeVisible();
      await expect(gallery.getByRole('button', { name: `${name}, zdjęcie 1 z 2 Otwórz zdjęcie na pełnym ekranie` })).toBeVisible();
      await gallery.getByRole('button', { name: 'Następne zdjęcie' }).click();
      await expect(gallery.getByRole('img', { name: `${name}, zdjęcie 2 z 2` })).toBeVisible();
      await page.goto(`/jewellery/${id}?lang=en`);
      await expect(page.getByRole('group', { name }).getByRole('img', { name: `${name}, photo 1 of 2` })).toBeVisible();
      await page.goto('/jewellery?lang=en');
      await page.getByRole('searchbox').first().fill(name);
      const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
      await expect(card).toBeVisible();
      await expect(card.locator('img').first()).toHaveAttribute('alt', '');
    });

    test('a text file renamed .jpg is refused at once, named, without a request leaving the browser (product photos and post backgrounds)', async ({ page }) => {
      await signInAsAdmin(page);
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /multipart/.test(request.headers()['content-type'] ?? '')) uploads.push(request.url());
      });
      const text = { name: 'notatki.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Lista zakupów: sutasz, koraliki.') };
      await page.goto('/jewellery/create');
      await page.getByLabel('Dodaj zdjęcia').setInputFiles([text]);
      await expect(page.getByText('notatki.jpg: To nie jest zdjęcie JPEG, PNG, WebP ani AVIF.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zdjęcie 1' })).toHaveCount(0);
      await page.goto('/publication/create');
      await page.getByLabel('Prześlij obraz').setInputFiles([text]);
      await expect(page.getByText('notatki.jpg: Ten plik nie jest obrazem JPEG, PNG, WebP ani AVIF.')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Wybrany obraz' })).toHaveCount(0);
      expect(uploads).toEqual([]);
    });

    test('the preview names a picture that does not load, the page leaves it out; tables, code and quotes are styled', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/publication/create');
      const missing = '/uploads/backgrounds/nie-ma-takiego.webp';
      await page.getByLabel('Treść (polski)').fill(`![Zepsuty](${missing})\n\n| Kolor | Cena |\n|---|---|\n| złoty | 120 zł |\n\n> Cytat\n\nKod \`sutasz\`.`);
      const preview = page.getByRole('region', { name: 'Podgląd' });
      await expect(preview.getByRole('status')).toHaveText(`Ten obraz się nie wczytuje: ${missing}. Sprawdź jego adres albo prześlij go.`);
      await expect(preview.locator('img')).toBeHidden();
      await expect(preview.locator('table')).toBeVisible();
      const cell = await preview.locator('td').first().evaluate((td) => getComputedStyle(td).borderBottomStyle);
      expect(cell).toBe('solid');
      expect(await preview.locator('code').evaluate((code) => getComputedStyle(code).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      expect(await preview.locator('blockquote').evaluate((quote) => getComputedStyle(quote).borderLeftStyle)).toBe('solid');

      const res = await page.request.post('/api/publications/create', {
        headers: { Authorization: `Bearer ${await adminToken(page)}` },
        data: { title: `Obrazy ${size.name} ${Date.now()}`, abstract: 'A', content: `Tekst.\n\n![Zepsuty](${missing})`, image: '' },
      });
      const { id } = (await res.json()) as { id: number };
      await page.goto(`/publication/${id}`);
      await expect(page.locator('.publication__content img')).toHaveClass(/prose__broken/);
      await expect(page.locator('.publication__content img')).toBeHidden();
    });

    test('the fullscreen photo fills the screen, swipes between photos, and closes by its button, a tap beside it or Escape', async ({ page }) => {
      const name = `Pełny ekran ${size.name} ${Date.now()}`;
      const id = await productWithTwoPhotos(page, name);
      await page.goto(`/jewellery/${id}`);
      const gallery = page.getByRole('group', { name });
      await gallery.getByRole('button', { name: /Otwórz zdjęcie na pełnym ekranie/ }).click();
      const overlay = page.getByRole('dialog', { name });
      await expect(overlay).toBeVisible();
      const photo = overlay.getByRole('img', { name: `${name}, zdjęcie 1 z 2` });
      const box = (await photo.boundingBox())!;
      const viewport = page.viewportSize()!;
      // As large as the screen allows: the full width, or the full height (4:5 photos).
      expect(Math.max(box.width / viewport.width, box.height / viewport.height)).toBeGreaterThan(0.97);
      // The close button is its own, above everything (not the header's theme switch).
      const close = overlay.getByRole('button', { name: 'Zamknij' });
      const closeBox = (await close.boundingBox())!;
      expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null, [closeBox.x + closeBox.width / 2, closeBox.y + closeBox.height / 2])).toBe(true);
      // A tap on the photo keeps it open; Escape closes.
      await photo.click();
      await expect(overlay).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
      await gallery.getByRole('button', { name: /Otwórz zdjęcie na pełnym ekranie/ }).click();
      if (size.hasTouch) {
        // A swipe to the left shows the next photo.
        await overlay.evaluate((element) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 });
          element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }));
          element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(100)] }));
        });
        await expect(overlay.getByRole('img', { name: `${name}, zdjęcie 2 z 2` })).toBeVisible();
      }
      await close.click();
      await expect(overlay).toBeHidden();
      // A tap beside the photo closes it too.
      await gallery.getByRole('button', { name: /Otwórz zdjęcie na pełnym ekranie/ }).click();
      await overlay.click({ position: { x: 4, y: viewport.height - 4 } });
      await expect(overlay).toBeHidden();
    });

    test('photos reorder by drag, by the arrow keys on the handle, and "Set as cover"; Save keeps the order', async ({ page }) => {
      await signInAsAdmin(page);
      const id = await productWithTwoPhotos(page, `Kolejność ${size.name} ${Date.now()}`);
      const [first, second] = await storedPhotos(page, id);
      await page.goto(`/jewellery/${id}/edit`);
      const card = (number: number) => page.getByRole('main').getByRole('listitem').filter({ hasText: `Zdjęcie ${number}` });
      const src = async (number: number) => card(number).locator('img').getAttribute('src');
      const a = await src(1);
      const b = await src(2);

      await card(2).getByRole('button', { name: 'Ustaw zdjęcie 2 jako okładkę' }).click();
      await expect.poll(() => src(1)).toBe(b);
      await expect(card(1)).toContainText('Okładka');

      // Dragged by its handle over the first card: back in the first place.
      await card(2).getByRole('button', { name: /^Przeciągnij, aby przesunąć zdjęcie 2/ }).dragTo(card(1).locator('img'));
      await expect.poll(() => src(1)).toBe(a);

      // The arrow keys on the handle move it too.
      await card(1).getByRole('button', { name: /^Przeciągnij, aby przesunąć zdjęcie 1/ }).press('ArrowDown');
      await expect.poll(() => src(1)).toBe(b);

      await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
      await expect(page.getByText('Produkt został zaktualizowany!')).toBeVisible();
      expect(await storedPhotos(page, id)).toEqual([second, first]);
    });

    test('the post\'s picture is "Upload a picture" or "Paste a link", with the chosen one shown and removable', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/publication/create?lang=en');
      await expect(page.getByText('Upload a picture')).toBeVisible();
      const link = page.getByLabel('Or paste a link to a picture');
      await link.fill('/uploads/backgrounds/missing.webp');
      await expect(page.getByRole('img', { name: 'The chosen picture' })).toHaveAttribute('src', '/uploads/backgrounds/missing.webp');
      await page.getByRole('button', { name: 'Remove the picture' }).click();
      await expect(page.getByRole('img', { name: 'The chosen picture' })).toHaveCount(0);
      await expect(link).toHaveValue('');
    });
  });
}
