import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The full-screen photo on a 390 × 844 phone (the phone project) and a 1440 × 900 desktop (the desktop
// project): it is an entry of the tab's history, so Back closes it and keeps her on the piece, a second
// Back leaves; closing it otherwise leaves no entry behind; how to zoom is said, and a zoomed photo drags.

test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }),
});

const PIECE = 'Naszyjnik Turkusowa Laguna';

async function pieceId(request: APIRequestContext): Promise<number> {
  const { products } = await (
    await request.get(`/api/products?name=${encodeURIComponent('Turkusowa Laguna')}`)
  ).json();
  return products[0].id;
}

/** Counts the GraphQL requests the page sends. */
function watchRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => request.url().includes('/graphql') && requests.push(request.url()));
  return requests;
}

const photoButton = (page: Page) => page.getByRole('button', { name: /Otwórz zdjęcie na pełnym ekranie/ });

async function openPhoto(page: Page) {
  await photoButton(page).click();
  const dialog = page.getByRole('dialog', { name: PIECE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toBeVisible();
  return dialog;
}

async function expectOnPiece(page: Page, id: number) {
  await expect(page).toHaveURL(new RegExp(`/jewellery/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PIECE);
}

test('Back closes the full-screen photo and stays on the piece, where she was; a second Back goes to the list she came from', async ({
  page,
  request,
}) => {
  const id = await pieceId(request);
  const requests = watchRequests(page);
  await page.goto('/jewellery?name=turkusowa', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expectOnPiece(page, id);
  await expect(photoButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Scrolled a little, the photo still in view.
  await page.evaluate(() => window.scrollTo(0, 60));
  const scrolled = await page.evaluate(() => window.scrollY);
  requests.length = 0;

  const dialog = await openPhoto(page);
  await expect(page).toHaveURL(new RegExp(`/jewellery/${id}$`));
  await dialog.getByRole('button', { name: 'Następne zdjęcie' }).click();
  await expect(dialog.getByText('2 / 3')).toBeVisible();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expectOnPiece(page, id);
  await expect(photoButton(page)).toBeFocused();
  // The gallery shows the photo she looked at last.
  await expect(page.getByRole('group', { name: PIECE }).getByText('2 / 3')).toBeVisible();
  // To the router a step to the same address and key: no request left, the page did not move.
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Forward brings the photo back, and Back closes it again.
  await page.goForward();
  await expect(dialog.getByText('2 / 3')).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // A second Back leaves the piece for the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/jewellery\?name=turkusowa$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('landing on a piece from another site: Back closes the photo, a second Back returns to that site', async ({
  page,
  request,
}) => {
  const id = await pieceId(request);
  // The site she came from (another document; the shop's /terms stands in for it).
  await page.goto('/terms');
  await page.goto(`/jewellery/${id}`, { waitUntil: 'networkidle' });
  const dialog = await openPhoto(page);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expectOnPiece(page, id);
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
});

test('closing by the button, Escape or a tap beside the photo leaves no entry behind: Back then leaves the piece', async ({
  page,
  request,
}) => {
  const id = await pieceId(request);
  await page.goto('/terms');
  await page.goto(`/jewellery/${id}`, { waitUntil: 'networkidle' });
  const length = await page.evaluate(() => history.length);
  const viewport = page.viewportSize()!;
  for (const close of [
    (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('button', { name: 'Zamknij' }).click(),
    () => page.keyboard.press('Escape'),
    (dialog: ReturnType<Page['getByRole']>) => dialog.click({ position: { x: 4, y: viewport.height - 4 } }),
  ]) {
    const dialog = await openPhoto(page);
    await close(dialog);
    await expect(dialog).toBeHidden();
    await expectOnPiece(page, id);
    // Back is taken: its entry went with it (the next photo opened pushes one again, over it).
    await expect
      .poll(() => page.evaluate(() => (history.state as Record<string, unknown> | null)?.galleryPhoto))
      .toBeUndefined();
  }
  expect(await page.evaluate(() => history.length)).toBe(length + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
});

test('a reload while a photo is full screen shows that photo again and Back closes it; a shared link opens the piece', async ({
  page,
  request,
}) => {
  const id = await pieceId(request);
  await page.goto(`/jewellery/${id}`, { waitUntil: 'networkidle' });
  let dialog = await openPhoto(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('3 / 3')).toBeVisible();
  await page.reload({ waitUntil: 'networkidle' });
  dialog = page.getByRole('dialog', { name: PIECE });
  await expect(dialog.getByText('3 / 3')).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expectOnPiece(page, id);
  await expect(page.getByRole('group', { name: PIECE }).getByText('3 / 3')).toBeVisible();

  // The address is the piece's: opened afresh (a shared link), it shows the piece.
  const other = await page.context().newPage();
  await other.goto(page.url(), { waitUntil: 'networkidle' });
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(PIECE);
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await other.close();
});

test('a zoomed photo is dragged with the mouse; the cursor and a hint say how to zoom', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'a mouse on a desktop (a phone pans with a finger: mobile.spec.ts)');
  await page.goto(`/jewellery/${await pieceId(request)}`, { waitUntil: 'networkidle' });
  const dialog = await openPhoto(page);
  const hint = dialog.getByText('Kliknij dwukrotnie, aby powiększyć');
  await expect(hint).toBeVisible();
  const frame = dialog.locator('.gallery__zoom');
  expect(await frame.evaluate((element) => getComputedStyle(element).cursor)).toBe('zoom-in');
  const photo = dialog.getByRole('img');
  const box = (await photo.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await photo.dblclick({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect.poll(async () => (await photo.boundingBox())!.width).toBeGreaterThan(box.width * 2);
  await expect(
    dialog.getByText('Przeciągnij, aby przesunąć · kliknij dwukrotnie, aby pomniejszyć'),
  ).toBeVisible();
  expect(await frame.evaluate((element) => getComputedStyle(element).cursor)).toBe('grab');

  const transform = () => frame.evaluate((element) => getComputedStyle(element).transform);
  const zoomed = await transform();
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x - 60, centre.y - 40, { steps: 4 });
  expect(await frame.evaluate((element) => getComputedStyle(element).cursor)).toBe('grabbing');
  // Dragged off the photo, over the dark beside it: released there, it closes nothing.
  await page.mouse.move(centre.x - box.width, centre.y - 80, { steps: 6 });
  await page.mouse.up();
  const dragged = await transform();
  expect(dragged).not.toBe(zoomed);
  const [, , , , x, y] = dragged.match(/-?[\d.]+/g)!.map(Number);
  const [, , , , x0, y0] = zoomed.match(/-?[\d.]+/g)!.map(Number);
  expect(x).toBeLessThan(x0 - 50);
  expect(y).toBeLessThan(y0 - 50);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1 / 3')).toBeVisible();
  // Still zoomed; a double click zooms out.
  await page.waitForTimeout(450);
  await photo.dblclick();
  await expect.poll(async () => (await photo.boundingBox())!.width).toBeLessThan(box.width + 1);
  await expect(hint).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`the full-screen photo with its hint, in both languages (${theme} theme; screenshots)`, async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const id = await pieceId(request);
    for (const [language, query, hint] of [
      [
        'pl',
        '',
        isMobile
          ? 'Dotknij dwukrotnie lub rozsuń palce, aby powiększyć'
          : 'Kliknij dwukrotnie, aby powiększyć',
      ],
      ['en', '?lang=en', isMobile ? 'Double-tap or pinch to zoom' : 'Double-click to zoom'],
    ] as const) {
      await page.goto(`/jewellery/${id}${query}`, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page
        .getByRole('button', {
          name: language === 'pl' ? /Otwórz zdjęcie na pełnym ekranie/ : /Open the picture full screen/,
        })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img')).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(hint);
      // The hint sits above the dark, clear of the close button, covering at most a sliver of the photo.
      const hintBox = (await dialog.getByText(hint).boundingBox())!;
      const closeBox = (await dialog
        .getByRole('button', { name: language === 'pl' ? 'Zamknij' : 'Close' })
        .boundingBox())!;
      const photoBox = (await dialog.getByRole('img').boundingBox())!;
      expect(hintBox.x + hintBox.width).toBeLessThanOrEqual(closeBox.x);
      const overlapX = Math.max(
        0,
        Math.min(hintBox.x + hintBox.width, photoBox.x + photoBox.width) - Math.max(hintBox.x, photoBox.x),
      );
      const overlapY = Math.max(
        0,
        Math.min(hintBox.y + hintBox.height, photoBox.y + photoBox.height) - Math.max(hintBox.y, photoBox.y),
      );
      expect((overlapX * overlapY) / (photoBox.width * photoBox.height)).toBeLessThan(0.03);
      await page.waitForTimeout(200);
      await page.screenshot({
        path: `test-results/browser/lightbox-${testInfo.project.name}-${theme}-${language}.png`,
      });
      const results = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    }
  });
}
