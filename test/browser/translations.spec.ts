import type { Page } from '@playwright/test';
import { ADMIN, expect, logIn, test } from './support/fixtures';

/** The demo catalogue and blog: most pieces and one post are in English too, a few Polish only. */
async function publicationId(page: Page, title: string): Promise<number> {
  // The REST list answers whole posts, six a page.
  for (let offset = 0; ; offset += 6) {
    const res = await page.request.get(`/api/publications?limit=6&offset=${offset}`, {
      headers: { 'Accept-Language': 'en' },
    });
    const { publications, total } = (await res.json()) as {
      publications: { id: number; title: string }[];
      total: number;
    };
    const found = publications.find((publication) => publication.title === title);
    if (found) return found.id;
    if (offset + 6 >= total) throw new Error(`No publication titled ${title}`);
  }
}

test('an English visitor reads the English name and post where the maker wrote one, and the Polish one marked lang="pl" where not', async ({
  page,
}) => {
  // Found by its Polish name, shown by its English one.
  await page.goto('/jewellery?lang=en&name=srebrna');
  const translated = page.getByRole('heading', { level: 2, name: 'Silver Mist Necklace' });
  await expect(translated).toBeVisible();
  await expect(translated).not.toHaveAttribute('lang');
  await page.goto('/jewellery?lang=en&name=nocny');
  const polishOnly = page.getByRole('heading', { level: 2, name: 'Spinka Nocny Motyl' });
  await expect(polishOnly).toHaveAttribute('lang', 'pl');
  const href = await page
    .getByRole('link', { name: /Spinka Nocny Motyl/ })
    .first()
    .getAttribute('href');
  // The English list links to the English page.
  expect(href).toMatch(/^\/jewellery\/\d+\?lang=en$/);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: 'Spinka Nocny Motyl' })).toHaveAttribute(
    'lang',
    'pl',
  );
  // The page as the server renders it carries the mark already.
  const html = await (await page.request.get(page.url())).text();
  expect(html).toMatch(/<h1[^>]*lang="pl"[^>]*>Spinka Nocny Motyl<\/h1>/);

  await page.goto(`/publication/${await publicationId(page, 'What is soutache?')}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'What is soutache?' })).not.toHaveAttribute(
    'lang',
  );
  await expect(page.getByRole('heading', { name: 'A cord that became jewellery' })).toBeVisible();
  await page.goto(`/publication/${await publicationId(page, 'Jak dbać o biżuterię sutaszową')}?lang=en`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Jak dbać o biżuterię sutaszową' }),
  ).toHaveAttribute('lang', 'pl');
  await expect(page.locator('.publication__content')).toHaveAttribute('lang', 'pl');
});

test('the maker fills in a missing English name from the translation view, and its gap goes', async ({
  page,
}) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Tłumaczenia/ }).click();
  await expect(page).toHaveURL(/\/admin\/translations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tłumaczenia' })).toBeVisible();
  const missingNames = page
    .getByRole('row', { name: /^Nazwa/ })
    .getByRole('cell')
    .nth(1);
  const before = Number(await missingNames.textContent());
  expect(before).toBeGreaterThan(0);
  const piece = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kolczyki Czarna Perła' }) });
  await piece.getByRole('link', { name: 'Nazwa po angielsku' }).click();

  await expect(page).toHaveURL(/\/jewellery\/\d+\/edit#name-en$/);
  const english = page.getByLabel('Nazwa (angielski)');
  await expect(english).toBeFocused();
  await english.fill('Black Pearl Earrings');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Produkt został zaktualizowany!')).toBeVisible();

  await page.goto('/admin/translations');
  await expect(page.getByRole('heading', { name: 'Kolczyki Czarna Perła' })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Kolczyki Czarna Perła' }) })
      .getByRole('link', { name: 'Nazwa po angielsku' }),
  ).toHaveCount(0);
  await expect(missingNames).toHaveText(String(before - 1));

  await page.goto('/jewellery?lang=en&name=perla');
  await expect(page.getByRole('heading', { level: 2, name: 'Black Pearl Earrings' })).not.toHaveAttribute(
    'lang',
  );
});
