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
  const own: PageMeta = error || !match ? {} : (match.handle as RouteHandle).meta!({ t, params: match.params, data: match.data, absolute });
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

/** A page's address in a language, by the links' own rule (lib/language-address.ts): Polish bare, English with ?lang=en. */
export function localisedUrl(publicUrl: string, pathname: string, language: Language): string {
  return `${publicUrl}${pathname}${searchIn('', language)}`;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags of a server-rendered page: title, description, canonical, alternates, Open Graph, Twitter. */
export function headTags(meta: ReturnType<typeof pageMeta>, publicUrl: string, pathname: string, language: Language): string {
  const url = localisedUrl(publicUrl, pathname, language);
  const image = /^https?:\/\//.test(meta.image) ? meta.image : `${publicUrl}${meta.image}`;
  const other: Language = language === 'pl' ? 'en' : 'pl';
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(['pl', 'en'] as const).map(
      (lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(localisedUrl(publicUrl, pathname, lang))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localisedUrl(publicUrl, pathname, 'pl'))}">`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}">`,
    meta.feed ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(`${publicUrl}${meta.feed.href}`)}">` : '',
    `<meta property="og:site_name" content="Soutache Studio">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
  if (meta.preloadImage) {
    tags.push(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(meta.preloadImage.avifSrcset)}" imagesizes="${escapeHtml(meta.preloadImage.sizes)}" fetchpriority="high">`,
    );
  }
  if (meta.jsonLd) {
    // Data for search engines, never run (so the strict CSP holds); `<` escaped so no text closes the element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.filter(Boolean).join('\n    ');
}
