import { expect, newAccount, registerViaApi, test } from './support/fixtures';
import {
  SIZES,
  nextDialog,
  signInAsAdmin,
  publish,
  productWithTwoPhotos,
  storedPhotos,
  scrollY,
  scrollTo,
} from './support/working-day';

/** The maker's working day: her journeys through the admin screens and the pages she checks, on a phone and a desktop. */

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('a product opened from far down the list starts at its top; back returns to where the list was, after a reload too', async ({
      page,
    }) => {
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

    test('after publishing from the bottom of the form, /blog opens at its top with the new post in view', async ({
      page,
    }) => {
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

    test('an admin deletes a publication from its page after a confirmation; /blog says so and no longer lists it', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      const title = `Do usunięcia ${size.name} ${Date.now()}`;
      const id = await publish(page, title);
      const reader = await registerViaApi(page.request, newAccount('Czytelnik'));
      await page.request.post(`/api/publications/${id}/comments`, {
        headers: { Authorization: `Bearer ${reader.token}` },
        data: { content: 'Komentarz, który zniknie' },
      });
      await page.goto('/blog');
      await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toBeVisible();
      await page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: title })
        .getByRole('link')
        .first()
        .click();
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

      // Dismissed: nothing happens.
      const dismissed = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))),
      );
      await page.getByRole('button', { name: 'Usuń publikację' }).click();
      expect(await dismissed).toBe('Czy na pewno chcesz usunąć tę publikację?');
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      expect((await page.request.get(`/api/publications/${id}`)).status()).toBe(200);

      const confirmed = nextDialog(page);
      await page.getByRole('button', { name: 'Usuń publikację' }).click();
      expect(await confirmed).toBe('Czy na pewno chcesz usunąć tę publikację?');
      await expect(page).toHaveURL(/\/blog$/);
      await expect(
        page.getByRole('status').filter({ hasText: 'Publikacja została usunięta.' }),
      ).toBeInViewport();
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
      await expect(
        page.getByRole('status').filter({ hasText: 'Publication has been deleted.' }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toHaveCount(0);
      expect((await page.request.get(`/api/publications/${id}`)).status()).toBe(404);
    });

    test('a visitor or a user on any admin form reads "You have no permission to be here." (a visitor on an edit screen goes to /login, spec §4)', async ({
      page,
    }) => {
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
      for (const path of [
        '/publication/create',
        '/jewellery/create',
        `/publication/${id}/edit`,
        '/jewellery/1/edit',
      ]) {
        await page.goto(path);
        await expect(message).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
      await page.goto('/publication/create?lang=en');
      await expect(page.getByRole('heading', { name: 'You have no permission to be here.' })).toBeVisible();
    });

    test('"Comments (n)" drops at once when a comment is deleted, and stays right on coming back and on reload', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      const id = await publish(page, `Licznik ${size.name} ${Date.now()}`);
      // A reader of her own writes them (comments are limited per user and minute).
      const reader = await registerViaApi(page.request, newAccount('Komentator'));
      for (const content of ['Zostaje', 'Do usunięcia']) {
        const res = await page.request.post(`/api/publications/${id}/comments`, {
          headers: { Authorization: `Bearer ${reader.token}` },
          data: { content },
        });
        expect(res.status()).toBe(201);
      }
      await page.goto('/blog');
      await page.goto(`/publication/${id}`);
      const heading = page.getByRole('heading', { name: 'Komentarze (2)' });
      await expect(heading).toBeVisible();
      const confirmed = nextDialog(page);
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Do usunięcia' })
        .getByRole('button', { name: 'Usuń' })
        .click();
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

    test('deleting a photo on the edit screen waits for Save: Cancel and "Keep" undo it, Save applies it; leaving with changes asks first', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      const id = await productWithTwoPhotos(page, `Szkic ${size.name} ${Date.now()}`);
      const before = await storedPhotos(page, id);
      expect(before).toHaveLength(2);
      const photoCard = (number: number) =>
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: `Zdjęcie ${number}` });

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
      await expect
        .poll(() => asked)
        .toBe('Masz niezapisane zmiany. Czy na pewno chcesz opuścić tę stronę? Zmiany zostaną utracone.');
      await expect(page).toHaveURL(new RegExp(`/jewellery/${id}/edit$`));
      await expect(photoCard(2)).toHaveCount(0);

      // Cancel asks first too (it used to discard unasked); leaving discards the draft: the photo is still there.
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
      const unload = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
      );
      await page.close({ runBeforeUnload: true });
      expect(await unload).toBe('beforeunload');
    });

    test('the publication editor asks before leaving with unsaved changes', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/publication/create');
      await page.getByLabel('Tytuł (polski)').fill('Szkic wpisu');
      const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin' });
      const dismissed = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))),
      );
      await terms.click();
      expect(await dismissed).toBe(
        'Masz niezapisane zmiany. Czy na pewno chcesz opuścić tę stronę? Zmiany zostaną utracone.',
      );
      await expect(page).toHaveURL(/\/publication\/create$/);
      await expect(page.getByLabel('Tytuł (polski)')).toHaveValue('Szkic wpisu');
      const accepted = nextDialog(page);
      await terms.click();
      await accepted;
      await expect(page).toHaveURL(/\/terms$/);
    });

    test('each refusal stands under its field, marked invalid and focused; each attempt replaces the last; the bar stays one line', async ({
      page,
    }) => {
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

    test('"Ask about this piece" opens a mail to the contact page\'s address, naming the piece, with its link, in the page\'s language', async ({
      page,
    }) => {
      await page.goto('/contact');
      const address = (await page
        .getByRole('main')
        .getByRole('link', { name: /@/ })
        .first()
        .textContent())!.trim();
      const name = `Kolczyki Złota Nić ${size.name} ${Date.now()}`;
      const id = await productWithTwoPhotos(page, name);
      const mail = async (button: string) => {
        const href = (await page.getByRole('link', { name: button }).getAttribute('href'))!;
        const url = new URL(href);
        return {
          to: url.pathname,
          subject: url.searchParams.get('subject'),
          body: url.searchParams.get('body'),
        };
      };
      await page.goto(`/jewellery/${id}`);
      // "Zapytaj o ten produkt" opens the shop's form; the mail app's link stays beside it.
      await expect(page.getByRole('button', { name: 'Zapytaj o ten produkt' })).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'lub napisz ze swojej aplikacji pocztowej' }),
      ).toHaveAttribute('href', /https?%3A%2F%2F/);
      expect(await mail('lub napisz ze swojej aplikacji pocztowej')).toEqual({
        to: address,
        subject: `Pytanie o: ${name} (nr ${id})`,
        body: `Dzień dobry,\n\nmam pytanie o ${name}:\n${new URL(page.url()).origin}/jewellery/${id}\n`,
      });
      await page.goto(`/jewellery/${id}?lang=en`);
      await expect(page.getByRole('button', { name: 'Ask about this piece' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'or write from your mail app' })).toHaveAttribute(
        'href',
        /https?%3A%2F%2F/,
      );
      expect(await mail('or write from your mail app')).toEqual({
        to: address,
        subject: `Question about: ${name} (no. ${id})`,
        body: `Hello,\n\nI have a question about ${name}:\n${new URL(page.url()).origin}/jewellery/${id}?lang=en\n`,
      });

      const sold = await productWithTwoPhotos(page, `Sprzedane ${size.name} ${Date.now()}`, 'SOLD');
      await page.goto(`/jewellery/${sold}?lang=en`);
      await expect(page.getByRole('button', { name: 'Ask for something like this' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'or write from your mail app' })).toHaveAttribute(
        'href',
        /https?%3A%2F%2F/,
      );
      expect((await mail('or write from your mail app')).body).toContain(
        'could you make something like Sprzedane',
      );
    });
  });
}
