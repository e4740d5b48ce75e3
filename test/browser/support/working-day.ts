import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, expect } from './fixtures';

// What the maker's working-day journeys share (working-day.spec.ts, pictures.spec.ts).

export const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

/** Accepts the next alert or confirmation and answers its text. */
export function nextDialog(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
  );
}

export async function adminToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/login', { data: ADMIN });
  return ((await res.json()) as { token: string }).token;
}

export async function signInAsAdmin(page: Page) {
  const token = await adminToken(page);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return token;
}

export async function publish(page: Page, title: string) {
  const res = await page.request.post('/api/publications/create', {
    headers: { Authorization: `Bearer ${await adminToken(page)}` },
    data: { title, abstract: `About ${title}`, content: 'Some *words*.', image: '' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A product with two photos, made over spec §7's REST create by the admin. */
export async function productWithTwoPhotos(
  page: Page,
  name: string,
  availability = 'AVAILABLE',
): Promise<number> {
  const picture = async (rgb: [number, number, number]) =>
    sharp({
      create: { width: 800, height: 1000, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
    })
      .jpeg()
      .toBuffer();
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
      existingImages: JSON.stringify({
        id: ((await (await page.request.get(`/api/products/${id}`)).json()) as { images: { id: number }[] })
          .images[0].id,
      }),
      images: { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await picture([30, 160, 90]) },
    },
  });
  expect(edit.status()).toBe(200);
  return id;
}

export const storedPhotos = async (page: Page, id: number) =>
  ((await (await page.request.get(`/api/products/${id}`)).json()) as { images: { id: number }[] }).images.map(
    (image) => image.id,
  );

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to `y` (or as far as the page goes) and waits until the browser is there. */
export async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate(
    (target) =>
      window.scrollTo(0, Math.min(target, document.documentElement.scrollHeight - window.innerHeight)),
    y,
  );
  await page.waitForFunction(() => window.scrollY > 0);
  // The position settles once the pictures near it have their size (they reserve it: nothing should move).
  await page.waitForTimeout(200);
  return scrollY(page);
}
