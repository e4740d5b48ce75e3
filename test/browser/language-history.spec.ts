import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The language is chosen in the tab, and back and forward then bring pages seen before the
// switch. Each must show the language the address and <html lang> name, never data read in the other.

type Language = 'pl' | 'en';
interface Piece {
  id: number;
  name: string;
  description: string;
}
type Catalogue = Record<Language, Map<number, Piece>>;

/** Every piece as the REST API names and describes it in each language. */
async function catalogue(request: APIRequestContext): Promise<Catalogue> {
  const read = async (language: Language) => {
    const res = await request.get('/api/products?limit=100', { headers: { 'Accept-Language': language } });
    const { products } = (await res.json()) as { products: Piece[] };
    return new Map(products.map((piece) => [piece.id, piece]));
  };
  return { pl: await read('pl'), en: await read('en') };
}

const LABELS: Record<Language, { jewellery: string; language: string; menu: string; theme: string }> = {
  pl: { jewellery: 'Biżuteria', language: 'Język', menu: 'Otwórz menu', theme: 'Przełącz motyw' },
  en: { jewellery: 'Jewellery', language: 'Language', menu: 'Open menu', theme: 'Toggle theme' },
};

/**
 * Waits until the server's page is the app (a link followed before then is a new page from the server,
 * which is not the journey here): the theme button is React's, so a click on it shows once hydrated.
 */
async function hydrated(page: Page, language: Language) {
  const html = page.locator('html');
  const theme = page.getByRole('banner').getByRole('button', { name: LABELS[language].theme });
  for (const next of ['light', 'dark']) {
    await theme.click();
    await expect(html).toHaveAttribute('data-theme', next);
  }
}

/** To the list by the header's link, or the side menu's on a phone. */
async function openList(page: Page, language: Language) {
  const header = page
    .getByRole('banner')
    .getByRole('link', { name: LABELS[language].jewellery, exact: true });
  if (await header.isVisible()) await header.click();
  else {
    await page.getByRole('button', { name: LABELS[language].menu }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: LABELS[language].jewellery, exact: true })
      .click();
  }
}

