import { expect, logIn, newAccount, registerViaApi, test } from './support/fixtures';

// A signed-in customer takes her own comment back (a 1440 × 900 desktop): only her own offers "Usuń",
// a confirmation comes first, and the focus then rests where the comment stood.

test.use({ viewport: { width: 1440, height: 900 } });

test('she deletes her own comment after confirming; others offer her no delete; the count follows and the focus lands on the notice', async ({
  page,
  request,
}) => {
  const { products } = await (
    await request.get(`/api/products?name=${encodeURIComponent('Turkusowa Laguna')}`)
  ).json();
  const id: number = products[0].id;
  const other = newAccount('Sasiadka');
  const { token } = await registerViaApi(request, other);
  const unique = Date.now().toString(36);
  await request.post(`/api/products/${id}/comments`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { content: `Cudze zdanie ${unique}` },
  });

  const me = newAccount('Autorka');
  await registerViaApi(request, me);
  await logIn(page, me.email, me.password);
  await page.goto(`/jewellery/${id}`, { waitUntil: 'networkidle' });
  await page.getByLabel('Twój komentarz').fill(`Moje zdanie ${unique}`);
  await page.getByRole('button', { name: 'Dodaj komentarz' }).click();

  const mine = page.locator('li.comment').filter({ hasText: `Moje zdanie ${unique}` });
  const theirs = page.locator('li.comment').filter({ hasText: `Cudze zdanie ${unique}` });
  await expect(mine.getByRole('button', { name: 'Usuń' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Usuń' })).toHaveCount(0);
  const heading = page.getByRole('heading', { name: /^Komentarze/ });
  const count = async () => Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1]);
  const before = await count();

  // Cancelled: nothing goes.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Czy na pewno chcesz usunąć ten komentarz?');
    void dialog.dismiss();
  });
  await mine.getByRole('button', { name: 'Usuń' }).click();
  await expect(mine).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await mine.getByRole('button', { name: 'Usuń' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Komentarz został usunięty.' });
  await expect(notice).toBeFocused();
  await expect(mine).toHaveCount(0);
  await expect.poll(count).toBe(before - 1);
  await expect(theirs).toBeVisible();

  // Gone for everyone, not only from this page's memory.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByText(`Moje zdanie ${unique}`)).toHaveCount(0);
  await expect(page.getByText(`Cudze zdanie ${unique}`)).toBeVisible();
});
