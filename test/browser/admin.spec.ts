import { ADMIN as admin, expect, logIn, newAccount, registerViaApi, test } from './support/fixtures';

test('an admin promotes another user in the admin panel', async ({ page, request }) => {
  const customer = newAccount('Krystyna');
  const { token } = await registerViaApi(request, customer);
  await logIn(page, admin.email, admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toBeVisible();
  const checkbox = page.getByRole('checkbox', { name: `Admin: ${customer.email}` });
  await expect(checkbox).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Admin: ${admin.email}` })).toBeDisabled();
  await checkbox.check();
  await expect(checkbox).toBeChecked();
  await expect(checkbox).toBeEnabled();

  // The server holds the new flag: the promoted user's own session now sees the admin link.
  const info = await request.get('/api/info', { headers: { Authorization: `Bearer ${token}` } });
  expect((await info.json()).isAdmin).toBe(true);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Admin: ${customer.email}` })).toBeChecked();
});

test('a normal user sees "No permission." on /admin and no admin link', async ({ page, request }) => {
  const account = newAccount('Barbara');
  await registerViaApi(request, account);
  await logIn(page, account.email, account.password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByText('Brak uprawnień.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(page.getByText('No permission.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('an admin finds the new-product button on the list and the edit button on a product; others do not', async ({ page, request }) => {
  const account = newAccount('Halina');
  await registerViaApi(request, account);
  await logIn(page, account.email, account.password);
  await page.goto('/jewellery');
  await expect(page.getByRole('heading', { level: 1, name: 'Biżuteria' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nowy produkt' })).toHaveCount(0);
  await page.goto('/jewellery/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edytuj' })).toHaveCount(0);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, admin.email, admin.password);
  await page.goto('/jewellery');
  await page.getByRole('link', { name: 'Nowy produkt' }).click();
  await expect(page).toHaveURL(/\/jewellery\/create$/);
  await page.goto('/jewellery/1?lang=en');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/jewellery\/1\/edit$/);
});
