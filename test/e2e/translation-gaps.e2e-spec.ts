import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { gql, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { TranslationGapsDocument as GAPS } from './gql/graphql';

/** The admin's translation view over GraphQL: what is missing in one language, counted. */
describe('translation gaps', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t);
  });
  afterAll(() => t.close());

  const gaps = async (lang = 'pl') => {
    const res = await request(t.http)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Accept-Language', lang)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ query: (await import('graphql')).print(GAPS) });
    return res.body.data.translationGaps as {
      total: number;
      counts: { text: string; language: string; count: number }[];
      items: {
        kind: string;
        id: number;
        label: string;
        labelLang: string;
        missing: { text: string; language: string; imageId: number | null; photoNumber: number | null }[];
      }[];
    };
  };
  const count = (result: Awaited<ReturnType<typeof gaps>>, text: string, language: string) =>
    result.counts.find((entry) => entry.text === text && entry.language === language)?.count;

  it('says nothing is missing when everything is in both languages', async () => {
    await addProduct(t, {
      name: 'Kolczyki Pełne',
      nameEn: 'Full Earrings',
      daysAgo: 30,
      pictures: [{ altText: 'Złote kolczyki' }],
    });
    const result = await gaps();
    expect(result).toMatchObject({ total: 0, items: [] });
    expect(result.counts).toHaveLength(12);
  });

  it('lists each product and publication with a text missing in one language, what is missing and how many of each kind, the first list page first', async () => {
    const older = await addProduct(t, {
      name: 'Broszka Stara',
      nameEn: 'Old Brooch',
      descriptionEn: '',
      daysAgo: 20,
      pictures: [{ altText: 'Broszka' }],
    });
    const newest = await addProduct(t, {
      name: 'Spinka Nowa',
      daysAgo: 1,
      pictures: [{ altText: 'Spinka' }, { altText: '' }],
    });
    const post = await gql(
      t,
      'mutation { createPublication(input: { titlePl: "Wpis", abstractPl: "Krótko.", contentPl: "Treść.", contentEn: "Text." }) { id } }',
      {},
      admin.token,
    );
    const postId = post.data!.createPublication.id as number;
    const [{ id: blankPicture }] = await t.sql<{ id: number }>(
      `SELECT id FROM product_images WHERE product_id = $1 AND alt_text_en = '' ORDER BY position`,
      [newest],
    );

    const result = await gaps('en');
    expect(result.items.map((item) => [item.kind, item.id])).toEqual([
      ['PRODUCT', newest],
      ['PRODUCT', older],
      ['PUBLICATION', postId],
    ]);
    expect(result.items[0]).toMatchObject({ label: 'Spinka Nowa', labelLang: 'pl' });
    expect(result.items[0].missing).toEqual([
      { text: 'NAME', language: 'en', imageId: null, photoNumber: null },
      { text: 'ALT_TEXT', language: 'pl', imageId: blankPicture, photoNumber: 2 },
      { text: 'ALT_TEXT', language: 'en', imageId: blankPicture, photoNumber: 2 },
    ]);
    expect(result.items[1]).toMatchObject({
      label: 'Old Brooch',
      labelLang: 'en',
      missing: [{ text: 'DESCRIPTION', language: 'en', imageId: null, photoNumber: null }],
    });
    expect(result.items[2].missing).toEqual([
      { text: 'TITLE', language: 'en', imageId: null, photoNumber: null },
      { text: 'ABSTRACT', language: 'en', imageId: null, photoNumber: null },
    ]);
    expect(count(result, 'NAME', 'en')).toBe(1);
    expect(count(result, 'ALT_TEXT', 'en')).toBe(1);
    expect(count(result, 'ALT_TEXT', 'pl')).toBe(1);
    expect(count(result, 'DESCRIPTION', 'en')).toBe(1);
    expect(count(result, 'TITLE', 'en')).toBe(1);
    expect(count(result, 'CONTENT', 'en')).toBe(0);
    expect(result.total).toBe(6);

    // Written, the gap goes.
    await gql(
      t,
      'mutation($id: Int!) { updateProduct(id: $id, input: { nameEn: "New Hair Clip" }) { id } }',
      { id: newest },
      admin.token,
    );
    const after = await gaps('en');
    expect(count(after, 'NAME', 'en')).toBe(0);
    expect(after.items[0].missing.map((gap) => gap.text)).toEqual(['ALT_TEXT', 'ALT_TEXT']);
  });

  it('is for admins only', async () => {
    const user = await registerUser(t);
    const asUser = await gql(t, GAPS, {}, user.token);
    expect(asUser.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await gql(t, GAPS, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
