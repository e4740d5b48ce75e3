import { describe, expect, it } from 'vitest';
import type { ProductDetailQuery } from '../gql/graphql';
import { productLd } from './structured-data';

const absolute = (path: string) => `https://shop.example${path}`;

const piece = (over: Partial<ProductDetailQuery['product']> = {}) =>
  ({
    id: 7,
    name: 'Kolczyki Turkusowa Fala',
    description: 'Sutasz i turkusy.',
    price: 690,
    availability: 'AVAILABLE',
    reservedUntil: null,
    averageUserRate: 0,
    ratingCount: 0,
    images: [{ imageUrl: '/uploads/7-1-960.webp' }],
    ...over,
  }) as ProductDetailQuery['product'];

const delivery = [
  { method: 'INPOST' as const, priceGrosze: 1599, countries: ['PL'] },
  { method: 'COURIER' as const, priceGrosze: 2500, countries: ['PL', 'DE'] },
];

/** What a search engine's shopping listing reads from a piece's page (Google's merchant listing rules). */
describe("a piece's structured data", () => {
  it('offers an available piece in stock, in PLN, with every delivery that ships and a 14-day return by mail', () => {
    const ld = productLd(piece(), delivery, absolute) as {
      offers: Record<string, unknown>;
      image: string[];
      url: string;
    };
    expect(ld.url).toBe('https://shop.example/jewellery/7');
    expect(ld.image).toEqual(['https://shop.example/uploads/7-1-960.webp']);
    expect(ld.offers).toMatchObject({
      price: '690.00',
      priceCurrency: 'PLN',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    expect(ld.offers.shippingDetails).toEqual([
      expect.objectContaining({
        shippingRate: { '@type': 'MonetaryAmount', value: '15.99', currency: 'PLN' },
        shippingDestination: [{ '@type': 'DefinedRegion', addressCountry: 'PL' }],
      }),
      expect.objectContaining({
        shippingRate: { '@type': 'MonetaryAmount', value: '25.00', currency: 'PLN' },
        shippingDestination: [
          { '@type': 'DefinedRegion', addressCountry: 'PL' },
          { '@type': 'DefinedRegion', addressCountry: 'DE' },
        ],
      }),
    ]);
    expect(ld.offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['PL', 'DE'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
    });
  });

  it('says Reserved while a buyer holds the piece, SoldOut once sold', () => {
    expect(
      (
        productLd(piece({ reservedUntil: '2026-12-02T10:00:00.000Z' }), delivery, absolute).offers as {
          availability: string;
        }
      ).availability,
    ).toBe('https://schema.org/Reserved');
    expect(
      (productLd(piece({ availability: 'SOLD' }), delivery, absolute).offers as { availability: string })
        .availability,
    ).toBe('https://schema.org/SoldOut');
  });

  it('makes a made-to-order piece MadeToOrder with no right of return (made to the buyer’s order)', () => {
    const offers = productLd(piece({ availability: 'MADE_TO_ORDER' }), delivery, absolute).offers as Record<
      string,
      { returnPolicyCategory?: string } | string
    >;
    expect(offers.availability).toBe('https://schema.org/MadeToOrder');
    expect(offers.hasMerchantReturnPolicy).toMatchObject({
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
  });

  it('names no delivery while the shop takes no orders, and a rating only once there is one', () => {
    const ld = productLd(piece(), [], absolute) as Record<string, unknown> & {
      offers: Record<string, unknown>;
    };
    expect(ld.offers.shippingDetails).toBeUndefined();
    expect(ld.aggregateRating).toBeUndefined();
    expect(
      productLd(piece({ ratingCount: 3, averageUserRate: 4.3 }), [], absolute).aggregateRating,
    ).toMatchObject({ ratingValue: 4.3, ratingCount: 3 });
  });
});
