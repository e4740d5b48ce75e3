import { randomBytes } from 'node:crypto';
import { readQr } from '../support/qr-code';
import { ADMIN, expect, linkInMail, mailTo, newAccount, newPiece, test } from './support/fixtures';

// A buyer arrives on her phone, signed out, in English: the whole journey at a phone's size.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const IBAN = 'PL61 1090 1014 0000 0712 1981 2874';
const HOLDER = 'Soutache Studio Anna Nowak';

/** The ZBP recommendation's fields (NIP|country|account|amount in grosze|recipient|title|||), as a banking app reads them. */
function transferFields(text: string | undefined) {
  const [nip, country, account, amount, recipient, title] = (text ?? '').split('|');
  return { nip, country, account, amount, recipient, title };
}

let token: string;
test.beforeAll(async ({ request }) => {
  token = ((await (await request.post('/api/login', { data: ADMIN })).json()) as { token: string }).token;
  // The shop sells: an account to pay into and a parcel locker at 14,99 zł (what the maker's own journey sets too).
  const saved = await request.put('/api/admin/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      accountHolder: HOLDER,
      iban: IBAN,
      reservationDays: 3,
      delivery: [
        { method: 'INPOST', enabled: true, priceGrosze: 1499, countries: ['PL'] },
        { method: 'COURIER', enabled: true, priceGrosze: 1999, countries: ['PL', 'DE'] },
        { method: 'PICKUP', enabled: false, priceGrosze: 0, countries: ['PL'] },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

test('a guest on a phone, in English, reserves a piece, confirms the mailed link, pays by the QR code, and sees it shipped while the piece shows sold', async ({
  page,
  request,
}) => {
  const pieceName = `Aurora earrings ${randomBytes(3).toString('hex')}`;
  const productId = await newPiece(request, token, pieceName);
  const buyer = { ...newAccount('Jane'), name: 'Jane Buyer' };

  await page.goto(`/jewellery/${productId}?lang=en`);
  await page.getByRole('link', { name: 'Reserve and pay by bank transfer' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${productId}\\?lang=en$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pieceName);
  // The page arrives rendered when opened directly too (a shared or reloaded checkout).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pieceName);

  // A wrong locker code is refused at its field, and nothing typed is lost.
  await page.getByLabel('Full name').fill(buyer.name);
  await page.getByLabel('Your e-mail').fill(buyer.email);
  await page.getByLabel('Phone').fill('+48 600 100 200');
  await page.getByLabel('InPost parcel locker').check();
  const locker = page.getByLabel('Parcel locker code (e.g. POZ08M)');
  await locker.fill('not a locker');
  await page.getByLabel("I accept the shop's terms").check();
  await expect(page.getByRole('main')).toContainText(/PLN\s?379\.98/);
  await expect(page.getByRole('main')).toContainText('You may return a ready piece within 14 days');
  await page.getByRole('button', { name: 'Reserve and pay by bank transfer' }).click();
  await expect(locker).toHaveAttribute('aria-invalid', 'true');
  await expect(locker).toBeFocused();
  await expect(page.getByText('This is not a parcel locker code')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(buyer.name);
  await locker.fill('POZ08M');
  await page.getByRole('button', { name: 'Reserve and pay by bank transfer' }).click();
  const sent = page.getByText(
    new RegExp(
      `Check ${buyer.email.replace(/\./g, '\\.')}: we sent a link that confirms order (SZ-\\d{4}-\\d{4,})`,
    ),
  );
  await expect(sent).toBeVisible();
  const number = /SZ-\d{4}-\d{4,}/.exec((await sent.textContent()) ?? '')![0];
  // Nothing is held until the address is confirmed.
  expect(
    ((await (await request.get(`/api/products/${productId}`)).json()) as { availability: string })
      .availability,
  ).toBe('AVAILABLE');

  // The mail, in English, links to the order; one click there confirms the address and reserves the piece.
  const confirmMail = await mailTo(buyer.email, new RegExp(`confirm your order ${number}`));
  await page.goto(linkInMail(confirmMail.text, `/orders/${number}`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and reserve' }).click();
  await expect(page.getByText('Waiting for payment')).toBeVisible();
  await expect(page.getByText(/^Reserved for you until /)).toBeVisible();

  // The transfer, field by field, with a copy button each, and a QR code a banking app reads the same.
  const pay = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(pay).toContainText(IBAN);
  await expect(pay).toContainText(HOLDER);
  await expect(pay).toContainText(number);
  await expect(pay.getByRole('button', { name: 'Copy: Account number' })).toBeVisible();
  // The ZBP format's own limits: the amount as six digits of grosze, the recipient's first 20 characters.
  const expected = {
    nip: '',
    country: 'PL',
    account: IBAN.replace(/\s|PL/g, ''),
    amount: '037998',
    recipient: HOLDER.slice(0, 20),
    title: number,
  };
  const qr = pay.getByRole('img', { name: 'QR code for the transfer' });
  await qr.scrollIntoViewIfNeeded();
  expect(transferFields(await readQr(await qr.screenshot()))).toEqual(expected);
  // The mail that confirms the reservation carries the same code, as a picture.
  const reserved = await mailTo(
    buyer.email,
    new RegExp(`${number}.*is waiting for you|is waiting for you.*${number}`),
  );
  const picture = reserved.attachments.find((file) => file.contentType === 'image/png');
  expect(picture).toBeDefined();
  expect(transferFields(await readQr(picture!.content))).toEqual(expected);
  expect(reserved.text).toContain(IBAN);

  // The piece says it is reserved, to everyone.
  await page.goto(`/jewellery/${productId}?lang=en`);
  await expect(page.getByText(/^Reserved until /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reserve and pay by bank transfer' })).toHaveCount(0);

  // The maker marks it paid and shipped (her own journey does it on /admin/orders); the buyer's page follows.
  const admin = { Authorization: `Bearer ${token}` };
  expect(
    (await request.post(`/api/admin/orders/${number}/paid`, { headers: admin, data: {} })).status(),
  ).toBe(200);
  expect(
    (
      await request.post(`/api/admin/orders/${number}/shipped`, {
        headers: admin,
        data: { carrier: 'InPost', trackingNumber: '520000011395200025754311' },
      })
    ).status(),
  ).toBe(200);
  await page.goto(linkInMail(confirmMail.text, `/orders/${number}`).replace(/&confirm=[^&]*/, ''));
  await expect(page.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
    'href',
    /inpost\.pl.*520000011395200025754311/,
  );
  await mailTo(buyer.email, /thank you for your payment/);
  await mailTo(buyer.email, /is on its way/);

  // Sold, on its page and in its structured data.
  await page.goto(`/jewellery/${productId}?lang=en`);
  await expect(page.locator('.availability')).toHaveText('Sold');
  expect(await (await request.get(`/jewellery/${productId}`)).text()).toContain('https://schema.org/SoldOut');
  // The order stays (detached); the piece goes, so the other journeys find the demo's sold pieces only.
  expect((await request.delete(`/api/products/${productId}`, { headers: admin })).ok()).toBe(true);
});

test('a made-to-order piece is asked for, not reserved: the request is confirmed by mail, the maker prices it, and the buyer is shown how to pay', async ({
  page,
  request,
}) => {
  const pieceName = `Bridal set ${randomBytes(3).toString('hex')}`;
  const productId = await newPiece(request, token, pieceName, { availability: 'MADE_TO_ORDER' });
  const buyer = { ...newAccount('Maria'), name: 'Maria Bride' };

  await page.goto(`/jewellery/${productId}?lang=en`);
  await expect(page.getByRole('link', { name: 'Reserve and pay by bank transfer' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for one to be made' }).click();
  await expect(
    page.getByText('You pay nothing now: the maker answers with a price and a date.'),
  ).toBeVisible();
  await expect(page.getByText('A piece made to your order cannot be returned')).toBeVisible();
  await page.getByLabel('Full name').fill(buyer.name);
  await page.getByLabel('Your e-mail').fill(buyer.email);
  await page.getByLabel('Phone').fill('600100200');
  await page.getByLabel('InPost parcel locker').check();
  await page.getByLabel('Parcel locker code (e.g. POZ08M)').fill('POZ08M');
  await page.getByLabel('A note to the maker (optional)').fill('For a wedding on 20 June, in ivory, please.');
  await page.getByLabel("I accept the shop's terms").check();
  await page.getByRole('button', { name: 'Send the request' }).click();
  const sent = page.getByText(/we sent a link that confirms request (SZ-\d{4}-\d{4,})/);
  await expect(sent).toBeVisible();
  const number = /SZ-\d{4}-\d{4,}/.exec((await sent.textContent()) ?? '')![0];

  const confirmMail = await mailTo(buyer.email, new RegExp(number));
  await page.goto(linkInMail(confirmMail.text, `/orders/${number}`));
  await page.getByRole('button', { name: 'Confirm the request' }).click();
  await expect(page.getByText("Waiting for the maker's price")).toBeVisible();
  // Nothing is held: the piece can still be asked for.
  expect(
    ((await (await request.get(`/api/products/${productId}`)).json()) as { availability: string })
      .availability,
  ).toBe('MADE_TO_ORDER');

  const admin = { Authorization: `Bearer ${token}` };
  const accepted = await request.post(`/api/admin/orders/${number}/accept`, {
    headers: admin,
    data: { priceGrosze: 120000, readyBy: '2027-05-30' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.reload();
  await expect(page.getByText('Waiting for payment')).toBeVisible();
  const pay = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(pay).toContainText(/PLN\s?1,214\.99/);
  const qr = pay.getByRole('img', { name: 'QR code for the transfer' });
  await qr.scrollIntoViewIfNeeded();
  expect(transferFields(await readQr(await qr.screenshot()))).toMatchObject({
    amount: '121499',
    title: number,
  });
  expect((await request.delete(`/api/products/${productId}`, { headers: admin })).ok()).toBe(true);
});
