import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';

/** The byte budgets of perf-budget.json (the part of `npm run perf` that does not depend on the machine's load). */
const budget = JSON.parse(readFileSync(join(__dirname, '../../perf-budget.json'), 'utf8')) as {
  routes: string[];
  bytes: { scriptGzip: number; styleGzip: number };
};
const gzipped = (body: string | Buffer) => gzipSync(body, { level: 9 }).length;

for (const path of [...budget.routes, '/register', '/admin', '/no-such-page']) {
  test(`${path} loads at most ${budget.bytes.scriptGzip} bytes of JavaScript and ${budget.bytes.styleGzip} of CSS (gzip)`, async ({
    page,
  }) => {
    const scripts = new Map<string, number>();
    const styles = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      (type === 'script' ? scripts : styles).set(response.url(), gzipped(await response.body()));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Styles written into the page count as CSS too.
    for (const [index, css] of (await page.locator('style').allTextContents()).entries())
      styles.set(`inline ${index}`, gzipped(css));
    const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);
    // Each page's weight is printed, so a change shows how much room its pages have left.
    console.log(
      `budget ${path}: JavaScript ${total(scripts)} of ${budget.bytes.scriptGzip}, CSS ${total(styles)} of ${budget.bytes.styleGzip} bytes (gzip)`,
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(total(scripts), `JavaScript: ${JSON.stringify([...scripts])}`).toBeLessThanOrEqual(
      budget.bytes.scriptGzip,
    );
    expect(total(styles), `CSS: ${JSON.stringify([...styles])}`).toBeLessThanOrEqual(budget.bytes.styleGzip);
  });
}
