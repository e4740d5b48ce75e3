import { expect, newAccount, registerViaApi, test } from './support/fixtures';

// On a desktop (1440 × 900): a piece's first screen, its rating count, thumbnails and the
// full-screen photo (its own chunk) with ‹ ›, a counter, the arrow keys and focus kept inside.
test.use({ viewport: { width: 1440, height: 900 } });

async function pieceId(request: import('@playwright/test').APIRequestContext, name: string): Promise<number> {
  const { products } = await (await request.get(`/api/products?name=${encodeURIComponent(name)}`)).json();
  return products[0].id;
}

test('a piece shows its name, price and status on the first screen, and its rating with how many rated it', async ({
  page,
  request,
}) => {
  const { products } = await (await request.get('/api/products?limit=100')).json();
  const piece = products.find(
    (p: { averageUserRate: number; images: unknown[] }) => p.averageUserRate === 0 && p.images.length > 1,
  );
  for (const value of [5, 4]) {
    const { token } = await registerViaApi(request, newAccount('Rater'));
    expect(
      (
        await request.post(`/api/products/${piece.id}/rate`, {
          data: { rating: value },
          headers: { Authorization: `Bearer ${token}` },
        })
      ).ok(),
    ).toBe(true);
  }
  await page.goto(`/jewellery/${piece.id}`);
  for (const part of [
    page.getByRole('heading', { level: 1 }),
    page.locator('.product__price'),
    page.locator('.product__price .availability'),
  ]) {
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  await expect(page.locator('.product__price')).toContainText(String(piece.price));
  await expect(page.locator('.product__rating')).toContainText('4,5 · 2 oceny');
  // A visitor who is not signed in is offered a login that comes back here where her own stars would be.
  await expect(page.locator('.product__my-rating').getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^/login\\?next=`),
  );
  // The gallery's arrows and counter fit a 900 px high screen.
  await expect(page.getByText(`1 / ${piece.images.length}`)).toBeInViewport();

  await page.goto(`/jewellery/${piece.id}?lang=en`);
  await expect(page.locator('.product__rating')).toContainText('4.5 · 2 ratings');
});

test('the full-screen photo loads its code when opened, steps with ‹ › and the arrow keys, keeps focus inside, and gives it back', async ({
  page,
  request,
}) => {
  const id = await pieceId(request, 'Turkusowa Laguna');
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));
  await page.goto(`/jewellery/${id}`, { waitUntil: 'networkidle' });
  expect(scripts.filter((url) => /lightbox/.test(url))).toEqual([]);

  // Thumbnails under the main photo.
  await page.getByRole('button', { name: 'Pokaż zdjęcie 3 z 3' }).click();
  await expect(page.getByText('3 / 3')).toBeVisible();
  await page.getByRole('button', { name: 'Pokaż zdjęcie 1 z 3' }).click();
  await expect(page.getByText('1 / 3')).toBeVisible();

  const photo = page.getByRole('button', { name: 'Otwórz zdjęcie na pełnym ekranie' });
  await photo.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(scripts.filter((url) => /lightbox/.test(url))).toHaveLength(1);
  await expect(dialog.getByText('1 / 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Następne zdjęcie' }).click();
  await expect(dialog.getByText('2 / 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('3 / 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('2 / 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
  await expect(dialog.getByText('1 / 3')).toBeVisible();
  // A double click zooms in where clicked, another zooms out (a phone's double tap and pinch: mobile.spec.ts).
  const full = dialog.getByRole('img');
  const unzoomed = (await full.boundingBox())!.width;
  await full.dblclick();
  await expect.poll(async () => (await full.boundingBox())!.width).toBeGreaterThan(unzoomed * 2);
  await full.dblclick();
  await expect.poll(async () => (await full.boundingBox())!.width).toBeLessThan(unzoomed + 1);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(photo).toBeFocused();
});
