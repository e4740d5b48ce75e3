import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { APIRequestContext, expect, Page, test } from '@playwright/test';
import { OUTBOX_DIR } from './server';
export { ADMIN } from './server';

export interface Account {
  name: string;
  email: string;
  password: string;
}

export function newAccount(name: string): Account {
  const unique = randomBytes(4).toString('hex');
  return { name, email: `${name.toLowerCase()}.${unique}@soutache.test`, password: `Browser-${unique}-Pass` };
}

/** Creates an account through the shop's own REST API (spec §7). */
export async function registerViaApi(request: APIRequestContext, account: Account) {
  const res = await request.post('/api/register', { data: account });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; token: string };
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A slow phone: the page and its small entry script arrive, the app and its libraries wait until the
 * returned function lets them through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!index-).+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has taken over the server's page (its main element hydrated): a link clicked before
 * then loads the next page whole from the server, which is a new landing rather than a navigation.
 */
export async function untilHydrated(page: Page, timeout = 10_000) {
  await page.waitForFunction(
    () => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
    undefined,
    { timeout },
  );
}

/** A slow connection for pictures: every stored picture arrives `ms` late. */
export async function delayPictures(page: Page, ms: number) {
  await page.route(/\/uploads\/.+\.(avif|webp)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  });
}

/** A piece of a journey's own (the demo's pieces are other journeys'), created as an admin through spec §7's REST path. */
export async function newPiece(
  request: APIRequestContext,
  token: string,
  name: string,
  fields: Record<string, string> = {},
): Promise<number> {
  const photo = await sharp({
    create: { width: 600, height: 700, channels: 3, background: { r: 120, g: 40, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const res = await request.post('/api/products/create', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name,
      price: '364.99',
      description: 'Kolczyki sutaszowe do testu zamówień.',
      colorIds: '[]',
      categoryIds: '[]',
      ...fields,
      images: { name: 'piece.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: { id: number } }).product.id;
}

export { expect, test };

/** A mail as the tests read it: its subject, plain text and attached files (an order's QR code). */
export interface ReadMail {
  subject: string;
  text: string;
  attachments: { contentType: string; content: Buffer }[];
}

/** The newest mail to `to` in the shop's outbox folder (written as .eml without SMTP_URL), parsed (mailparser), waited for. */
export async function mailTo(to: string, subject?: RegExp): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(
      async () => {
        let names: string[] = [];
        try {
          names = readdirSync(OUTBOX_DIR)
            .filter((name) => name.endsWith('.eml'))
            .sort()
            .reverse();
        } catch {
          return false;
        }
        for (const name of names) {
          const raw = readFileSync(join(OUTBOX_DIR, name));
          // The To header itself: a maker's mail names the customer in its Reply-To, which ends alike.
          if (!`\n${raw.toString('latin1').toLowerCase()}`.includes(`\nto: ${to.toLowerCase()}`)) continue;
          const mail = await simpleParser(raw);
          if (subject && !subject.test(mail.subject ?? '')) continue;
          found = {
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map(({ contentType, content }) => ({ contentType, content })),
          };
          return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link to the shop's `path` in a mail's plain text. */
export function linkInMail(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s<>"]*${path.replace(/[?]/g, '\\?')}[^\\s<>"]*`).exec(text);
  if (!match) throw new Error(`no link to ${path} in the mail`);
  return match[0];
}
