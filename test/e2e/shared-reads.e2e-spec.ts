import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { registerUser, startTestApp, TestApp } from '../support/test-app';

/**
 * A rendered list page reads the filter options (colours and categories) as every other list page does:
 * the renderer keeps that answer per language until the next write (ssr/render-reads.ts, its public reads),
 * so a crawler walking the filter combinations reads them once, not once a page.
 */
describe('rendered pages share the answers every list page asks for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // Each address is new, so the rendered-page cache never answers: every one of these is rendered.
  let page = 0;
  const listPage = (language = 'pl') =>
    request(t.http)
      .get(`/jewellery?lang=${language}&visit=${(page += 1)}`)
      .expect(200);

  it('renders the filter options in the page language, keeps them until a write, then reads them again', async () => {
    const [earrings] = await t.sql<{ name_pl: string; name_en: string }>(
      'SELECT name_pl, name_en FROM categories WHERE id = 1',
    );
    expect((await listPage('pl')).text).toContain(`>${earrings.name_pl}<`);
    expect((await listPage('en')).text).toContain(`>${earrings.name_en}<`);

    // Changed behind the shop's back (no write it knows of): the kept answer is still shown...
    await t.sql("UPDATE categories SET name_pl = 'Kolczyki długie', name_en = 'Long earrings' WHERE id = 1");
    try {
      expect((await listPage('pl')).text).toContain(`>${earrings.name_pl}<`);
      expect((await listPage('en')).text).not.toContain('Long earrings');

      // ...and after a write that shows on no page (an account registered)...
      await registerUser(t);
      expect((await listPage('en')).text).not.toContain('Long earrings');
      // ...until the shop writes what pages show (a product): then both languages read again.
      await addProduct(t, { name: 'Naszyjnik' });
      expect((await listPage('pl')).text).toContain('>Kolczyki długie<');
      expect((await listPage('en')).text).toContain('>Long earrings<');
    } finally {
      await t.sql('UPDATE categories SET name_pl = $1, name_en = $2 WHERE id = 1', [
        earrings.name_pl,
        earrings.name_en,
      ]);
    }
  });
});
