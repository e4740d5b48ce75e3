import { expect, holdScripts, logIn, newAccount, registerViaApi, test } from './support/fixtures';

test('a visitor registers, is greeted by name on the home page, and logs out', async ({ page }) => {
  const account = newAccount('Jadwiga');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Zaloguj', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL(/\/register$/);

  const submit = page.getByRole('main').getByRole('button', { name: 'Zarejestruj się' });
  // The password's rule is said up front; sent too soon, the form says at each field what it lacks.
  await expect(page.getByText('Co najmniej 6 znaków')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Podaj imię')).toBeVisible();
  await expect(page.getByLabel('Imię')).toBeFocused();
  await page.getByLabel('Imię').fill(account.name);
  await page.getByLabel('Email').fill('jadwiga@niepoprawny');
  await expect(page.getByText('Niepoprawny email')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Hasło').fill('abc');
  await expect(page.getByText('Hasło musi mieć co najmniej 6 znaków')).toBeVisible();
  await submit.click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Hasło')).toBeFocused();
  await page.getByLabel('Hasło').fill(account.password);
  await submit.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Witaj, ${account.name}!` })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ulubione', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);

  await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Witaj, ${account.name}!` })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ulubione', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('login sends nothing with an invalid e-mail and says so at the field, and signs an existing user in', async ({
  page,
  request,
}) => {
  const account = newAccount('Halina');
  await registerViaApi(request, account);
  await page.goto('/login');
  const submit = page.getByRole('main').getByRole('button', { name: 'Zaloguj się' });
  await page.getByLabel('Email').fill('halina');
  await page.getByLabel('Hasło').fill('x');
  await expect(page.getByText('Niepoprawny email')).toBeVisible();
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toBeFocused();
  await logIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: `Witaj, ${account.name}!` })).toBeVisible();
});

test('a wrong password leaves the visitor on the login page, logged out', async ({ page, request }) => {
  const account = newAccount('Irena');
  await registerViaApi(request, account);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Hasło').fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main').getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('what a visitor types before the page has hydrated (its scripts still loading) is kept and logs them in', async ({
  page,
  request,
}) => {
  const account = newAccount('Bogna');
  await registerViaApi(request, account);
  const releaseScripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Hasło').fill(account.password);
  const submit = page.getByRole('main').getByRole('button', { name: 'Zaloguj się' });
  await expect(submit).toBeDisabled(); // not hydrated yet
  releaseScripts();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Hasło')).toHaveValue(account.password);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Witaj, ${account.name}!` })).toBeVisible();
});

test('the e-mail typed on the login page goes along to "Forgot your password?"', async ({ page }) => {
  await page.goto('/login?lang=en', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill('zosia@soutache.test');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password?lang=en');
  await expect(page.getByLabel('Email')).toHaveValue('zosia@soutache.test');
  // Nothing typed, nothing carried; sent empty, the field says why.
  await page.goto('/?lang=en');
  await page.goto('/forgot-password?lang=en', { waitUntil: 'networkidle' });
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByRole('main').getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
});
