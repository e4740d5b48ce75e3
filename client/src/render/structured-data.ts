import type { ProductDetailQuery } from '../gql/graphql';
import { ProductDetailDocument } from '../gql/graphql';
import type { PublicationDetailQuery } from '../gql/blog/graphql';
import { PublicationDetailDocument } from '../gql/blog/graphql';
import { paths } from '../lib/paths';
import type { ExecuteGraphql } from './render-contract';
import type { ServerAnswers } from './server-answers';

/**
 * Structured data (schema.org JSON-LD) for the pages search engines and shopping surfaces list: a piece
 * (Product with its Offer) and a post (BlogPosting). Written by the server's render only: crawlers read
 * the first answer, and the browser's app never shows it, so no page's script carries this file.
 * Everything comes from the answers the page's own loader read, but a piece's delivery: the maker's
 * delivery settings, read once more (a change of them drops every kept page).
 */

const SHOP = 'Soutache Studio';

type Product = ProductDetailQuery['product'];
type Publication = PublicationDetailQuery['publication'];
type JsonLd = Record<string, unknown>;

/** What the shop offers for delivery, as checkout reads it (enabled methods only). */
interface Delivery {
  method: 'INPOST' | 'COURIER' | 'PICKUP';
  priceGrosze: number;
  countries: string[];
}

const DELIVERY_QUERY =
  'query StructuredDataDelivery { checkoutOptions { ordering delivery { method priceGrosze countries } } }';

/** The enabled delivery methods that ship (pickup in Poznań is not shipping); none while the shop takes no orders. */
async function shippedDelivery(execute: ExecuteGraphql): Promise<Delivery[]> {
  const result = await execute({ query: DELIVERY_QUERY, operationName: 'StructuredDataDelivery' });
  const options = (
    result.data as { checkoutOptions?: { ordering: boolean; delivery: Delivery[] } } | null | undefined
  )?.checkoutOptions;
  if (!options?.ordering) return [];
  return options.delivery.filter((option) => option.method !== 'PICKUP');
}

/** schema.org's ItemAvailability: a piece held for a buyer who has not paid yet is Reserved. */
export function availabilityOf(product: Pick<Product, 'availability' | 'reservedUntil'>): string {
  if (product.availability === 'SOLD') return 'https://schema.org/SoldOut';
  if (product.availability === 'MADE_TO_ORDER') return 'https://schema.org/MadeToOrder';
  return product.reservedUntil ? 'https://schema.org/Reserved' : 'https://schema.org/InStock';
}

const LABEL: Record<Delivery['method'], string> = {
  INPOST: 'InPost Paczkomat',
  COURIER: 'Kurier',
  PICKUP: 'Odbiór osobisty',
};

const amount = (grosze: number) => (grosze / 100).toFixed(2);

/**
 * The terms' right of withdrawal (/terms): 14 days from delivery for a ready piece, by mail; none for a
 * piece made to the buyer's order (Consumer Rights Act, art. 38(1)(3)).
 */
export function returnPolicy(product: Pick<Product, 'availability'>, countries: string[]): JsonLd {
  const applicableCountry = countries.length ? countries : ['PL'];
  if (product.availability === 'MADE_TO_ORDER') {
    return {
      '@type': 'MerchantReturnPolicy',
      applicableCountry,
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    };
  }
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: 14,
    returnMethod: 'https://schema.org/ReturnByMail',
  };
}

/** A piece: its offer with the price in PLN, whether it can be bought, its delivery and its return policy. */
export function productLd(
  product: Product,
  delivery: Delivery[],
  absolute: (path: string) => string,
): JsonLd {
  const url = absolute(paths.product.href(product.id));
  const countries = [...new Set(delivery.flatMap((option) => option.countries))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map((image) => absolute(image.imageUrl)),
    url,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: SHOP },
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'PLN',
      availability: availabilityOf(product),
      itemCondition: 'https://schema.org/NewCondition',
      url,
      seller: { '@type': 'Organization', name: SHOP },
      ...(delivery.length
        ? {
            shippingDetails: delivery.map((option) => ({
              '@type': 'OfferShippingDetails',
              shippingLabel: LABEL[option.method],
              shippingRate: { '@type': 'MonetaryAmount', value: amount(option.priceGrosze), currency: 'PLN' },
              shippingDestination: option.countries.map((country) => ({
                '@type': 'DefinedRegion',
                addressCountry: country,
              })),
            })),
          }
        : {}),
      hasMerchantReturnPolicy: returnPolicy(product, countries),
    },
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageUserRate,
            ratingCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** A post: its headline, summary, language, picture, author and dates. */
export function publicationLd(publication: Publication, absolute: (path: string) => string): JsonLd {
  const image = publication.imageUrl
    ? /^https?:\/\//.test(publication.imageUrl)
      ? publication.imageUrl
      : absolute(publication.imageUrl)
    : undefined;
  const url = absolute(paths.publication.href(publication.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: publication.title,
    description: publication.abstract,
    // The language the post is read in here: the maker's other one where she has not written this one.
    inLanguage: publication.contentLang,
    ...(image ? { image: [image] } : {}),
    ...(publication.authorName ? { author: { '@type': 'Person', name: publication.authorName } } : {}),
    datePublished: publication.createdAt,
    dateModified: publication.updatedAt,
    mainEntityOfPage: url,
    url,
  };
}

/** The page's route (its id names its module, render/render-contract.ts) and the id its loader read. */
export interface RenderedPage {
  module: string | undefined;
  id: number | undefined;
}

/** The structured data of a rendered page, or none (a page that is neither a piece nor a post, or one not found). */
export async function structuredData(
  page: RenderedPage,
  answers: ServerAnswers,
  execute: ExecuteGraphql,
  absolute: (path: string) => string,
): Promise<JsonLd | undefined> {
  if (page.id === undefined) return undefined;
  if (page.module === 'product') {
    const found = answers.get(ProductDetailDocument, { id: page.id }) as ProductDetailQuery | undefined;
    return found?.product ? productLd(found.product, await shippedDelivery(execute), absolute) : undefined;
  }
  if (page.module === 'publication') {
    const found = answers.get(PublicationDetailDocument, { id: page.id }) as
      PublicationDetailQuery | undefined;
    return found?.publication ? publicationLd(found.publication, absolute) : undefined;
  }
  return undefined;
}
