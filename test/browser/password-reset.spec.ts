import { expect, linkInMail, mailTo, newAccount, registerViaApi, test } from './support/fixtures';

test('a forgotten password, from /login to logged in with the mailed link, in Polish and in English', async ({
  page,
  request,
}) => {
  const account = newAccount('Wanda');
  await registerViaApi(request, account);

  // Polish: from the login page to the mailed link.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Odzyskiwanie hasła' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('status')).toContainText(`Jeśli istnieje konto z adresem ${account.email}`);

  const mail = await mailTo(account.email, /ustaw nowe hasło/);
  const link = linkInMail(mail.text, '/reset-password?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Ustaw nowe hasło' })).toBeVisible();
  const newPassword = `${account.password}-Nowe`;
  await page.getByLabel('Nowe hasło', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(page.getByText('Nowe hasło jest ustawione. Zaloguj się nim.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Zaloguj się' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Hasło').fill(newPassword);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Witaj, ${account.name}!` })).toBeVisible();
  await expect(await mailTo(account.email, /hasło zostało zmienione/)).toBeTruthy();

  // The link works once: used again, the page says so and offers a new one.
  await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się', exact: true }).click();
  await page.goto(link);
  await page.getByLabel('Nowe hasło', { exact: true }).fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ten link został już użyty. Poproś o nowy, jeśli trzeba.');
  await expect(page.getByRole('link', { name: 'Poproś o nowy link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  // English: the interface's language reaches the mail.
  await page.getByRole('link', { name: 'Poproś o nowy link' }).click();
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Forgotten password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account has the address ${account.email}`);
  const english = await mailTo(account.email, /set a new password/);
  await page.goto(linkInMail(english.text, '/reset-password?token='));
  const englishPassword = `${newPassword}-English`;
  await page.getByLabel('New password', { exact: true }).fill(englishPassword);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(englishPassword);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/\?lang=en$/);
});

test('an expired or broken reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(
    'Ten link do ustawienia hasła jest nieprawidłowy. Poproś o nowy.',
  );
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('Nowe hasło', { exact: true }).fill('a long enough password 2026');
  await page.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ten link do ustawienia hasła jest nieprawidłowy. Poproś o nowy.',
  );
});
