import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, logIn, newAccount, registerViaApi, test } from './support/fixtures';

// A login or registration reached from a page returns to it, with the place she came from in view (on a
// 390 × 844 phone, the phone project, and a 1440 × 900 desktop); the header's own login goes home (spec §2).

test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }),
});

async function pieceId(request: APIRequestContext): Promise<number> {
  const { products } = await (
    await request.get(`/api/products?name=${encodeURIComponent('Turkusowa Laguna')}`)
  ).json();
  return products[0].id;
}

/** Whether the element's box lies within the window (the place a login returned to is in view). */
async function expectInView(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await locator.boundingBox())!;
      const height = await page.evaluate(() => window.innerHeight);
      return box.y >= 0 && box.y + box.height <= height;
    })
    .toBe(true);
}

test("a login from a piece's comment box comes back to the piece with the comment box in view", async ({
  page,
  request,
}) => {
  const account = newAccount('Powrot');
  await registerViaApi(request, account);
  const id = await pieceId(request);
  await page.goto(`/jewellery/${id}`);
  await page.getByRole('link', { name: 'Zaloguj się, aby dołączyć do rozmowy.' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/jewellery/${id}#comment-box`)}`);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Hasło').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();

  await expect(page).toHaveURL(`/jewellery/${id}#comment-box`);
  await expectInView(page, page.getByLabel('Twój komentarz'));
});

test('in English, a registration reached from the rating keeps where she was and returns there, the rating in view', async ({
  page,
  request,
}) => {
  const account = newAccount('Return');
  const id = await pieceId(request);
  await page.goto(`/jewellery/${id}?lang=en`);
  await page
    .getByRole('link', { name: 'Log in to rate this piece or keep it among your favourites.' })
    .click();
  const next = encodeURIComponent(`/jewellery/${id}#rating`);
  await expect(page).toHaveURL(`/login?next=${next}&lang=en`);

  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL(`/register?next=${next}&lang=en`);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(`/jewellery/${id}?lang=en#rating`);
  await expectInView(page, page.getByRole('group', { name: 'Your rating' }));
  await expect(page.getByRole('button', { name: /Add .* to favourites/ })).toBeVisible();
});

test("the header's login goes home afterwards, and a next that is not a path of this shop is ignored", async ({
  page,
  request,
}) => {
  const account = newAccount('Dom');
  await registerViaApi(request, account);
  const id = await pieceId(request);
  await page.goto(`/jewellery/${id}`);
  const openMenu = page.getByRole('button', { name: 'Otwórz menu' });
  const phone = await openMenu.isVisible();
  if (phone) await openMenu.click();
  const navigation = phone
    ? page.getByRole('dialog', { name: 'Menu' })
    : page.getByRole('banner').getByRole('navigation');
  await navigation.getByRole('link', { name: 'Zaloguj', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await logIn(page, account.email, account.password);

  await page.evaluate(() => localStorage.clear());
  for (const next of ['//evil.example/jewellery', '/\\evil.example', 'https://evil.example/']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Hasło').fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL('/');
    await page.evaluate(() => localStorage.clear());
  }
});

test("the home page's 'Twoje ulubione' asks a visitor to log in and then shows her favourites", async ({
  page,
  request,
}) => {
  const account = newAccount('Ulubiona');
  await registerViaApi(request, account);
  await page.goto('/', { waitUntil: 'networkidle' });
  const favourites = page.getByRole('link', { name: 'Twoje ulubione: Zaloguj się, aby zapisywać ulubione' });
  await expect(favourites).toBeEnabled();
  await favourites.click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/favourites')}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Hasło').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL('/favourites');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
