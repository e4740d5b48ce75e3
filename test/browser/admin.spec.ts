import { ADMIN as admin, expect, logIn, newAccount, registerViaApi, test } from './support/fixtures';

// The panel's one-tap flag asks first and says what it did, on a phone as on a desktop.
for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
]) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('an admin promotes another user in the admin panel after a confirmation naming them and what it grants, and is told it was done', async ({
      page,
      request,
    }) => {
      const customer = newAccount('Krystyna');
      const { token } = await registerViaApi(request, customer);
      await logIn(page, admin.email, admin.password);
      if (size.isMobile) {
        await page.getByRole('button', { name: 'Otwórz menu' }).click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('link', { name: 'Admin', exact: true })
          .click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
      }
      await expect(page).toHaveURL(/\/admin$/);

      const row = page.getByRole('row').filter({ hasText: customer.email });
      await expect(row).toBeVisible();
      const checkbox = page.getByRole('checkbox', { name: `Admin: ${customer.email}` });
      await expect(checkbox).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: `Admin: ${admin.email}` })).toBeDisabled();
      // Dismissed: nothing changes, nothing is sent.
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await checkbox.click();
      await expect.poll(() => asked).toContain(`Krystyna (${customer.email})`);
      expect(asked).toBe(
        `Nadać uprawnienia administratora kontu Krystyna (${customer.email})? Ta osoba będzie mogła tworzyć, edytować i usuwać produkty i publikacje, usuwać komentarze oraz zmieniać uprawnienia innych użytkowników, gdy zaloguje się ponownie: zostanie wylogowana na wszystkich urządzeniach.`,
      );
      await expect(checkbox).not.toBeChecked();
      expect(
        (await (await request.get('/api/info', { headers: { Authorization: `Bearer ${token}` } })).json())
          .isAdmin,
      ).toBe(false);

      page.once('dialog', (dialog) => void dialog.accept());
      await checkbox.click();
      await expect(checkbox).toBeChecked();
      await expect(checkbox).toBeEnabled();
      await expect(page.getByRole('status')).toHaveText(
        `Konto Krystyna (${customer.email}) ma teraz uprawnienia administratora.`,
      );

      // The server holds the new flag; the promoted user's earlier session ended with the change, and a new one is an admin's.
      expect(
        (await request.get('/api/info', { headers: { Authorization: `Bearer ${token}` } })).status(),
      ).toBe(401);
      const login = await request.post('/api/login', {
        data: { email: customer.email, password: customer.password },
      });
      const info = await request.get('/api/info', {
        headers: { Authorization: `Bearer ${(await login.json()).token}` },
      });
      expect((await info.json()).isAdmin).toBe(true);
      await page.reload();
      await expect(page.getByRole('checkbox', { name: `Admin: ${customer.email}` })).toBeChecked();

      // Taking it back asks too, in the page's language, and says so.
      await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
      const revoke = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
      );
      await page.getByRole('checkbox', { name: `Admin: ${customer.email}` }).click();
      expect(await revoke).toBe(
        `Remove the admin permission of Krystyna (${customer.email})? They will no longer manage products, publications, comments or users, and will be signed out on every device.`,
      );
      await expect(page.getByRole('status')).toHaveText(
        `Krystyna (${customer.email}) is no longer an admin.`,
      );
      await expect(page.getByRole('checkbox', { name: `Admin: ${customer.email}` })).not.toBeChecked();
    });
  });
}

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

test('an admin finds the new-product button on the list and the edit button on a product; others do not', async ({
  page,
  request,
}) => {
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
  await expect(page).toHaveURL(/\/jewellery\/1\/edit\?lang=en$/);
});

test("an admin's header keeps the shop's tagline clear of the links from 1201 to 1500 px, in both languages", async ({
  page,
}) => {
  await logIn(page, admin.email, admin.password);
  for (const path of ['/', '/?lang=en']) {
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    for (const width of [1201, 1280, 1360, 1440, 1500]) {
      await page.setViewportSize({ width, height: 800 });
      const tagline = (await page.locator('.brand__tagline').boundingBox())!;
      const links = (await header.getByRole('navigation').boundingBox())!;
      expect([path, width, tagline.x + tagline.width <= links.x]).toEqual([path, width, true]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
  }
});
