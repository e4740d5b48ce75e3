import type { TFunction } from 'i18next';
import type { Params, UIMatch } from 'react-router';
import type { Language } from '../lib/i18n';
import { searchIn } from '../lib/language-address';

/** What a route tells search engines and link previews about its page. */
export interface PageMeta {
  /** The page's own title; the studio's name is added after it. Absent: the studio's name alone. */
  title?: string;
  description?: string;
  /** Site-relative or absolute address of the preview image (1200×630 reads best). */
  image?: string;
  imageAlt?: string;
  /** Pages that only make sense to one visitor (admin forms) stay out of search results. */
  noindex?: boolean;
  /** Structured data for search engines (schema.org JSON-LD), e.g. a product with its offer. */
  jsonLd?: Record<string, unknown>;
  /** The page's largest picture (its LCP), fetched from the head before the body is read. */
  preloadImage?: PreloadImage;
  /** A feed of the page's content (RSS 2.0), linked for feed readers. */
  feed?: { title: string; href: string };
  /** Open Graph type: a blog post is an article. */
  ogType?: 'website' | 'article';
}

export interface PreloadImage {
  avifSrcset: string;
  sizes: string;
}

export interface MetaArgs {
  t: TFunction;
  params: Params;
  data: unknown;
  /** A site path as an absolute URL on the shop's public address. */
  absolute: (path: string) => string;
}

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  meta?: (args: MetaArgs) => PageMeta;
}

export const DEFAULT_SHARE_IMAGE = '/og-image.jpg';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** The deepest route's meta, filled in with the site's defaults; an error page gets the error's title. */
export function pageMeta(
  matches: UIMatch[],
  t: TFunction,
  error: boolean,
  absolute: (path: string) => string,
): Required<Omit<PageMeta, 'noindex' | 'jsonLd' | 'preloadImage' | 'feed' | 'ogType'>> &
  Pick<PageMeta, 'jsonLd' | 'preloadImage' | 'feed' | 'ogType'> & { noindex: boolean } {
  const match = [...matches].reverse().find((m) => isRouteHandle(m.handle) && m.handle.meta);
  const own: PageMeta =
    error || !match
      ? {}
      : (match.handle as RouteHandle).meta!({ t, params: match.params, data: match.data, absolute });
  const brand = t('brand.name');
  const title = error ? t('error.title') : own.title;
  return {
    title: title ? `${title} · ${brand}` : `${brand} · ${t('brand.tagline')}`,
    description: own.description ?? t('meta.siteDescription'),
    image: own.image ?? DEFAULT_SHARE_IMAGE,
    imageAlt: own.imageAlt ?? t('meta.imageAlt'),
    noindex: error || Boolean(own.noindex),
    jsonLd: own.jsonLd,
    preloadImage: own.preloadImage,
    feed: own.feed,
    ogType: own.ogType,
  };
}

const OG_LOCALE: Record<Language, string> = { pl: 'pl_PL', en: 'en_GB' };

/**
 * The link previews the server stores beside every picture's sizes, JPEGs under 300 kB named by the
 * pictures' file rule (server/src/media/image-variants.ts SHARE_PREVIEWS): the 1200×630 card,
 * `<name>-1200.jpg`, which WhatsApp and older iMessage show where they show no WebP (the shop's own card
 * is one too), and the 1200×1200 square, `<name>-1200sq.jpg`, for Pinterest's pins.
 */
const SHARE_PREVIEW = { width: 1200, height: 630, type: 'image/jpeg' };
const STORED_PREVIEWS = [
  { suffix: '-1200.jpg', ...SHARE_PREVIEW },
  { suffix: '-1200sq.jpg', width: 1200, height: 1200, type: 'image/jpeg' },
];
/** A stored picture's size at /uploads/: its name (folder and random name), then its width and format. */
const STORED_SIZE = /^\/uploads\/([a-z][a-z0-9-]*\/[A-Za-z0-9][A-Za-z0-9_-]*)-\d+\.(webp|avif)$/;

interface ShareImage {
  url: string;
  type?: string;
  width?: number;
  height?: number;
}

/**
 * The pictures a page's preview offers, the JPEGs first: a stored picture's previews (those there: one the
 * server has not made yet is left out) and then its WebP, the shop's card, or an address as it is.
 */
