import type { Page } from '@playwright/test';
import { ADMIN, expect, logIn, test, untilHydrated } from './support/fixtures';

// No page logs a hydration error (React's #418 and its kin): the browser's first render of each page is
// the server's, in both languages, a page with a secret in its address, and /blog right after publishing.

/** Collects what React says of a hydration that did not match, from the console and uncaught errors. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const note = (text: string) =>
    /#418|#419|#423|#425|hydrat/i.test(text) && errors.push(`${page.url()}: ${text.slice(0, 200)}`);
  page.on('console', (message) => message.type() === 'error' && note(message.text()));
  page.on('pageerror', (error) => note(error.message));
  return errors;
}

/** Opens a page and waits until it has hydrated and settled. */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('main')).toBeVisible();
  // Hydrated: React has taken over the page's main element (it waits for the first paint and the largest picture).
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
}

const PAGES = [
  '/',
  '/jewellery',
  '/jewellery?colors=1',
  '/jewellery/1',
  '/jewellery/999999',
  '/bridal',
  '/blog',
  '/publication/1',
  '/contact',
  '/login',
  '/login?next=%2Fjewellery%2F1%23comment-box',
  '/register?next=%2Fjewellery%2F1',
  '/forgot-password',
  '/reset-password?token=a-mailed-token',
  '/reset-password',
  '/favourites',
  '/terms',
  '/privacy',
  '/no-such-page',
];

for (const language of ['pl', 'en']) {
  test(`no page logs a hydration error (${language})`, async ({ page }) => {
    const errors = hydrationErrors(page);
    for (const path of PAGES) {
      await visit(page, language === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path);
    }
    expect(errors).toEqual([]);
  });
}

test('/blog right after publishing, and reloaded, logs no hydration error', async ({ page, browser }) => {
  const errors = hydrationErrors(page);
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/publication/create', { waitUntil: 'networkidle' });
  await page.getByLabel('Tytuł (polski)').fill('Świeżo opublikowany');
  await page.getByLabel('Streszczenie (polski)').fill('O czymś nowym');
  await page.getByLabel('Treść (polski)').fill('Coś *nowego*.');
  await page.getByRole('button', { name: 'Opublikuj', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('status')).toBeVisible();
  // Reloaded, the tab's history still holds the notice: the page is the server's, without it.
  await page.reload();
  await visit(page, '/blog');
  await expect(page.getByRole('heading', { name: 'Świeżo opublikowany' })).toBeVisible();

  const visitor = await browser.newPage();
  const visitorErrors = hydrationErrors(visitor);
  await visit(visitor, '/blog');
  await visitor.close();
  expect([...errors, ...visitorErrors]).toEqual([]);
});
