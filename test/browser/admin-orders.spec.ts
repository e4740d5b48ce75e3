import { randomBytes } from 'node:crypto';
import { ADMIN, expect, linkInMail, mailTo, newAccount, newPiece, test } from './support/fixtures';

// The maker works from her phone: the whole journey at a phone's size.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the maker sets her selling settings, then marks a confirmed reservation paid and shipped from her phone, and the piece shows sold', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const pieceName = `Kolczyki Zamówienie ${randomBytes(3).toString('hex')}`;
  const productId = await newPiece(request, token, pieceName);

  // Signed in as the app keeps a session (the login form is accounts.spec's).
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Ustawienia sprzedaży: konto, rezerwacja, dostawa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia sprzedaży' })).toBeVisible();

  // A wrong check digit is refused at the IBAN's field, which takes the focus.
  await page.getByLabel('Właściciel konta (jak na przelewie)').fill('Soutache Studio Anna Nowak');
  const iban = page.getByLabel('Numer konta (IBAN)');
  await iban.fill('PL61 1090 1014 0000 0712 1981 2875');
  await page.getByLabel('Ile dni rezerwacja czeka na płatność (1–30)').fill('3');
  await page.getByLabel('Paczkomat InPost: dostępna').check();
  await page.getByLabel('Paczkomat InPost: cena w zł').fill('14,99');
  await page.getByLabel('Kurier: dostępna').check();
  await page.getByLabel('Kurier: cena w zł').fill('19,99');
  await page.getByRole('checkbox', { name: /\(DE\)/ }).check();
  await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toBeFocused();
  await expect(page.getByText('Ten numer konta jest błędny')).toBeVisible();
  await iban.fill('PL61 1090 1014 0000 0712 1981 2874');
  await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(page.getByRole('status')).toHaveText('Ustawienia zostały zapisane.');
  await page.reload();
  await expect(page.getByLabel('Numer konta (IBAN)')).toHaveValue('PL61 1090 1014 0000 0712 1981 2874');
  await expect(page.getByLabel('Paczkomat InPost: cena w zł')).toHaveValue('14,99');
  await expect(page.getByRole('checkbox', { name: /\(DE\)/ })).toBeChecked();

  // A buyer reserves the piece (REST) and confirms the address by the mailed link.
  const buyer = { ...newAccount('Zofia'), name: 'Zofia Testowa' };
  const placed = await request.post('/api/orders', {
    data: {
      productId,
      name: buyer.name,
      email: buyer.email,
      phone: '+48 600 100 200',
      delivery: { method: 'INPOST', locker: 'POZ08M' },
      acceptTerms: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { number: string } };
  const mail = await mailTo(buyer.email, new RegExp(`potwierdź zamówienie ${order.number}`));
  const confirm = new URL(linkInMail(mail.text, `/orders/${order.number}`)).searchParams.get('confirm');
  expect((await request.post('/api/orders/confirm', { data: { token: confirm } })).status()).toBe(200);

  // The panel counts it among those awaiting payment.
  await page.goto('/admin');
  const ordersLink = page.getByRole('link', { name: /^Zamówienia \d+ (czeka|czekają) na płatność$/ });
  await expect(ordersLink).toBeVisible();
  await ordersLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienia' })).toBeVisible();

  // Found by the buyer's e-mail, among those awaiting payment.
  await page.getByRole('button', { name: /^Czeka na płatność \d+$/ }).click();
  await page.getByLabel('Szukaj: numer, imię lub e-mail').fill(buyer.email);
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: order.number }) });
  await expect(card).toContainText('Czeka na płatność');
  await expect(card.getByRole('link', { name: `Egzemplarz: ${pieceName}` })).toHaveAttribute(
    'href',
    `/jewellery/${productId}`,
  );
  await expect(card.getByRole('link', { name: buyer.email })).toHaveAttribute(
    'href',
    `mailto:${buyer.email}`,
  );
  await expect(card.getByRole('link', { name: /600 100 200/ })).toHaveAttribute('href', 'tel:+48600100200');
  await expect(card).toContainText('Paczkomat InPost POZ08M');
  await expect(card).toContainText(/379,98\szł/);
  await expect(card).toContainText('Zarezerwowane do');
  // Only what the state allows: no "Mark shipped" before it is paid.
  await expect(card.getByRole('button', { name: 'Oznacz jako wysłane' })).toHaveCount(0);

  // Mark paid: a date (today by default), confirmed by "Yes".
  await card.getByRole('button', { name: 'Oznacz jako opłacone' }).click();
  const paidOn = card.getByLabel('Dzień wpływu pieniędzy');
  await expect(paidOn).toBeFocused();
  await expect(paidOn).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await card.getByRole('button', { name: 'Tak, oznacz jako opłacone' }).click();
  const notice = page.getByRole('status').filter({ hasText: `${order.number} jest opłacone.` });
  await expect(notice).toBeVisible();
  await expect(page.locator('.orders-admin__notice')).toBeFocused();
  // It left the state shown; under "Paid" it waits to be shipped.
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: /^Opłacone \d+$/ }).click();
  await expect(card).toContainText('Opłacone');

  // Mark shipped: the carrier (InPost for a locker) and the tracking number.
  await card.getByRole('button', { name: 'Oznacz jako wysłane' }).click();
  await expect(card.getByLabel('Przewoźnik')).toHaveValue('InPost');
  await card.getByLabel('Numer przesyłki (opcjonalnie)').fill('520000011395200025754311');
  await card.getByRole('button', { name: 'Tak, oznacz jako wysłane' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${order.number} jest wysłane.` })).toBeVisible();
  await page.getByRole('button', { name: /^Wysłane \d+$/ }).click();
  await expect(card).toContainText('Wysłane');
  await expect(card.getByRole('link', { name: 'Śledź przesyłkę 520000011395200025754311' })).toBeVisible();
  await card.getByText(/^Historia zmian \(\d+\)$/).click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Pracownia: Opłacone → Wysłane' })).toBeVisible();
  await expect(
    card.getByRole('listitem').filter({ hasText: 'Kupujący: Czeka na potwierdzenie → Czeka na płatność' }),
  ).toBeVisible();

  // In English too.
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(card).toContainText(/PLN\s379\.98/);
  await expect(card.getByRole('button', { name: 'Complete' })).toBeVisible();

  // The panel counts it among this month's sales.
  await page.goto('/admin');
  await expect(page.getByText(/^This month: \d+ orders? paid, PLN\s[\d,]+\.\d{2}$/)).toBeVisible();

  // The piece is sold.
  await page.goto(`/jewellery/${productId}`);
  await expect(page.locator('.availability')).toHaveText('Sold');
  // Its order stays (detached); the piece goes, so the other journeys find the demo's sold pieces only.
  expect(
    (
      await request.delete(`/api/products/${productId}`, { headers: { Authorization: `Bearer ${token}` } })
    ).ok(),
  ).toBe(true);
});
