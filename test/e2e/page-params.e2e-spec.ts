import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { startTestApp, TestApp } from '../support/test-app';
import { requireClientBuild } from '../support/client-build';

/** Pages are rendered by the client's build (npm test builds it before these suites; test-server.mjs too). */

/** The header's preference form's way back to the page (components/layout/preference-form.tsx). */
const nextField = (html: string) => /<input type="hidden" name="next" value="([^"]*)"/.exec(html)?.[1];

/**
 * A link shared on social sites or in ads gets a new fbclid, gclid or utm_* on every click, and crawlers
 * and cache-busters make parameters up: the renderer keeps a page for its address with only the
 * parameters the page reads (client/src/lib/page-address.ts), so such visits are sent the kept page
 * instead of a render each. A product renamed behind the shop's back (no write it knows of, so
 * the kept pages stay) tells a kept page, with the old name, from a new render, with the new one.
 */
describe('rendered pages ignore the query parameters they do not read', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    requireClientBuild();
    t = await startTestApp();
    productId = await addProduct(t, { name: 'Kolczyki Aurora', colors: [1] });
  });
  afterAll(() => t?.close());

  const rename = (name: string) => t.sql('UPDATE products SET name_pl = $1 WHERE id = $2', [name, productId]);
  const page = async (address: string) => (await request(t.http).get(address).expect(200)).text;

  it('sends the list page kept for its address without them, while its filters make another page', async () => {
    const first = await page('/jewellery?utm_source=x&fbclid=1');
    expect(first).toContain('Kolczyki Aurora');
    expect(nextField(first)).toBe('/jewellery');

    await rename('Kolczyki Borealis');
    // The same page as the first visit's, byte for byte: the kept one (a render would show the new name).
    expect(await page('/jewellery?fbclid=2')).toBe(first);
    expect(await page('/jewellery?n=17&_=1')).toBe(first);
    expect(await page('/jewellery')).toBe(first);

    const filtered = await page('/jewellery?colors=1&gclid=3');
    expect(filtered).toContain('Kolczyki Borealis');
    expect(nextField(filtered)).toBe('/jewellery?colors=1');
    // The order and the availability are the list's too: each makes its own page, kept without the rest.
    const sorted = await page('/jewellery?sort=price-desc&utm_medium=social');
    expect(sorted).toContain('Kolczyki Borealis');
    expect(nextField(sorted)).toBe('/jewellery?sort=price-desc');
    expect(nextField(await page('/jewellery?availability=SOLD,AVAILABLE&fbclid=9'))).toBe(
      '/jewellery?availability=SOLD,AVAILABLE',
    );
  });

  it('sends a product page kept for its address without them, and its form goes back without them', async () => {
    await rename('Naszyjnik Lato');
    const first = await page(`/jewellery/${productId}?gclid=abc&utm_campaign=spring`);
    expect(first).toContain('Naszyjnik Lato');
    expect(nextField(first)).toBe(`/jewellery/${productId}`);

    await rename('Naszyjnik Zima');
    expect(await page(`/jewellery/${productId}?igshid=xyz`)).toBe(first);

    // A parameter no page reads (a crawler's, a cache-buster's) is left out the same way.
    expect(await page(`/jewellery/${productId}?ref=a%20b&n=4`)).toBe(first);
    // The language is read by every page: another language is another page, and its form keeps it.
    const english = await page(`/jewellery/${productId}?lang=en&fbclid=5`);
    expect(english).toContain('Naszyjnik Zima');
    expect(nextField(english)).toBe(`/jewellery/${productId}?lang=en`);
  });

  it('gives a rendered page and its kept copies, compressed or not, one ETag, and a revisit with it a 304', async () => {
    const rendered = await request(t.http)
      .get('/jewellery?colors=1&categories=2')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    const etag = rendered.headers.etag;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-/);
    const kept = await request(t.http)
      .get('/jewellery?colors=1&categories=2&fbclid=9')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers.etag).toBe(etag);
    expect(kept.text).toBe(rendered.text);
    const again = await request(t.http)
      .get('/jewellery?colors=1&categories=2')
      .set('If-None-Match', etag)
      .expect(304);
    expect(again.text).toBe('');
  });

  it.each([
    ['/JEWELLERY', '/jewellery'],
    ['/jewellery/', '/jewellery'],
    ['/jewellery/01', '/jewellery/1'],
    ['/Jewellery/1', '/jewellery/1'],
    ['/Bridal/?lang=en', '/bridal?lang=en'],
    // An order's number keeps its capitals (its mails and transfer title write it so), and its link's secret goes along.
    ['/Orders/sz-2026-0042?token=abc&lang=en', '/orders/SZ-2026-0042?token=abc&lang=en'],
  ])('redirects %s to its one address %s (301)', async (path, location) => {
    const res = await request(t.http).get(path);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });
});
