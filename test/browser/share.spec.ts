import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Sharing a piece or a post: the system's share sheet where the browser has one, else the page's
// address copied with a word saying so; on a phone and on a desktop, in both languages.
const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
];

async function firstIds(request: APIRequestContext) {
  const { products } = await (await request.get('/api/products?limit=1')).json();
  const { publications } = await (await request.get('/api/publications?limit=1')).json();
  return {
    product: products[0] as { id: number; name: string },
    publication: publications[0] as { id: number; title: string },
  };
}

/** The browser's share sheet, stubbed: what it was asked to share is kept on the window. */
async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
  });
}

/** A browser without a share sheet (most desktops). */
async function noShareSheet(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
}

for (const size of sizes) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('where the browser has a share sheet, a piece and a post hand it their title and address in the page language', async ({
      page,
      request,
    }) => {
      const { product, publication } = await firstIds(request);
      await stubShareSheet(page);
      await page.goto(`/jewellery/${product.id}`);
      await page.getByRole('button', { name: 'Udostępnij' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
        .toEqual([{ title: product.name, url: new URL(`/jewellery/${product.id}`, page.url()).href }]);
      // Nothing copied, nothing said: the sheet is the answer.
      await expect(
        page.locator('.share [aria-live="polite"]').filter({ hasText: 'Skopiowano link' }),
      ).toHaveCount(0);

      await page.goto(`/publication/${publication.id}?lang=en`);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.map((data) => data.url)),
        )
        .toEqual([new URL(`/publication/${publication.id}?lang=en`, page.url()).href]);
    });

    test('without a share sheet the address is copied and the page says so', async ({
      page,
      context,
      request,
    }) => {
      const { product, publication } = await firstIds(request);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await noShareSheet(page);
      await page.goto(`/publication/${publication.id}`);
      await page.getByRole('button', { name: 'Udostępnij' }).click();
      await expect(
        page.locator('.share [aria-live="polite"]').filter({ hasText: 'Skopiowano link' }),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL(`/publication/${publication.id}`, page.url()).href,
      );

      await page.goto(`/jewellery/${product.id}?lang=en`);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(
        page.locator('.share [aria-live="polite"]').filter({ hasText: 'Link copied' }),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL(`/jewellery/${product.id}?lang=en`, page.url()).href,
      );
    });
  });
}

test('the share button adds no third party: every script and request of a piece page stays on the shop', async ({
  page,
  request,
}) => {
  const { product } = await firstIds(request);
  const origins = new Set<string>();
  page.on('request', (req) => origins.add(new URL(req.url()).origin));
  await noShareSheet(page);
  await page.goto(`/jewellery/${product.id}`, { waitUntil: 'networkidle' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Udostępnij' }).click();
  await expect(
    page.locator('.share [aria-live="polite"]').filter({ hasText: 'Skopiowano link' }),
  ).toBeVisible();
  expect([...origins]).toEqual([new URL(page.url()).origin]);
});
