import { expect, newAccount, registerViaApi, test } from './support/fixtures';

/** A password field's description: its rule, said up front, then the refusal. */
const endsWith = (refusal: string) => new RegExp(`${refusal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The server's refusals reach the visitor in their language, not only the console. */
test.describe('refused registration and login say why', () => {
  test('registration names a taken e-mail and a too common password, in Polish and in English', async ({
    page,
    request,
  }) => {
    const taken = newAccount('Bogna');
    await registerViaApi(request, taken);
    await page.goto('/register');
    const main = page.getByRole('main');
    await page.getByLabel('Imię').fill('Bogna');
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Hasło').fill('password1');
    await main.getByRole('button', { name: 'Zarejestruj się' }).click();
    await expect(page.getByLabel('Hasło')).toHaveAccessibleDescription(
      endsWith('To hasło jest zbyt popularne'),
    );
    await expect(page.getByLabel('Hasło')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);

    // A strong password, then the taken e-mail is what is left to fix.
    await page.getByLabel('Hasło').fill('Kolczyki-z-sutaszu-2026');
    await expect(page.getByLabel('Hasło')).not.toHaveAttribute('aria-invalid');
    await main.getByRole('button', { name: 'Zarejestruj się' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Konto z tym adresem e-mail już istnieje',
    );

    await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
    await main.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'An account with this email already exists',
    );
    await page.getByLabel('Password').fill('soutache');
    await main.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
      endsWith('This password is too common'),
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('registration refuses a password that is the visitor’s own name', async ({ page }) => {
    const account = newAccount('Krystyna');
    await page.goto('/register');
    await page.getByLabel('Imię').fill('Krystyna Nowak');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Hasło').fill('Krystyna Nowak');
    await page.getByRole('main').getByRole('button', { name: 'Zarejestruj się' }).click();
    await expect(page.getByLabel('Hasło')).toHaveAccessibleDescription(
      endsWith('Hasło nie może być częścią imienia'),
    );
  });

  test('a wrong password says "Nieprawidłowy e-mail lub hasło", and in English "Invalid email or password"', async ({
    page,
    request,
  }) => {
    const account = newAccount('Irena');
    await registerViaApi(request, account);
    await page.goto('/login');
    const main = page.getByRole('main');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Hasło').fill('not-the-password');
    await main.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(main.getByRole('alert')).toHaveText('Nieprawidłowy e-mail lub hasło');

    await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
    await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Email').fill(`nobody.${account.email}`);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login\?lang=en$/);
  });
});
