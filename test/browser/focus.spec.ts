import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, newAccount, registerViaApi, test } from './support/fixtures';

// Where the focus lands after each action (a 1440 × 900 desktop; the list's chips and the enquiry on a
// 390 × 844 phone too): where the action leaves the visitor, never the page's top.

async function pieceId(request: APIRequestContext, name: string): Promise<number> {
  const { products } = await (await request.get(`/api/products?name=${encodeURIComponent(name)}`)).json();
  return products[0].id;
}

const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
  );

test.use({ viewport: { width: 1440, height: 900 } });

test('removing a chip focuses the next chip, and the last one the search box', async ({ page }) => {
  await page.goto('/jewellery?colors=1,2', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Usuń filtr: Czerwony' }).click();
  await expect(page.getByRole('button', { name: 'Usuń filtr: Bordowy' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Szukaj po nazwie' })).toBeFocused();
});

test('"Load more" focuses the first card it added', async ({ page }) => {
  await page.goto('/jewellery', { waitUntil: 'networkidle' });
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(9);
  await page.getByRole('button', { name: 'Wczytaj więcej' }).click();
  await expect(cards).toHaveCount(18);
  const tenth = cards.nth(9);
  await expect.poll(() => tenth.evaluate((card) => card.contains(document.activeElement))).toBe(true);
});

test('tabbing out of an open filter list closes it, and only one list is open at a time', async ({
  page,
}) => {
  await page.goto('/jewellery', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Kolory' }).click();
  await expect(page.getByRole('checkbox', { name: 'Złoty' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Miedziany' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Kategorie' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Złoty' })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`"Ask about this piece" focuses the first field, and the sent confirmation takes the focus (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const id = await pieceId(request, 'Turkusowa Laguna');
    await page.goto(`/jewellery/${id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Zapytaj o ten produkt' }).click();
    await expect(page.getByLabel('Twoje imię')).toBeFocused();
    await page.getByLabel('Twoje imię').fill('Ala');
    await page.getByLabel('Twój e-mail').fill('ala@soutache.test');
    await page.getByRole('textbox', { name: 'Twoje pytanie' }).fill('Czy jest w innym kolorze?');
    await page.getByRole('button', { name: 'Wyślij pytanie' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Dziękujemy!' });
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport();
  });
}

test('signed in: the heart keeps the focus through its call, a comment is sent with the focus on its button, and an empty one is refused at the field', async ({
  page,
  request,
}) => {
  const account = newAccount('Fokus');
  await registerViaApi(request, account);
  await logIn(page, account.email, account.password);
  const id = await pieceId(request, 'Turkusowa Laguna');
  await page.goto(`/jewellery/${id}`, { waitUntil: 'networkidle' });

  const heart = page.getByRole('button', { name: /do ulubionych$/ });
  await heart.click();
  await expect(page.getByRole('button', { name: /z ulubionych$/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await focusedName(page)).toMatch(/z ulubionych$/);

  const send = page.getByRole('button', { name: 'Dodaj komentarz' });
  const field = page.getByLabel('Twój komentarz');
  await field.fill('   ');
  await send.click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Uzupełnij to pole')).toBeVisible();

  await field.fill('Piękny turkus.');
  await expect(page.getByText('Uzupełnij to pole')).toBeHidden();
  await send.click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Piękny turkus.' })).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(send).toBeFocused();
});
