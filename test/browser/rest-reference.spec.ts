import { expect, registerViaApi, newAccount, test } from './support/fixtures';
import { BASE_URL } from './support/server';

test('the REST reference loads from the shop alone, within its CSP, and "Try it out" sends the signed-in visitor\'s token', async ({
  page,
  request,
}) => {
  const outside: string[] = [];
  const violations: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(BASE_URL) && !req.url().startsWith('data:')) outside.push(req.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const account = newAccount('Integrator');
  const { token } = await registerViaApi(request, account);
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Soutache Studio REST API/ })).toBeVisible();
  const info = page.locator('.opblock-summary-path[data-path="/api/info"]').first();
  await info.click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  await expect(page.locator('.live-responses-table tbody .microlight').first()).toContainText(account.name);
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
});
