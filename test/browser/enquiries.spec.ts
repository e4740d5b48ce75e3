import { expect, mailTo, newAccount, test } from './support/fixtures';

test('"Ask about this piece" opens a form loaded on click, and the question reaches the maker and the visitor', async ({
  page,
}) => {
  const visitor = newAccount('Teresa');
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/jewellery/1');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const before = scripts.length;
  const ask = page.getByRole('button', { name: /Zapytaj o (ten produkt|coś podobnego)/ });
  await expect(ask).toBeVisible();
  await expect(page.getByRole('link', { name: 'lub napisz ze swojej aplikacji pocztowej' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await ask.click();
  const form = page.getByRole('form', { name: 'Twoje pytanie' });
  await expect(form).toBeVisible();
  // The form's code came with the click, not with the page.
  expect(scripts.slice(before).some((url) => /enquiry-form/.test(url))).toBe(true);
  await expect(form).toContainText(`Dotyczy: ${name}`);
  await form.getByLabel('Imię').fill(visitor.name);
  await form.getByLabel('Twój e-mail').fill(visitor.email);
  await form.getByLabel('Twoje pytanie').fill('Czy można zamówić te kolczyki w granacie?');
  await form.getByRole('button', { name: 'Wyślij pytanie' }).click();
  await expect(page.getByRole('status')).toContainText(`potwierdzenie jest w drodze na ${visitor.email}`);

  // The address is the visitor's word only: the confirmation says the question arrived, and nothing they wrote.
  const copy = await mailTo(visitor.email);
  expect(copy.subject).toBe(`Soutache Studio: mamy Twoje pytanie o „${name}”`);
  expect(copy.text).not.toContain('Czy można zamówić te kolczyki w granacie?');
  expect(copy.text).not.toContain(visitor.name);
});
