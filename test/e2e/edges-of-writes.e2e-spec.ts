import sharp from 'sharp';
import request from 'supertest';
import { ImageSweep } from '../../server/src/media/image-sweep';
import { PICTURE_LOCK_SPACE } from '../../server/src/media/picture-locks';
import { ON_POSTGRES, untilWaitingOnLock } from '../support/lock-waits';
import { gql, registerAdmin, startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const picture = () =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: '#306090' } })
    .jpeg()
    .toBuffer();
const HOUR = 60 * 60 * 1000;

/** Writes at the edges: two edits at once, the documented text limits, pictures named but missing or shown elsewhere, many wrong variables. */
describe('the edges of writes', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;

  beforeAll(async () => {
    t = await startTestApp({ IMAGE_SWEEP_INTERVAL_MS: '0' });
    admin = await registerAdmin(t);
  });
  afterAll(() => t.close());

  const createPost = async (texts: Record<string, string>) =>
    (await request(t.http).post('/api/publications/create').set(auth(admin.token)).send(texts).expect(201))
      .body.id as number;

  it('answers two edits at once, one emptying the English title and one the Polish, with 409 naming the title (400 on the embedded database, whose one session runs them in turn), not 500', async () => {
    const id = await createPost({
      titleEn: 'Autumn',
      titlePl: 'Jesień',
      abstract: 'Skrót',
      content: 'Tekst',
    });
    // The other edit empties the Polish title and holds its row until this one has read the old row.
    await t.sql('BEGIN');
    await t.sql(`UPDATE publications SET title_pl = '' WHERE id = $1`, [id]);
    const edit = request(t.http)
      .put(`/api/publications/${id}/edit`)
      .set(auth(admin.token))
      .send({ titleEn: '' })
      .then((res) => res);
    // Its write waits for the other's row: the two meet at the row, where the title check sees both.
    await untilWaitingOnLock(t.sql, { queryLike: 'UPDATE%publications%' });
    await t.sql('COMMIT');
    const res = await edit;
    // On PGlite the session is one: the edit waits for the whole other write, then reads its empty Polish title.
    expect(res.status).toBe(ON_POSTGRES ? 409 : 400);
    expect(res.body.fields).toMatchObject({ titleEn: ['REQUIRED'] });
    expect((await t.sql('SELECT title_en FROM publications WHERE id = $1', [id]))[0]).toEqual({
      title_en: 'Autumn',
    });
  });

  it.each([
    ['Polish letters', 'Zażółć gęślą jaźń. '],
    ['emoji', '💍'],
  ])('takes both contents at the documented 40,000 characters in %s', async (_name, unit) => {
    const content = unit
      .repeat(Math.ceil(40_000 / [...unit].length))
      .slice(0, 40_000 * (unit.length / [...unit].length));
    expect([...content]).toHaveLength(40_000);
    const body = {
      titleEn: 'Long',
      titlePl: 'Długi',
      abstractEn: 'a'.repeat(1000),
      abstractPl: 'ą'.repeat(1000),
      contentEn: content,
      contentPl: content,
    };
    const res = await request(t.http).post('/api/publications/create').set(auth(admin.token)).send(body);
    expect(res.status).toBe(201);
    // Sent with every character escaped, as some JSON writers do, too.
    const escaped = JSON.stringify(body).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    const again = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .set('Content-Type', 'application/json')
      .send(escaped);
    expect(again.status).toBe(201);
  });

  it('refuses a publication that names a background never uploaded, with its reason', async () => {
    const res = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ title: 'Bez tła', abstract: 'x', content: 'x', image: 'never-uploaded-1280.webp' })
      .expect(400);
    expect(res.body.fields).toEqual({ image: ['IMAGE_NOT_FOUND'] });
    const id = await createPost({ title: 'Z tłem', abstract: 'x', content: 'x' });
    const edit = await request(t.http)
      .put(`/api/publications/${id}/edit`)
      .set(auth(admin.token))
      .send({ image: 'gone-640.webp' })
      .expect(400);
    expect(edit.body.fields).toEqual({ image: ['IMAGE_NOT_FOUND'] });
  });

  it('keeps a background one post takes up while another lets it go: the reuse and the removal never cross', async () => {
    const upload = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', await picture(), 'tlo.jpg')
      .expect(201);
    const { image, imageUrl } = upload.body as { image: string; imageUrl: string };
    const first = await createPost({ title: 'Pierwszy', abstract: 'x', content: 'x', image });
    const second = await createPost({ title: 'Drugi', abstract: 'x', content: 'x' });
    // A write naming the picture is under way: it has checked that the files are there and not committed yet.
    const lockName = `backgrounds/${image.replace(/-\d+\.webp$/, '')}`;
    await t.sql('BEGIN');
    await t.sql('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PICTURE_LOCK_SPACE, lockName]);
    // Meanwhile the first post lets the picture go: its files must wait for that write.
    const letGo = request(t.http)
      .put(`/api/publications/${first}/edit`)
      .set(auth(admin.token))
      .send({ image: '' })
      .then((res) => res);
    await untilWaitingOnLock(t.sql);
    await request(t.http).get(imageUrl).expect(200);
    await t.sql('UPDATE publications SET image = $1 WHERE id = $2', [image, second]);
    await t.sql('COMMIT');
    expect((await letGo).status).toBe(200);
    await request(t.http).get(imageUrl).expect(200);
    expect((await t.app.get(ImageSweep).sweep(false, Date.now() + 48 * HOUR)).orphans).toBe(0);
    await request(t.http).get(imageUrl).expect(200);

    // The other order: once the picture is gone, a post naming it is refused, not saved with a broken picture.
    await request(t.http).delete(`/api/publications/${second}`).set(auth(admin.token)).expect(200);
    await request(t.http).get(imageUrl).expect(404);
    const reuse = await request(t.http)
      .put(`/api/publications/${first}/edit`)
      .set(auth(admin.token))
      .send({ image })
      .expect(400);
    expect(reuse.body.fields).toEqual({ image: ['IMAGE_NOT_FOUND'] });
  });

  it('leaves an unused background to the post taking it up while the sweep runs', async () => {
    const upload = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', await picture(), 'tlo.jpg')
      .expect(201);
    const { image, imageUrl } = upload.body as { image: string; imageUrl: string };
    const post = await createPost({ title: 'Bez tła jeszcze', abstract: 'x', content: 'x' });
    await t.sql('BEGIN');
    await t.sql('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      PICTURE_LOCK_SPACE,
      `backgrounds/${image.replace(/-\d+\.webp$/, '')}`,
    ]);
    // A day later no post names it yet: an orphan to the sweep, which must wait for the write under way.
    const sweeping = t.app.get(ImageSweep).sweep(false, Date.now() + 48 * HOUR);
    await untilWaitingOnLock(t.sql);
    await t.sql('UPDATE publications SET image = $1 WHERE id = $2', [image, post]);
    await t.sql('COMMIT');
    await sweeping;
    await request(t.http).get(imageUrl).expect(200);
  });

  it('keeps a product photo a post shows when the product is deleted, until no post shows it', async () => {
    const created = await request(t.http)
      .post('/api/products/create')
      .set(auth(admin.token))
      .field('name', 'Naszyjnik')
      .field('price', '300')
      .field('description', 'Opis')
      .field('colorIds', '[1]')
      .field('categoryIds', '[1]')
      .attach('images', await picture(), 'p.jpg')
      .expect(201);
    const url = created.body.product.images[0].image_url as string;
    const post = await createPost({
      title: 'Nowy naszyjnik',
      abstract: 'x',
      content: `Zobacz:\n\n![Naszyjnik](${url})`,
    });
    await request(t.http)
      .delete(`/api/products/${created.body.product.id}`)
      .set(auth(admin.token))
      .expect(200);
    await request(t.http).get(url).expect(200);
    expect((await t.app.get(ImageSweep).sweep(false, Date.now() + HOUR)).orphans).toBe(0);
    await request(t.http).get(url).expect(200);
    await request(t.http)
      .put(`/api/publications/${post}/edit`)
      .set(auth(admin.token))
      .send({ content: 'Już bez zdjęcia.' })
      .expect(200);
    expect((await t.app.get(ImageSweep).sweep(false, Date.now() + HOUR)).orphans).toBeGreaterThan(0);
    await request(t.http).get(url).expect(404);
  });

  it('answers more than 50 wrong variable values with BAD_USER_INPUT and no error in the log', async () => {
    const errorsBefore = t.logs.filter((line) => JSON.parse(line).level >= 50).length;
    const res = await gql(t, 'query($colors: [Int!]) { products(colors: $colors) { total } }', {
      colors: Array.from({ length: 60 }, (_, i) => `x${i}`),
    });
    expect(res.status).toBe(400);
    expect(res.errors?.map((error) => error.extensions?.code)).toContain('BAD_USER_INPUT');
    expect(res.errors?.map((error) => error.extensions?.code)).not.toContain('INTERNAL_SERVER_ERROR');
    expect(t.logs.filter((line) => JSON.parse(line).level >= 50).length).toBe(errorsBefore);
  });
});
