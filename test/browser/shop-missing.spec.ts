import { expect, test } from './support/fixtures';

// An old link to a removed piece, and an address the shop does not have: headed in words for people, in the
// visitor's language, with what happened and where to go; spec §8's texts stay below as the details, and
// crawlers get a 404.
test('a removed piece keeps spec §8’s text, says it is no longer in the shop, offers other pieces and a way to ask, and answers 404', async ({
  page,
  request,
}) => {
  const rendered = await request.get('/jewellery/999999');
  expect(rendered.status()).toBe(404);
  const html = await rendered.text();
  expect(html).toContain('Nie udało się pobrać produktu');
  expect(html).toContain('Tego produktu nie ma już w sklepie.');
  expect(html).toMatch(/href="\/jewellery\/\d+"/);

  await page.goto('/jewellery/999999');
  // Headed in words for people; spec §8's text stays below, as the details.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleźliśmy tego produktu');
  await expect(page.getByText('Nie udało się pobrać produktu')).toBeVisible();
  await expect(page.getByText('Tego produktu nie ma już w sklepie.', { exact: false })).toBeVisible();
  const others = page.getByRole('list', { name: 'Inne prace' }).getByRole('link');
  await expect(others).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Zapytaj o coś podobnego' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await others.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/jewellery\/\d+$/);

  await page.goto('/jewellery/999999?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this piece');
  await expect(page.getByText('Failed to fetch product')).toBeVisible();
  await expect(page.getByText('This piece is no longer in the shop.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for something like it' })).toHaveAttribute(
    'href',
    '/contact?lang=en',
  );
});

test('an unknown address keeps the routing error and offers the jewellery and the contact page, with a 404', async ({
  page,
  request,
}) => {
  expect((await request.get('/no-such-page')).status()).toBe(404);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie ma takiej strony');
  await expect(page.getByText('Nieoczekiwany błąd aplikacji!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zobacz biżuterię' })).toHaveAttribute('href', '/jewellery');
  await expect(page.getByRole('link', { name: 'Napisz do pracowni' })).toHaveAttribute('href', '/contact');
  await page.goto('/no-such-page?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Ask the studio' })).toHaveAttribute(
    'href',
    '/contact?lang=en',
  );
});

test('a removed post is headed in words for people in both languages, keeps spec §8’s text below as the details, leads back to the blog, and answers 404', async ({
  page,
  request,
}) => {
  const rendered = await request.get('/publication/999999');
  expect(rendered.status()).toBe(404);
  expect(await rendered.text()).toContain('Nie znaleźliśmy tego wpisu');

  await page.goto('/publication/999999', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleźliśmy tego wpisu');
  await expect(page.getByText('Tego wpisu nie ma już na blogu.', { exact: false })).toBeVisible();
  await expect(page.getByText('Nie udało się pobrać publikacji')).toBeVisible();
  await page.goto('/publication/999999?lang=en', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this post');
  await expect(page.getByText('Failed to fetch publication')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Blog' })).toHaveAttribute(
    'href',
    '/blog?lang=en',
  );
});
