import { expect, test } from './support/fixtures';
import { SIZES, adminToken, signInAsAdmin, productWithTwoPhotos, storedPhotos } from './support/working-day';

/** Pictures on the maker's working day, on a phone and a desktop: the gallery's names, refused files, a post's preview and picture, the fullscreen photo, the photos' order. */

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test("a gallery photo without alt text is named by the piece and its place, in the page's language; the card's cover stays decorative", async ({
      page,
    }) => {
      const name = `Kolczyki Złota Nić ${size.name} ${Date.now()}`;
      const id = await productWithTwoPhotos(page, name);
      await page.goto(`/jewellery/${id}`);
      const gallery = page.getByRole('group', { name });
      await expect(gallery.getByRole('img', { name: `${name}, zdjęcie 1 z 2` })).toBeVisible();
      await expect(
        gallery.getByRole('button', { name: `${name}, zdjęcie 1 z 2 Otwórz zdjęcie na pełnym ekranie` }),
      ).toBeVisible();
      await gallery.getByRole('button', { name: 'Następne zdjęcie' }).click();
      await expect(gallery.getByRole('img', { name: `${name}, zdjęcie 2 z 2` })).toBeVisible();
      await page.goto(`/jewellery/${id}?lang=en`);
      await expect(
        page.getByRole('group', { name }).getByRole('img', { name: `${name}, photo 1 of 2` }),
      ).toBeVisible();
      await page.goto('/jewellery?lang=en');
      await page.getByRole('searchbox').first().fill(name);
      const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
      await expect(card).toBeVisible();
      await expect(card.locator('img').first()).toHaveAttribute('alt', '');
    });

    test('a text file renamed .jpg is refused at once, named, without a request leaving the browser (product photos and post backgrounds)', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /multipart/.test(request.headers()['content-type'] ?? ''))
          uploads.push(request.url());
      });
      const text = {
        name: 'notatki.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('Lista zakupów: sutasz, koraliki.'),
      };
      await page.goto('/jewellery/create');
      await page.getByLabel('Dodaj zdjęcia').setInputFiles([text]);
      await expect(
        page.getByText('notatki.jpg: To nie jest zdjęcie JPEG, PNG, WebP ani AVIF.'),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Zdjęcie 1' })).toHaveCount(
        0,
      );
      await page.goto('/publication/create');
      await page.getByLabel('Prześlij obraz').setInputFiles([text]);
      await expect(
        page.getByText('notatki.jpg: Ten plik nie jest obrazem JPEG, PNG, WebP ani AVIF.'),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: 'Wybrany obraz' })).toHaveCount(0);
      expect(uploads).toEqual([]);
    });

    test('the preview names a picture that does not load, the page leaves it out; tables, code and quotes are styled', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      await page.goto('/publication/create');
      const missing = '/uploads/backgrounds/nie-ma-takiego.webp';
      await page
        .getByLabel('Treść (polski)')
        .fill(
          `![Zepsuty](${missing})\n\n| Kolor | Cena |\n|---|---|\n| złoty | 120 zł |\n\n> Cytat\n\nKod \`sutasz\`.`,
        );
      const preview = page.getByRole('region', { name: 'Podgląd' });
      await expect(preview.getByRole('status')).toHaveText(
        `Ten obraz się nie wczytuje: ${missing}. Sprawdź jego adres albo prześlij go.`,
      );
      await expect(preview.locator('img')).toBeHidden();
      await expect(preview.locator('table')).toBeVisible();
      const cell = await preview
        .locator('td')
        .first()
        .evaluate((td) => getComputedStyle(td).borderBottomStyle);
      expect(cell).toBe('solid');
      expect(
        await preview.locator('code').evaluate((code) => getComputedStyle(code).backgroundColor),
      ).not.toBe('rgba(0, 0, 0, 0)');
      expect(
        await preview.locator('blockquote').evaluate((quote) => getComputedStyle(quote).borderLeftStyle),
      ).toBe('solid');

      const res = await page.request.post('/api/publications/create', {
        headers: { Authorization: `Bearer ${await adminToken(page)}` },
        data: {
          title: `Obrazy ${size.name} ${Date.now()}`,
          abstract: 'A',
          content: `Tekst.\n\n![Zepsuty](${missing})`,
          image: '',
        },
      });
      const { id } = (await res.json()) as { id: number };
      await page.goto(`/publication/${id}`);
      await expect(page.locator('.publication__content img')).toHaveClass(/prose__broken/);
      await expect(page.locator('.publication__content img')).toBeHidden();
    });

    test('the fullscreen photo fills the screen, swipes between photos, and closes by its button, a tap beside it or Escape', async ({
      page,
    }) => {
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
      expect(
        await page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
          [closeBox.x + closeBox.width / 2, closeBox.y + closeBox.height / 2],
        ),
      ).toBe(true);
      // A tap on the photo keeps it open; Escape closes.
      await photo.click();
      await expect(overlay).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
      await gallery.getByRole('button', { name: /Otwórz zdjęcie na pełnym ekranie/ }).click();
      if (size.hasTouch) {
        // A swipe to the left shows the next photo.
        await overlay.evaluate((element) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 });
          element.dispatchEvent(
            new TouchEvent('touchstart', {
              bubbles: true,
              touches: [touch(300)],
              changedTouches: [touch(300)],
            }),
          );
          element.dispatchEvent(
            new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(100)] }),
          );
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

    test('photos reorder by drag, by the arrow keys on the handle, and "Set as cover"; Save keeps the order', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      const id = await productWithTwoPhotos(page, `Kolejność ${size.name} ${Date.now()}`);
      const [first, second] = await storedPhotos(page, id);
      await page.goto(`/jewellery/${id}/edit`);
      const card = (number: number) =>
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: `Zdjęcie ${number}` });
      const src = async (number: number) => card(number).locator('img').getAttribute('src');
      const a = await src(1);
      const b = await src(2);

      await card(2).getByRole('button', { name: 'Ustaw zdjęcie 2 jako okładkę' }).click();
      await expect.poll(() => src(1)).toBe(b);
      await expect(card(1)).toContainText('Okładka');

      // Dragged by its handle over the first card: back in the first place.
      await card(2)
        .getByRole('button', { name: /^Przeciągnij, aby przesunąć zdjęcie 2/ })
        .dragTo(card(1).locator('img'));
      await expect.poll(() => src(1)).toBe(a);

      // The arrow keys on the handle move it too.
      await card(1)
        .getByRole('button', { name: /^Przeciągnij, aby przesunąć zdjęcie 1/ })
        .press('ArrowDown');
      await expect.poll(() => src(1)).toBe(b);

      await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
      await expect(page.getByText('Produkt został zaktualizowany!')).toBeVisible();
      expect(await storedPhotos(page, id)).toEqual([second, first]);
    });

    test('the post\'s picture is "Upload a picture" or "Paste a link", with the chosen one shown and removable', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      await page.goto('/publication/create?lang=en');
      await expect(page.getByText('Upload a picture')).toBeVisible();
      const link = page.getByLabel('Or paste a link to a picture');
      await link.fill('/uploads/backgrounds/missing.webp');
      await expect(page.getByRole('img', { name: 'The chosen picture' })).toHaveAttribute(
        'src',
        '/uploads/backgrounds/missing.webp',
      );
      await page.getByRole('button', { name: 'Remove the picture' }).click();
      await expect(page.getByRole('img', { name: 'The chosen picture' })).toHaveCount(0);
      await expect(link).toHaveValue('');
    });
  });
}
