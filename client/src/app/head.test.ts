import { describe, expect, it } from 'vitest';
import { headTags, type pageMeta } from './head';

type Meta = ReturnType<typeof pageMeta>;

const SHOP = 'https://shop.test';
const meta = (own: Partial<Meta>): Meta => ({
  title: 'Kolczyki · Soutache Studio',
  description: 'Ręcznie szyte.',
  image: '/og-image.jpg',
  imageAlt: 'Kolczyki',
  noindex: false,
  ...own,
});
/** Every meta tag of the head, in order, as [property or name, content]. */
const tags = (head: string) =>
  [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]);
const only = (head: string, prefix: string) => tags(head).filter(([tag]) => tag.startsWith(prefix));
const offered = (availability: string) => ({
  '@type': 'Product',
  offers: {
    '@type': 'Offer',
    price: '120.00',
    priceCurrency: 'PLN',
    availability: `https://schema.org/${availability}`,
  },
});

describe('the link preview in a rendered head', () => {
  it("names a stored picture's JPEG previews first (the card, then Pinterest's square), with their size and type, then the picture itself", () => {
    const head = headTags(meta({ image: '/uploads/products/3f1c-640.webp' }), SHOP, '/jewellery/3', 'pl');
    expect(only(head, 'og:image')).toEqual([
      ['og:image', `${SHOP}/uploads/products/3f1c-1200.jpg`],
      ['og:image:type', 'image/jpeg'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', 'Kolczyki'],
      ['og:image', `${SHOP}/uploads/products/3f1c-1200sq.jpg`],
      ['og:image:type', 'image/jpeg'],
      ['og:image:width', '1200'],
      ['og:image:height', '1200'],
      ['og:image:alt', 'Kolczyki'],
      ['og:image', `${SHOP}/uploads/products/3f1c-640.webp`],
      ['og:image:type', 'image/webp'],
      ['og:image:alt', 'Kolczyki'],
    ]);
    expect(only(head, 'twitter:image')).toEqual([
      ['twitter:image', `${SHOP}/uploads/products/3f1c-1200.jpg`],
      ['twitter:image:alt', 'Kolczyki'],
    ]);
  });

  it('names the picture itself while the server has not made its previews yet (a picture stored before previews were)', () => {
    const ready = (key: string) => key !== 'products/3f1c-1200.jpg' && key !== 'products/3f1c-1200sq.jpg';
    const head = headTags(
      meta({ image: '/uploads/products/3f1c-640.webp' }),
      SHOP,
      '/jewellery/3',
      'pl',
      ready,
    );
    expect(only(head, 'og:image')).toEqual([
      ['og:image', `${SHOP}/uploads/products/3f1c-640.webp`],
      ['og:image:type', 'image/webp'],
      ['og:image:alt', 'Kolczyki'],
    ]);
    expect(only(head, 'twitter:image')[0]).toEqual([
      'twitter:image',
      `${SHOP}/uploads/products/3f1c-640.webp`,
    ]);
    // One made, the other still to come: the one there.
    const square = headTags(
      meta({ image: '/uploads/products/3f1c-640.webp' }),
      SHOP,
      '/jewellery/3',
      'pl',
      (key) => key !== 'products/3f1c-1200sq.jpg',
    );
    expect(only(square, 'og:image').filter(([tag]) => tag === 'og:image')).toEqual([
      ['og:image', `${SHOP}/uploads/products/3f1c-1200.jpg`],
      ['og:image', `${SHOP}/uploads/products/3f1c-640.webp`],
    ]);
  });

  it("gives the shop's card its size and type, and an address it does not store as it is", () => {
    expect(only(headTags(meta({}), SHOP, '/', 'pl'), 'og:image')).toEqual([
      ['og:image', `${SHOP}/og-image.jpg`],
      ['og:image:type', 'image/jpeg'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', 'Kolczyki'],
    ]);
    expect(
      only(
        headTags(meta({ image: 'https://elsewhere.test/spring.png' }), SHOP, '/publication/2', 'en'),
        'og:image',
      ),
    ).toEqual([
      ['og:image', 'https://elsewhere.test/spring.png'],
      ['og:image:alt', 'Kolczyki'],
    ]);
  });

  it.each([
    ['InStock', 'in stock'],
    ['Reserved', 'out of stock'],
    ['SoldOut', 'out of stock'],
    ['MadeToOrder', 'preorder'],
  ])(
    "says a piece's price in PLN and its availability (%s: %s) as Facebook and Pinterest read it",
    (schema, og) => {
      const head = headTags(meta({ jsonLd: offered(schema) }), SHOP, '/jewellery/3', 'pl');
      expect(only(head, 'product:')).toEqual([
        ['product:price:amount', '120.00'],
        ['product:price:currency', 'PLN'],
        ['product:availability', og],
      ]);
      expect(only(head, 'og:type')).toEqual([['og:type', 'product']]);
    },
  );

  it('says nothing of a price on a page that is not a piece', () => {
    const head = headTags(
      meta({ ogType: 'article', jsonLd: { '@type': 'BlogPosting' } }),
      SHOP,
      '/publication/2',
      'pl',
    );
    expect(only(head, 'product:')).toEqual([]);
    expect(only(head, 'og:type')).toEqual([['og:type', 'article']]);
    expect(only(head, 'og:locale')).toEqual([
      ['og:locale', 'pl_PL'],
      ['og:locale:alternate', 'en_GB'],
    ]);
  });
});
