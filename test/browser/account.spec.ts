import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, linkInMail, logIn, mailTo, newAccount, registerViaApi, test } from './support/fixtures';

// At each project's size: a phone's (Pixel 7) and a desktop's.
test.describe('deleting an account', () => {
  test('a customer renames themself, downloads their data and deletes the account; their comment then reads "Konto usunięte" / "Deleted account"', async ({
    page,
    request,
  }) => {
    const account = newAccount('Halina');
    const { token } = await registerViaApi(request, account);
    const { products } = await (await request.get('/api/products?limit=1')).json();
    const productId = products[0].id as number;
    // Its own words: both projects' runs comment on the same piece.
    const said = `Cudne kolory, noszę je co dzień #${randomBytes(3).toString('hex')}`;
    const comment = await request.post(`/api/products/${productId}/comments`, {
      data: { content: said },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(comment.status()).toBe(201);

    await logIn(page, account.email, account.password);
    // A phone's header has the menu; a desktop's the account's own link.
    const menu = page.getByRole('button', { name: 'Otwórz menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Twoje konto' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Twoje konto' }).click();
    }
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Twoje konto', level: 1 })).toBeVisible();
    await expect(page.getByText(`Zalogowano jako ${account.email}.`)).toBeVisible();

    // The name, under the registration's rules.
    const name = page.getByLabel('Imię', { exact: true });
    await name.fill('Soutache Studio');
    await page.getByRole('button', { name: 'Zapisz imię' }).click();
    await expect(page.getByText('Ta nazwa należy do sklepu. Wybierz inną.')).toBeVisible();
    await name.fill('Halina K.');
    await page.getByRole('button', { name: 'Zapisz imię' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imię zostało zapisane.' })).toBeVisible();

    // The data, as a JSON file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Pobierz moje dane' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(data.account).toMatchObject({ email: account.email, name: 'Halina K.' });
    expect(data.comments).toEqual([expect.objectContaining({ content: said, productId })]);

    // Deletion says what stays and what goes, then asks, with the password inside the question: a wrong
    // one is refused at its field before anything else is asked.
    await expect(page.getByText('Komentarze zostaną, podpisane „Konto usunięte”')).toBeVisible();
    page.on('dialog', (dialog) => {
      throw new Error(`no native question is asked: ${dialog.message()}`);
    });
    await page.getByRole('button', { name: 'Usuń moje konto' }).click();
    const question = page.getByRole('group', {
      name: 'Czy na pewno chcesz usunąć swoje konto? Tego nie można cofnąć.',
    });
    const password = question.getByLabel('Twoje hasło, dla potwierdzenia');
    await expect(password).toBeFocused();
    await password.fill('not my password');
    await page.getByRole('button', { name: 'Tak, usuń moje konto' }).click();
    await expect(page.getByText('To nie jest Twoje obecne hasło.')).toBeVisible();
    await expect(password).toBeFocused();
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Tak, usuń moje konto' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page says so, once, in a polite status.
    await expect(page.getByRole('status').filter({ hasText: 'Twoje konto zostało usunięte.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Twoje konto zostało usunięte.')).toHaveCount(0);
    expect(
      (
        await request.post('/api/login', { data: { email: account.email, password: account.password } })
      ).status(),
    ).toBe(401);

    // The comment stays, by a deleted account, in both languages.
    await page.goto(`/jewellery/${productId}`);
    const kept = page.locator('.comment').filter({ hasText: said });
    await expect(kept).toContainText('Konto usunięte');
    await expect(kept).not.toContainText('Halina');
    await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
    await expect(page.locator('.comment').filter({ hasText: said })).toContainText('Deleted account');
  });
});

test('on a desktop, the account page is one click from the header, in English and the light theme too', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'sets a desktop size itself');
  await page.setViewportSize({ width: 1440, height: 900 });
  const account = newAccount('Irena');
  await registerViaApi(request, account);
  await logIn(page, account.email, account.password);
  await page.getByRole('banner').getByRole('link', { name: 'Twoje konto' }).click();
  await expect(page.getByRole('heading', { name: 'Twoje konto', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();

  // The password: the current one asked; this session goes on.
  await page.getByLabel('Current password', { exact: true }).fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('a fresh long password 2026');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('This is not your current password.')).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in as ${account.email}.`)).toBeVisible();

  // The e-mail: a link to the new address, followed; the old address is told.
  const newEmail = newAccount('Irena').email;
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Your current password').fill('a fresh long password 2026');
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `A link is on its way to ${newEmail}.` }),
  ).toBeVisible();
  const mail = await mailTo(newEmail, /confirm your new e-mail/);
  await page.goto(linkInMail(mail.text, '/account/confirm-email?token='));
  await page.getByRole('button', { name: 'Confirm the new address' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Done: your account signs in with ${newEmail} from now on.`,
  );
  await expect(await mailTo(account.email, /e-mail was changed/)).toBeTruthy();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByText(`Signed in as ${newEmail}.`)).toBeVisible();
});

for (const theme of ['dark', 'light']) {
  test(`the account page has no serious accessibility violations in the ${theme} theme, on a phone`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'sets a phone size itself');
    await page.setViewportSize({ width: 390, height: 844 });
    const { token } = await registerViaApi(request, newAccount('Jadwiga'));
    await page.addInitScript(
      ([value, stored]) => {
        localStorage.setItem('theme', value);
        localStorage.setItem('token', stored);
      },
      [theme, token],
    );
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Usuń konto' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  });
}