function shareImages(image: string, ready: (key: string) => boolean): ShareImage[] {
  if (image === DEFAULT_SHARE_IMAGE) return [{ url: image, ...SHARE_PREVIEW }];
  const stored = STORED_SIZE.exec(image);
  if (!stored) return [{ url: image }];
  return [
    ...STORED_PREVIEWS.filter(({ suffix }) => ready(`${stored[1]}${suffix}`)).map(({ suffix, ...size }) => ({
      url: `/uploads/${stored[1]}${suffix}`,
      ...size,
    })),
    { url: image, type: `image/${stored[2]}` },
  ];
}

/** Facebook's and Pinterest's words for schema.org's availability: a piece held for a buyer cannot be bought meanwhile. */
const OG_AVAILABILITY: Record<string, string> = {
  'https://schema.org/InStock': 'in stock',
  'https://schema.org/Reserved': 'out of stock',
  'https://schema.org/SoldOut': 'out of stock',
  'https://schema.org/MadeToOrder': 'preorder',
};

/** A piece's price and availability for Open Graph's product tags, read from its structured data (the server's render writes it). */
function productOffer(
  jsonLd: Record<string, unknown> | undefined,
): { price: string; currency: string; availability?: string } | undefined {
  if (jsonLd?.['@type'] !== 'Product') return undefined;
  const offer = jsonLd.offers as
    { price?: unknown; priceCurrency?: unknown; availability?: unknown } | undefined;
  if (typeof offer?.price !== 'string' || typeof offer.priceCurrency !== 'string') return undefined;
  return {
    price: offer.price,
    currency: offer.priceCurrency,
    availability: OG_AVAILABILITY[String(offer.availability)],
  };
}

/** A page's address in a language, by the links' own rule (lib/language-address.ts): Polish bare, English with ?lang=en. */
export function localisedUrl(publicUrl: string, pathname: string, language: Language): string {
  return `${publicUrl}${pathname}${searchIn('', language)}`;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The <head> tags of a server-rendered page: title, description, canonical, alternates, Open Graph (a
 * piece's with its price and availability, from its structured data), Twitter. Built by the server's
 * render only: no page's script carries it.
 */
export function headTags(
  meta: ReturnType<typeof pageMeta>,
  publicUrl: string,
  pathname: string,
  language: Language,
  ready: (key: string) => boolean = () => true,
): string {
  const url = localisedUrl(publicUrl, pathname, language);
  const images = shareImages(meta.image, ready).map((image) => ({
    ...image,
    url: /^https?:\/\//.test(image.url) ? image.url : `${publicUrl}${image.url}`,
  }));
  const offer = productOffer(meta.jsonLd);
  const other: Language = language === 'pl' ? 'en' : 'pl';
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(['pl', 'en'] as const).map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(localisedUrl(publicUrl, pathname, lang))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localisedUrl(publicUrl, pathname, 'pl'))}">`,
    `<meta property="og:type" content="${meta.ogType ?? (offer ? 'product' : 'website')}">`,
    meta.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(`${publicUrl}${meta.feed.href}`)}">`
      : '',
    `<meta property="og:site_name" content="Soutache Studio">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    // Each og:image is followed by its own properties; the card's JPEG first, which every app shows, then the square one Pinterest prefers.
    ...images.flatMap((image) => [
      `<meta property="og:image" content="${escapeHtml(image.url)}">`,
      image.type ? `<meta property="og:image:type" content="${image.type}">` : '',
      image.width ? `<meta property="og:image:width" content="${image.width}">` : '',
      image.height ? `<meta property="og:image:height" content="${image.height}">` : '',
      `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}">`,
    ]),
    `<meta property="og:locale" content="${OG_LOCALE[language]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`,
    ...(offer
      ? [
          `<meta property="product:price:amount" content="${escapeHtml(offer.price)}">`,
          `<meta property="product:price:currency" content="${escapeHtml(offer.currency)}">`,
          offer.availability ? `<meta property="product:availability" content="${offer.availability}">` : '',
        ]
      : []),
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(images[0].url)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(meta.imageAlt)}">`,
  ];
  if (meta.preloadImage) {
    tags.push(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(meta.preloadImage.avifSrcset)}" imagesizes="${escapeHtml(meta.preloadImage.sizes)}" fetchpriority="high">`,
    );
  }
  if (meta.jsonLd) {
    // Data for search engines, never run (so the strict CSP holds); `<` escaped so no text closes the element.
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`,
    );
  }
  return tags.filter(Boolean).join('\n    ');
}
