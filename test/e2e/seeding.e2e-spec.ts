import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { SeedRunner } from '../../server/src/database/seed/seed-runner';
import { startTestApp, TestApp } from '../support/test-app';

/** Each domain seeds itself through its @Seeder(); the database module only runs them. */
describe('start-up seeding of an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'Owner@Shop.test',
      ADMIN_PASSWORD: 'Owner-password-2026',
    });
  });
  afterAll(() => t.close());

  it('makes the ADMIN_EMAIL account an admin that can sign in', async () => {
    const rows = await t.sql<{ is_admin: boolean }>(
      `SELECT is_admin FROM users WHERE email = 'owner@shop.test'`,
    );
    expect(rows).toEqual([{ is_admin: true }]);
    await request(t.http)
      .post('/api/login')
      .send({ email: 'owner@shop.test', password: 'Owner-password-2026' })
      .expect(200);
  });

  it('seeds the demo accounts and keeps the demo admin password for the console, once', async () => {
    const [note] = t.app.get(SeedRunner).notes;
    const [, email, password] = /Demo admin \(shown once, on first start\): (\S+) \/ (\S+)/.exec(note) ?? [];
    expect(email).toBe('admin@soutache.example');
    await request(t.http).post('/api/login').send({ email, password }).expect(200);
    const names = await t.sql<{ name: string }>('SELECT name FROM users ORDER BY id');
    expect(names.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Demo Admin', 'Anna Kowalska', 'Maria Nowak']),
    );
  });

  it('seeds the demo catalogue after the accounts, rated and kept by the demo customers', async () => {
    const [{ products, raters }] = await t.sql<{ products: number; raters: number }>(
      `SELECT (SELECT count(*)::int FROM products) AS products,
              (SELECT count(DISTINCT r.user_id)::int FROM ratings r JOIN users u ON u.id = r.user_id WHERE u.email LIKE '%@soutache.example') AS raters`,
    );
    expect(products).toBeGreaterThan(0);
    expect(raters).toBeGreaterThan(0);
  });

  it('seeds a demo blog by the demo admin and demo conversations under pieces and posts', async () => {
    const blog = await request(t.http).get('/api/publications').expect(200);
    expect(blog.body.total).toBeGreaterThanOrEqual(3);
    expect(
      blog.body.publications.every(
        (p: { authorName: string; imageUrl: string | null }) => p.authorName === 'Demo Admin' && p.imageUrl,
      ),
    ).toBe(true);
    const [{ id }] = await t.sql<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    const onPiece = await request(t.http).get(`/api/products/${id}/comments`).expect(200);
    expect(onPiece.body[0]).toMatchObject({ authorName: expect.stringMatching(/Kowalska|Nowak/), likes: 1 });
    const onPost = await request(t.http)
      .get(`/api/publications/${blog.body.publications.at(-1).id}/comments`)
      .expect(200);
    expect(onPost.body.length).toBeGreaterThan(0);
  });
});

/** A first start stopped while seeding never leaves the shop half-seeded for good. */
describe('a demo seeding that was interrupted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: '1' });
  });
  afterAll(() => t.close());

  it('is marked done only once every module has seeded', async () => {
    expect(await t.sql('SELECT state FROM seed_state')).toEqual([{ state: 'done' }]);
  });

  it('is removed, rows and files, and done again at the next start, with a demo admin whose password works', async () => {
    const [{ products }] = await t.sql<{ products: number }>(
      'SELECT count(*)::int AS products FROM products',
    );
    // What a kill during seeding leaves: the mark says begun, part of the catalogue is there, and a
    // picture file of a product that never committed.
    await t.sql(`UPDATE seed_state SET state = 'seeding'`);
    await t.sql('DELETE FROM products WHERE id > (SELECT min(id) + 3 FROM products)');
    await t.sql('DELETE FROM users WHERE email = $1', ['admin@soutache.example']);
    mkdirSync(join(t.uploadDir, 'products'), { recursive: true });
    writeFileSync(join(t.uploadDir, 'products', 'orphan-of-a-killed-seed-320.webp'), 'x');

    const runner = t.app.get(SeedRunner);
    await runner.onApplicationBootstrap();

    expect(await t.sql('SELECT state FROM seed_state')).toEqual([{ state: 'done' }]);
    expect(await t.sql<{ products: number }>('SELECT count(*)::int AS products FROM products')).toEqual([
      { products },
    ]);
    expect(existsSync(join(t.uploadDir, 'products', 'orphan-of-a-killed-seed-320.webp'))).toBe(false);
    const images = await t.sql<{ file_key: string; w: number }>(
      'SELECT file_key, variant_widths[1] AS w FROM product_images',
    );
    for (const image of images.slice(0, 5))
      expect(existsSync(join(t.uploadDir, `${image.file_key}-${image.w}.webp`))).toBe(true);
    const [, email, password] = /: (\S+) \/ (\S+)$/.exec(runner.notes[0]) ?? [];
    await request(t.http).post('/api/login').send({ email, password }).expect(200);
  });

  it('is left alone once done: a restart seeds nothing and prints no password', async () => {
    const runner = t.app.get(SeedRunner);
    runner.notes = [];
    const before = await t.sql('SELECT count(*)::int AS n FROM products');
    await runner.onApplicationBootstrap();
    expect(runner.notes).toEqual([]);
    expect(await t.sql('SELECT count(*)::int AS n FROM products')).toEqual(before);
  });
});

/** An ADMIN_EMAIL with a Unicode domain is stored as a registration stores it, so its owner can sign in. */
describe('an admin e-mail with a Unicode domain', () => {
  let t: TestApp;
  const admin = { email: 'Owner@Pracownia-Żółw.pl', password: 'Soutache-Unicode-Admin-7!' };
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterAll(() => t.close());

  it('signs in with the address as typed and is an admin', async () => {
    const login = await request(t.http).post('/api/login').send(admin).expect(200);
    const info = await request(t.http)
      .get('/api/info')
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(200);
    expect(info.body.isAdmin).toBe(true);
    const [row] = await t.sql<{ email: string }>('SELECT email FROM users WHERE is_admin');
    expect(row.email).toBe('owner@xn--pracownia-w-zeb14hfx.pl');
  });
});
