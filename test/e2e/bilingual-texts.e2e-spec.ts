import request from 'supertest';
import { ProductNamesInBothLanguages1764500000000 } from '../../server/src/database/migrations/1764500000000-product-names-in-both-languages';
import { addProduct } from '../support/catalogue-factory';
import { gql, registerAdmin, startTestApp, TestApp } from '../support/test-app';
import { PublicationsInBothLanguages1764510000000 } from '../../server/src/database/migrations/1764510000000-publications-in-both-languages';
import {
  BilingualAdminProductDocument as ADMIN_PRODUCT,
  BilingualAdminPublicationDocument as ADMIN_PUBLICATION,
  BilingualCreatePublicationDocument as CREATE_PUBLICATION,
  BilingualPublicationDocument as PUBLICATION,
  BilingualUpdatePublicationDocument as UPDATE_PUBLICATION,
  BilingualProductDocument as PRODUCT,
  BilingualProductImagesDocument as PRODUCT_IMAGES,
  BilingualSearchDocument as SEARCH,
  BilingualUpdateProductDocument as UPDATE,
} from './gql/graphql';

/** A GraphQL request in a language, as the client sends it (Accept-Language). */
async function gqlIn<T, V>(
  t: TestApp,
  lang: 'en' | 'pl',
  document: Parameters<typeof gql<T, V>>[1],
  variables: V,
  token?: string,
) {
  const req = request(t.http)
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .set('Accept-Language', lang);
  if (token) req.set('Authorization', `Bearer ${token}`);
  const { print } = await import('graphql');
  const res = await req.send({ query: typeof document === 'string' ? document : print(document), variables });
  return res.body as { data?: T; errors?: { extensions?: Record<string, unknown> }[] };
}

