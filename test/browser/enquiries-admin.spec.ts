import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN, expect, logIn, mailTo, newAccount, test } from './support/fixtures';

/** A name no other journey uses: the maker's mails and the admin list are shared by every test. */
const uniqueName = (first: string) =>
  `${first} ${randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;

// At each project's size: a phone's (Pixel 7) and a desktop's.
test.describe('a question about a piece', () => {
  test('a question about a piece reaches the maker, and the admin answers it from /admin/enquiries', async ({
    page,
  }) => {
    const visitor = { ...newAccount('Halina'), name: uniqueName('Halina') };
    const question = `Czy te kolczyki mogą być w kolorze butelkowej zieleni? (${visitor.name})`;
    await page.goto('/jewellery/1');
    const piece = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: /Zapytaj o (ten produkt|coś podobnego)/ }).click();
    const form = page.getByRole('form', { name: 'Twoje pytanie' });
    await form.getByLabel('Imię').fill(visitor.name);
    await form.getByLabel('Twój e-mail').fill(visitor.email);
    await form.getByLabel('Twoje pytanie').fill(question);
    await form.getByRole('button', { name: 'Wyślij pytanie' }).click();
    await expect(page.getByRole('status')).toContainText(`potwierdzenie jest w drodze na ${visitor.email}`);

    // The maker's mail (to the first admin: the journeys set no MAKER_EMAIL) and the visitor's copy.
    const toMaker = await mailTo(ADMIN.email, new RegExp(`od ${visitor.name}$`));
    expect(toMaker.subject).toBe(`Pytanie o „${piece}” od ${visitor.name}`);
    expect(toMaker.text).toContain(question);
    expect((await mailTo(visitor.email)).subject).toBe(`Soutache Studio: mamy Twoje pytanie o „${piece}”`);

    // The admin panel links to the enquiries with the count of new ones.
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    const link = page.getByRole('link', { name: /^Zapytania \d+ (nowe|nowych)$/ });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zapytania' })).toBeVisible();

    // Newest first: the visitor's question is the first card, with its piece (linked), who, where and what.
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: question });
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(question);
    await expect(card.getByRole('link', { name: `Dotyczy: ${piece}` })).toHaveAttribute(
      'href',
      '/jewellery/1',
    );
    await expect(card.getByRole('link', { name: visitor.email })).toHaveAttribute(
      'href',
      `mailto:${visitor.email}`,
    );
    await expect(card.locator('.enquiry-card__state')).toHaveText('Nowe');

    // "Reply by e-mail" addresses the customer with the subject filled in; a reply begun is not one sent, so
    // the enquiry stays new until she says it is answered, one click offered (and focused) beside it.
    const reply = card.getByRole('link', { name: `Odpowiedz e-mailem: ${visitor.name}` });
    await expect(reply).toHaveAttribute(
      'href',
      `mailto:${visitor.email}?subject=${encodeURIComponent(`Re: ${piece}`)}`,
    );
    await reply.click();
    await expect(card.locator('.enquiry-card__state')).toHaveText('Nowe');
    const answered = card.getByRole('button', { name: 'Oznacz jako odpowiedziane' });
    await expect(answered).toBeFocused();
    await answered.click();
    await expect(card.locator('.enquiry-card__state')).toHaveText('Odpowiedziane');
    await expect(answered).toHaveCount(0);
    await expect(card.getByRole('combobox', { name: `Stan zapytania od: ${visitor.name}` })).toHaveValue(
      'ANSWERED',
    );

    // Filtered by state: answered ones are not among the new ones; the state can be set back.
    await page.getByRole('button', { name: /^Nowe/ }).click();
    await expect(page.getByRole('button', { name: /^Nowe/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);
    await page.getByRole('button', { name: 'Odpowiedziane' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('combobox', { name: `Stan zapytania od: ${visitor.name}` }).selectOption('CLOSED');
    await expect(page.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);
    await page.getByRole('button', { name: 'Zamknięte' }).click();
    await expect(card.locator('.enquiry-card__state')).toHaveText('Zamknięte');
  });
});

test('a general question from /contact, in English, reaches the maker and shows on /admin/enquiries without a piece', async ({
  page,
}) => {
  const visitor = { ...newAccount('Agnes'), name: uniqueName('Agnes') };
  const question = `Could you make a necklace to match a navy dress? (${visitor.name})`;
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/contact');
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  const ask = page.getByRole('button', { name: 'Ask the maker a question' });
  await expect(ask).toBeVisible();
  const before = scripts.length;
  await ask.click();
  const form = page.getByRole('form', { name: 'Your question' });
  await expect(form).toBeVisible();
  // The form's code came with the click, not with the page.
  expect(scripts.slice(before).some((url) => /enquiry-form/.test(url))).toBe(true);
  await expect(form).not.toContainText('About:');
  await form.getByLabel('Your name').fill(visitor.name);
  await form.getByLabel('Your e-mail').fill(visitor.email);
  await form.getByLabel('Your question').fill(question);
  await form.getByRole('button', { name: 'Send the question' }).click();
  await expect(page.getByRole('status')).toContainText(`a confirmation is on its way to ${visitor.email}`);

  expect((await mailTo(visitor.email)).subject).toBe('Soutache Studio: we have your question');
  const toMaker = await mailTo(ADMIN.email, new RegExp(`od ${visitor.name}$`));
  expect(toMaker.subject).toBe(`Pytanie od ${visitor.name}`);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page.getByRole('button', { name: 'Zadaj pytanie pracowni' })).toBeVisible();
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/enquiries');
  const card = page.getByRole('listitem').filter({ hasText: question });
  await expect(card).toContainText('Pytanie ogólne (bez produktu)');
  // Asked in English, with the time of day: the maker answers in the customer's language.
  await expect(card).toContainText('pisze po angielsku');
  await expect(card.locator('time')).toHaveText(/\d{1,2}:\d{2}/);
  await expect(card.getByRole('link', { name: `Odpowiedz e-mailem: ${visitor.name}` })).toHaveAttribute(
    'href',
    `mailto:${visitor.email}?subject=${encodeURIComponent('Re: Twoje pytanie do Soutache Studio')}`,
  );

  // In English too: the admin screens' texts follow the interface's language.
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(card).toContainText('General question (no piece)');
  await expect(card).toContainText('writes in English');
  await expect(card.locator('.enquiry-card__state')).toHaveText('New');
  await expect(card.getByRole('link', { name: `Reply by e-mail to ${visitor.name}` })).toHaveAttribute(
    'href',
    `mailto:${visitor.email}?subject=${encodeURIComponent('Re: your question to Soutache Studio')}`,
  );
  await page.getByRole('link', { name: 'Admin panel' }).first().click();
  await expect(page.getByRole('link', { name: /^Enquiries \d+ new$/ })).toBeVisible();
});

test('the bridal page asks about a set made to order with the same form', async ({ page }) => {
  await page.goto('/bridal');
  await page.getByRole('button', { name: 'Zapytaj o ozdoby ślubne na zamówienie' }).click();
  await expect(page.getByRole('form', { name: 'Twoje pytanie' })).toBeVisible();
});

for (const theme of ['dark', 'light']) {
  test(`/admin/enquiries and the open enquiry form on /contact have no serious accessibility violations in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    await request.post('/api/products/1/enquiries', {
      data: { name: 'Irena', email: 'irena@example.com', message: 'Czy ten wzór jest też w srebrze?' },
    });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const check = async (where: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${where}: ${v.id}`)).toEqual([]);
    };
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Zadaj pytanie pracowni' }).click();
    await expect(page.getByRole('form', { name: 'Twoje pytanie' })).toBeVisible();
    await check('/contact');
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: /^Zapytania/ })).toContainText(/nowe|nowych/);
    await check('/admin');
    await page.goto('/admin/enquiries');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await check('/admin/enquiries');
  });
}
