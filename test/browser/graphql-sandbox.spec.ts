import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/server';

test('GraphiQL at /graphql loads from the shop alone, and a repeat visit downloads under 300 kB', async ({
  page,
}) => {
  // The first visit compresses GraphiQL's 9 MB once on the server, and runs it in the browser.
  test.setTimeout(120_000);
  const outside: string[] = [];
  const violations: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(BASE_URL) && !/^(data|blob):/.test(req.url())) outside.push(req.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // Bytes that came over the network (compressed, headers included), not from the browser's cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let received = 0;
  cdp.on(
    'Network.loadingFinished',
    (event: { encodedDataLength: number }) => (received += event.encodedDataLength),
  );

  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container').first()).toBeVisible({ timeout: 30_000 });
  const first = received;
  // The schema is asked for: the docs explorer can open it.
  await expect(page.locator('.graphiql-query-editor, .graphiql-editor').first()).toBeVisible();

  received = 0;
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container').first()).toBeVisible({ timeout: 30_000 });
  // Let the repeat visit's own requests (the schema) finish before counting.
  await page.waitForLoadState('networkidle');
  expect(first).toBeGreaterThan(1_000_000);
  expect(received).toBeLessThan(300_000);
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
});