describe('what the maker writes, in both languages', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let both: number;
  let polishOnly: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t);
    both = await addProduct(t, {
      name: 'Kolczyki Rubinowa Łza',
      nameEn: 'Ruby Teardrop Earrings',
      descriptionEn: 'Red drops.',
      descriptionPl: 'Czerwone krople.',
    });
    polishOnly = await addProduct(t, {
      name: 'Spinka Nocny Motyl',
      descriptionEn: '',
      descriptionPl: 'Spinka do włosów.',
    });
  });
  afterAll(() => t.close());

  it("reads each name and description in the request's language, else in the other one, saying which", async () => {
    expect((await gqlIn(t, 'en', PRODUCT, { id: both })).data?.product).toMatchObject({
      name: 'Ruby Teardrop Earrings',
      nameLang: 'en',
      description: 'Red drops.',
      descriptionLang: 'en',
    });
    expect((await gqlIn(t, 'pl', PRODUCT, { id: both })).data?.product).toMatchObject({
      name: 'Kolczyki Rubinowa Łza',
      nameLang: 'pl',
      descriptionLang: 'pl',
    });
    expect((await gqlIn(t, 'en', PRODUCT, { id: polishOnly })).data?.product).toMatchObject({
      name: 'Spinka Nocny Motyl',
      nameLang: 'pl',
      description: 'Spinka do włosów.',
      descriptionLang: 'pl',
    });
  });

  it("reads each picture's alt text in the request's language, else in the other one, saying which (on a piece and in the list)", async () => {
    const pictured = await addProduct(t, {
      name: 'Broszka Trzy Zdjęcia',
      pictures: [
        { altTextPl: 'Z przodu', altTextEn: '' },
        { altTextPl: '', altTextEn: 'From the side' },
        { altText: '' },
        { altTextPl: 'Z tyłu', altTextEn: 'From the back' },
      ],
    });
    const read = async (lang: 'en' | 'pl') => {
      const data = (await gqlIn(t, lang, PRODUCT_IMAGES, { id: pictured })).data!;
      expect(data.products.products.find((product) => product.id === pictured)?.images).toEqual(
        data.product!.images,
      );
      expect(data.product!.cover).toEqual(data.product!.images[0]);
      return data.product!.images.map((image) => [image.altText, image.altTextLang]);
    };
    expect(await read('en')).toEqual([
      ['Z przodu', 'pl'],
      ['From the side', 'en'],
      ['', 'en'],
      ['From the back', 'en'],
    ]);
    expect(await read('pl')).toEqual([
      ['Z przodu', 'pl'],
      ['From the side', 'en'],
      ['', 'pl'],
      ['Z tyłu', 'pl'],
    ]);
  });

  it('shows admins both versions and writes each explicitly over GraphQL; an empty one falls back', async () => {
    expect(
      (await gqlIn(t, 'pl', ADMIN_PRODUCT, { id: polishOnly }, admin.token)).data?.adminProduct,
    ).toMatchObject({ nameEn: '', namePl: 'Spinka Nocny Motyl' });
    const updated = await gqlIn(
      t,
      'pl',
      UPDATE,
      { id: polishOnly, input: { nameEn: 'Night Moth Hair Clip' } },
      admin.token,
    );
    expect(updated.data?.updateProduct).toMatchObject({ name: 'Spinka Nocny Motyl', nameLang: 'pl' });
    expect((await gqlIn(t, 'en', PRODUCT, { id: polishOnly })).data?.product).toMatchObject({
      name: 'Night Moth Hair Clip',
      nameLang: 'en',
    });
    // The plain name writes the request's language only.
    await gqlIn(t, 'en', UPDATE, { id: polishOnly, input: { name: 'Night Moth Clip' } }, admin.token);
    expect(
      (await gqlIn(t, 'en', ADMIN_PRODUCT, { id: polishOnly }, admin.token)).data?.adminProduct,
    ).toMatchObject({ nameEn: 'Night Moth Clip', namePl: 'Spinka Nocny Motyl' });
    // null is a field not sent: nothing changes, nothing fails.
    const unchanged = await gqlIn(
      t,
      'en',
      UPDATE,
      { id: polishOnly, input: { name: null, nameEn: null, namePl: null } },
      admin.token,
    );
    expect(unchanged.errors).toBeUndefined();
    expect(unchanged.data?.updateProduct).toMatchObject({ name: 'Night Moth Clip', nameLang: 'en' });
    // Emptied, the English name gives way to the Polish one again.
    await gqlIn(t, 'en', UPDATE, { id: polishOnly, input: { nameEn: '' } }, admin.token);
    expect((await gqlIn(t, 'en', PRODUCT, { id: polishOnly })).data?.product).toMatchObject({
      name: 'Spinka Nocny Motyl',
      nameLang: 'pl',
    });
  });

  it('keeps at least one name and one description: removing the last one is refused at both versions', async () => {
    const refused = await gqlIn(t, 'pl', UPDATE, { id: polishOnly, input: { namePl: '' } }, admin.token);
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { nameEn: ['REQUIRED'], namePl: ['REQUIRED'] },
    });
    const noDescription = await gqlIn(
      t,
      'pl',
      UPDATE,
      { id: polishOnly, input: { descriptionPl: ' ' } },
      admin.token,
    );
    expect(noDescription.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { descriptionEn: ['REQUIRED'], descriptionPl: ['REQUIRED'] },
    });
    expect(
      (await gqlIn(t, 'pl', ADMIN_PRODUCT, { id: polishOnly }, admin.token)).data?.adminProduct,
    ).toMatchObject({ namePl: 'Spinka Nocny Motyl', descriptionPl: 'Spinka do włosów.' });
  });

  it("reads and writes REST's name and description in the request's language, with the fallback on read", async () => {
    const en = await request(t.http)
      .get(`/api/products/${polishOnly}`)
      .set('Accept-Language', 'en')
      .expect(200);
    expect(en.body).toMatchObject({ name: 'Spinka Nocny Motyl', description: 'Spinka do włosów.' });
    expect(en.body).not.toHaveProperty('nameLang');
    const list = await request(t.http).get('/api/products').set('Accept-Language', 'en').expect(200);
    expect(list.body.products.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Ruby Teardrop Earrings', 'Spinka Nocny Motyl']),
    );

    await request(t.http)
      .put(`/api/products/${polishOnly}/edit`)
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Accept-Language', 'en')
      .field('name', 'Night Moth Hair Clip')
      .field('description', 'A hair clip.')
      .expect(200);
    const stored = (await gqlIn(t, 'pl', ADMIN_PRODUCT, { id: polishOnly }, admin.token)).data?.adminProduct;
    expect(stored).toMatchObject({
      nameEn: 'Night Moth Hair Clip',
      namePl: 'Spinka Nocny Motyl',
      descriptionEn: 'A hair clip.',
      descriptionPl: 'Spinka do włosów.',
    });
    expect(
      (await request(t.http).get(`/api/products/${polishOnly}`).set('Accept-Language', 'pl').expect(200))
        .body,
    ).toMatchObject({ name: 'Spinka Nocny Motyl' });

    // Spec §7's create without Accept-Language: Polish; description beside descriptionpl stays the English one.
    const picture = await (
      await import('sharp')
    )
      .default({ create: { width: 40, height: 40, channels: 3, background: '#a03020' } })
      .jpeg()
      .toBuffer();
    const created = await request(t.http)
      .post('/api/products/create')
      .set('Authorization', `Bearer ${admin.token}`)
      .field('name', 'Broszka Zorza')
      .field('price', '100')
      .field('description', 'A brooch.')
      .field('descriptionpl', 'Broszka.')
      .attach('images', picture, 'b.jpg')
      .expect(201);
    const id = created.body.product.id;
    expect((await gqlIn(t, 'pl', ADMIN_PRODUCT, { id }, admin.token)).data?.adminProduct).toMatchObject({
      nameEn: '',
      namePl: 'Broszka Zorza',
      descriptionEn: 'A brooch.',
      descriptionPl: 'Broszka.',
    });
    const english = await request(t.http)
      .post('/api/products/create')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Accept-Language', 'en')
      .field('name', 'Dawn Brooch')
      .field('price', '100')
      .field('description', 'A brooch.')
      .attach('images', picture, 'b.jpg')
      .expect(201);
    expect(
      (await gqlIn(t, 'pl', ADMIN_PRODUCT, { id: english.body.product.id }, admin.token)).data?.adminProduct,
    ).toMatchObject({
      nameEn: 'Dawn Brooch',
      namePl: '',
      descriptionEn: 'A brooch.',
      descriptionPl: '',
    });
    expect(
      (await request(t.http).get(`/api/products/${english.body.product.id}`).expect(200)).body,
    ).toMatchObject({ name: 'Dawn Brooch', description: 'A brooch.' });
  });

  it('finds a piece by either name, ignoring case and diacritics, and never across the two', async () => {
    const found = async (name: string) =>
      ((await gqlIn(t, 'en', SEARCH, { name })).data?.products.products ?? []).map((p) => p.id);
    expect(await found('ruby')).toContain(both);
    expect(await found('rubinowa lza')).toContain(both);
    expect(await found('ŁZA')).toContain(both);
    // The end of the Polish name and the start of the English one are no name.
    expect(await found('lza ruby')).not.toContain(both);
    const rest = await request(t.http).get('/api/products?name=teardrop').expect(200);
    expect(rest.body.products.map((p: { id: number }) => p.id)).toContain(both);
  });

  describe('publications', () => {
    it("writes both versions of each text over GraphQL and reads each in the request's language, else the other, saying which", async () => {
      const created = await gqlIn(
        t,
        'pl',
        CREATE_PUBLICATION,
        {
          input: {
            titlePl: 'Nowa kolekcja',
            titleEn: 'A new collection',
            abstractPl: 'Jesień w sutaszu.',
            contentPl: '## Jesień\n\nKolczyki **na jesień**.',
          },
        },
        admin.token,
      );
      const id = created.data!.createPublication.id;
      expect((await gqlIn(t, 'en', PUBLICATION, { id })).data?.publication).toMatchObject({
        title: 'A new collection',
        titleLang: 'en',
        abstract: 'Jesień w sutaszu.',
        abstractLang: 'pl',
        contentLang: 'pl',
        contentHtml: expect.stringContaining('<strong>na jesień</strong>'),
      });
      expect((await gqlIn(t, 'pl', PUBLICATION, { id })).data?.publication).toMatchObject({
        title: 'Nowa kolekcja',
        titleLang: 'pl',
        abstractLang: 'pl',
      });
      await gqlIn(
        t,
        'pl',
        UPDATE_PUBLICATION,
        {
          id,
          input: { abstractEn: 'Autumn in soutache.', contentEn: '## Autumn\n\nEarrings **for autumn**.' },
        },
        admin.token,
      );
      expect((await gqlIn(t, 'en', PUBLICATION, { id })).data?.publication).toMatchObject({
        abstract: 'Autumn in soutache.',
        abstractLang: 'en',
        contentLang: 'en',
        contentHtml: expect.stringContaining('<strong>for autumn</strong>'),
      });
      expect((await gqlIn(t, 'pl', ADMIN_PUBLICATION, { id }, admin.token)).data?.adminPublication).toEqual({
        id,
        titleEn: 'A new collection',
        titlePl: 'Nowa kolekcja',
        abstractEn: 'Autumn in soutache.',
        abstractPl: 'Jesień w sutaszu.',
        contentEn: '## Autumn\n\nEarrings **for autumn**.',
        contentPl: '## Jesień\n\nKolczyki **na jesień**.',
      });
      const refused = await gqlIn(
        t,
        'pl',
        UPDATE_PUBLICATION,
        { id, input: { titlePl: '', titleEn: ' ' } },
        admin.token,
      );
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { titleEn: ['REQUIRED'], titlePl: ['REQUIRED'] },
      });
    });

    it("reads and writes REST's title, abstract and content in the request's language, with the fallback on read", async () => {
      const auth = { Authorization: `Bearer ${admin.token}` };
      const created = await request(t.http)
        .post('/api/publications/create')
        .set(auth)
        .send({ title: 'Szkic', abstract: 'Krótko.', content: 'Treść.' })
        .expect(201);
      const id = created.body.id;
      expect(
        (await request(t.http).get(`/api/publications/${id}`).set('Accept-Language', 'en').expect(200)).body,
      ).toMatchObject({ title: 'Szkic', abstract: 'Krótko.', content: 'Treść.' });
      await request(t.http)
        .put(`/api/publications/${id}/edit`)
        .set(auth)
        .set('Accept-Language', 'en')
        .send({ title: 'Draft', abstract: 'Briefly.', content: 'Text.' })
        .expect(200);
      const en = await request(t.http)
        .get(`/api/publications/${id}`)
        .set('Accept-Language', 'en')
        .expect(200);
      expect(en.body).toMatchObject({ title: 'Draft', abstract: 'Briefly.', content: 'Text.' });
      expect(en.body).not.toHaveProperty('titleLang');
      expect((await request(t.http).get(`/api/publications/${id}`).expect(200)).body).toMatchObject({
        title: 'Szkic',
        abstract: 'Krótko.',
        content: 'Treść.',
      });
      // Spec §5: each text is required, in one language at least.
      const refused = await request(t.http)
        .post('/api/publications/create')
        .set(auth)
        .send({ title: ' ', abstract: 'A.', content: 'C.' })
        .expect(400);
      expect(refused.body.fields).toMatchObject({ title: ['REQUIRED'] });
    });

    it('gives one feed per language, each post in it in that language or the other', async () => {
      const both = (
        await gqlIn(
          t,
          'pl',
          CREATE_PUBLICATION,
          {
            input: {
              titlePl: 'Zimowe kolczyki',
              titleEn: 'Winter earrings',
              abstractPl: 'Zima.',
              contentPl: 'Treść.',
            },
          },
          admin.token,
        )
      ).data!.createPublication.id;
      await gqlIn(
        t,
        'pl',
        CREATE_PUBLICATION,
        { input: { titlePl: 'Tylko po polsku', abstractPl: 'Krótko.', contentPl: 'Treść.' } },
        admin.token,
      );
      const polish = (await request(t.http).get('/rss.xml').expect(200)).text;
      expect(polish).toContain('<language>pl</language>');
      expect(polish).toContain('<title>Zimowe kolczyki</title>');
      expect(polish).toContain(`/publication/${both}</link>`);
      expect(polish).toContain(
        '<description>Biżuteria sutaszowa szyta ręcznie: nowości i historie z pracowni</description>',
      );
      const english = (await request(t.http).get('/rss.xml?lang=en').expect(200)).text;
      expect(english).toContain('<language>en</language>');
      expect(english).toContain('<title>Winter earrings</title>');
      expect(english).toContain('<title>Tylko po polsku</title>');
      expect(english).toContain(`/publication/${both}?lang=en</link>`);
      expect(english).toContain('rss.xml?lang=en" rel="self"');
      expect(english).toContain(
        '<description>Handmade soutache jewellery: news and stories from the studio</description>',
      );
    });

    it('keeps every publication written before as Polish when it migrates', async () => {
      const migration = new PublicationsInBothLanguages1764510000000();
      const runner = { query: (text: string, params?: unknown[]) => t.sql(text, params) } as never;
      await migration.down(runner);
      const [{ id }] = await t.sql<{ id: number }>(
        `INSERT INTO publications (title, abstract, content) VALUES ('Dawny wpis', 'Streszczenie.', 'Treść.') RETURNING id`,
      );
      await migration.up(runner);
      expect(
        await t.sql(
          'SELECT title_pl, title_en, abstract_pl, abstract_en, content_pl, content_en FROM publications WHERE id = $1',
          [id],
        ),
      ).toEqual([
        {
          title_pl: 'Dawny wpis',
          title_en: '',
          abstract_pl: 'Streszczenie.',
          abstract_en: '',
          content_pl: 'Treść.',
          content_en: '',
        },
      ]);
      expect(
        (await request(t.http).get(`/api/publications/${id}`).set('Accept-Language', 'en').expect(200)).body,
      ).toMatchObject({ title: 'Dawny wpis' });
    });
  });

  it('keeps every name written before as Polish when it migrates, with the search and the fallback reading it', async () => {
    const migration = new ProductNamesInBothLanguages1764500000000();
    const runner = { query: (text: string, params?: unknown[]) => t.sql(text, params) } as never;
    await migration.down(runner);
    const [{ id }] = await t.sql<{ id: number }>(
      `INSERT INTO products (name, search_name, description_en, description_pl, price) VALUES ('Naszyjnik Dawny', 'naszyjnik dawny', 'Old.', 'Dawny.', 10) RETURNING id`,
    );
    await migration.up(runner);
    expect(await t.sql('SELECT name_pl, name_en, search_name FROM products WHERE id = $1', [id])).toEqual([
      { name_pl: 'Naszyjnik Dawny', name_en: '', search_name: 'naszyjnik dawny' },
    ]);
    // The English name written before the migration ran down is not kept by the old schema; the Polish ones are.
    expect(await t.sql('SELECT name_pl FROM products WHERE id = $1', [both])).toEqual([
      { name_pl: 'Kolczyki Rubinowa Łza' },
    ]);
    expect(
      (await request(t.http).get(`/api/products/${id}`).set('Accept-Language', 'en').expect(200)).body,
    ).toMatchObject({ name: 'Naszyjnik Dawny' });
  });
});