async function switchTo(page: Page, from: Language, to: Language) {
  await page.getByRole('banner').getByRole('combobox', { name: LABELS[from].language }).selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** The address with the language's own query (English `?lang=en`, Polish none) and <html lang>. */
async function expectAddress(page: Page, path: string, language: Language) {
  const escaped = path.replace(/[?]/g, '\\?');
  await expect(page).toHaveURL(new RegExp(`${escaped}${language === 'en' ? '\\?lang=en' : ''}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The piece's name and description, and the tab's title, which its page's loader gave. */
async function expectPiece(page: Page, piece: Piece) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(piece.name);
  await expect(page.locator('.product__description')).toHaveText(piece.description);
  await expect.poll(() => page.title()).toContain(piece.name);
}

/** Every card on the list names its piece as `pieces` do (one language's). */
async function expectList(page: Page, pieces: Map<number, Piece>) {
  const cards = page.getByRole('main').locator('.product-card');
  await expect(cards.first()).toBeVisible();
  const shown = () =>
    cards.evaluateAll((elements) =>
      elements.map((card) => ({
        id: Number(/\/jewellery\/(\d+)/.exec(card.querySelector('a')?.getAttribute('href') ?? '')?.[1]),
        name: card.querySelector('.product-card__name')?.textContent ?? '',
      })),
    );
  // What the cards show, less what they should: nothing once the page is in its language.
  await expect
    .poll(async () => (await shown()).filter(({ id, name }) => pieces.get(id)?.name !== name))
    .toEqual([]);
}

/**
 * A piece whose name and description differ between the languages: the oldest such, which the list (newest
 * first) holds on no first page, so switching the list does not read its name again.
 */
function pieceToOpen(pieces: Catalogue): number {
  const ids = [...pieces.pl.keys()];
  const id = ids.reverse().find((candidate) => {
    const [pl, en] = [pieces.pl.get(candidate)!, pieces.en.get(candidate)!];
    return pl.name !== en.name && pl.description !== en.description;
  });
  if (id === undefined) throw new Error('no piece with both languages');
  return id;
}

test('a piece seen in Polish, then the list switched to English: back shows the piece in English, forward the list, and again after switching back', async ({
  page,
  request,
}) => {
  const pieces = await catalogue(request);
  const id = pieceToOpen(pieces);
  await page.goto(`/jewellery/${id}`);
  await expectPiece(page, pieces.pl.get(id)!);
  await hydrated(page, 'pl');
  await openList(page, 'pl');
  await expectAddress(page, '/jewellery', 'pl');
  await expectList(page, pieces.pl);

  await switchTo(page, 'pl', 'en');
  await expectAddress(page, '/jewellery', 'en');
  await expectList(page, pieces.en);
  await page.goBack();
  await expectAddress(page, `/jewellery/${id}`, 'en');
  await expectPiece(page, pieces.en.get(id)!);
  await page.goForward();
  await expectAddress(page, '/jewellery', 'en');
  await expectList(page, pieces.en);

  await switchTo(page, 'en', 'pl');
  await expectAddress(page, '/jewellery', 'pl');
  await expectList(page, pieces.pl);
  await page.goBack();
  await expectAddress(page, `/jewellery/${id}`, 'pl');
  await expectPiece(page, pieces.pl.get(id)!);
  await page.goForward();
  await expectAddress(page, '/jewellery', 'pl');
  await expectList(page, pieces.pl);
});

test('the list seen in English, then a piece switched to Polish: back shows the list in Polish, forward the piece, and again after switching back', async ({
  page,
  request,
}) => {
  const pieces = await catalogue(request);
  await page.goto('/jewellery?lang=en');
  await expectList(page, pieces.en);
  await hydrated(page, 'en');
  const card = page.getByRole('main').locator('.product-card a').first();
  const id = Number(/\/jewellery\/(\d+)/.exec((await card.getAttribute('href')) ?? '')?.[1]);
  await card.click();
  await expectAddress(page, `/jewellery/${id}`, 'en');
  await expectPiece(page, pieces.en.get(id)!);

  await switchTo(page, 'en', 'pl');
  await expectAddress(page, `/jewellery/${id}`, 'pl');
  await expectPiece(page, pieces.pl.get(id)!);
  await page.goBack();
  await expectAddress(page, '/jewellery', 'pl');
  await expectList(page, pieces.pl);
  await page.goForward();
  await expectAddress(page, `/jewellery/${id}`, 'pl');
  await expectPiece(page, pieces.pl.get(id)!);

  await page.goBack();
  await switchTo(page, 'pl', 'en');
  await expectAddress(page, '/jewellery', 'en');
  await expectList(page, pieces.en);
  await page.goForward();
  await expectAddress(page, `/jewellery/${id}`, 'en');
  await expectPiece(page, pieces.en.get(id)!);
});

test('a page the browser loads anew by back or forward after a switch shows the language chosen since, and its address follows', async ({
  page,
  request,
}) => {
  const pieces = await catalogue(request);
  const id = pieceToOpen(pieces);
  // Two pages the server sent (each its own document in the history), the first in English.
  await page.goto(`/jewellery/${id}?lang=en`);
  await hydrated(page, 'en');
  await page.goto('/jewellery?lang=en');
  await hydrated(page, 'en');

  await switchTo(page, 'en', 'pl');
  await expectAddress(page, '/jewellery', 'pl');
  await expectList(page, pieces.pl);
  await page.goBack();
  await expectAddress(page, `/jewellery/${id}`, 'pl');
  await expectPiece(page, pieces.pl.get(id)!);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pl');
  await page.goForward();
  await expectAddress(page, '/jewellery', 'pl');
  await expectList(page, pieces.pl);

  await switchTo(page, 'pl', 'en');
  await page.goBack();
  await expectAddress(page, `/jewellery/${id}`, 'en');
  await expectPiece(page, pieces.en.get(id)!);
  await page.goForward();
  await expectAddress(page, '/jewellery', 'en');
  await expectList(page, pieces.en);
});

test('a page the browser brings back whole (its back/forward cache) turns to the language chosen since', async ({
  playwright,
  request,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
  userAgent,
}) => {
  // Playwright turns that cache off in the browsers it launches: this one has it.
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    // The project's window: a desktop's or a phone's.
    const page = await browser.newPage({ baseURL, locale: 'pl-PL', viewport, isMobile, hasTouch, userAgent });
    const pieces = await catalogue(request);
    const id = pieceToOpen(pieces);
    await page.goto(`/jewellery/${id}?lang=en`);
    await hydrated(page, 'en');
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await page.goto('/jewellery?lang=en');
    await hydrated(page, 'en');
    await switchTo(page, 'en', 'pl');

    // A page brought back whole fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    // The same page as it was, not a new one from the server.
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await expectAddress(page, `/jewellery/${id}`, 'pl');
    await expectPiece(page, pieces.pl.get(id)!);
  } finally {
    await browser.close();
  }
});
