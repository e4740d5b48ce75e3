import type { Language } from '../i18n/locale';

/**
 * The addresses of the site's pages, for whatever on the server names one: the sitemap, what a write
 * drops from the page cache, the links in mails. The client's routes are the pages themselves
 * (client/src/app/routes.tsx), named by its lib/paths.ts; these must agree with them, which site-paths.spec.ts
 * checks page by page (the server's build compiles server/src only, so it cannot import that file).
 */
export const sitePaths = {
  home: '/',
  jewellery: '/jewellery',
  bridal: '/bridal',
  blog: '/blog',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  forgotPassword: '/forgot-password',
  adminEnquiries: '/admin/enquiries',
  adminOrders: '/admin/orders',
  product: (id: number) => `/jewellery/${id}`,
  checkout: (id: number) => `/checkout/${id}`,
  /** An order's page, which opens without an account with its secret (`query`: `token=…`, and more). */
  order: (number: string, query: string) => `/orders/${number}?${query}`,
  publication: (id: number) => `/publication/${id}`,
  resetPassword: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  confirmEmail: (token: string) => `/account/confirm-email?token=${encodeURIComponent(token)}`,
  /** The same page confirms the account's own address (no change of it) when the link says `kind=address`. */
  confirmAddress: (token: string) => `/account/confirm-email?kind=address&token=${encodeURIComponent(token)}`,
} as const;

/** The page at an address, for what keeps pages by what they show (cache/page-tags.ts): sitePaths read back. */
export type SitePage =
  | { page: 'product' | 'publication' | 'checkout'; id: number }
  | { page: 'home' | 'jewellery' | 'bridal' | 'blog' }
  | { page: 'other' };

const ONE = /^\/(jewellery|publication|checkout)\/(\d{1,15})$/;
const PAGE_OF: Record<string, 'product' | 'publication' | 'checkout'> = {
  jewellery: 'product',
  publication: 'publication',
  checkout: 'checkout',
};
const LISTS: Record<string, SitePage> = {
  [sitePaths.home]: { page: 'home' },
  [sitePaths.jewellery]: { page: 'jewellery' },
  [sitePaths.bridal]: { page: 'bridal' },
  [sitePaths.blog]: { page: 'blog' },
};

/** Which page `path` (without its query) is: a product's or a publication's with its id, a list, or another. */
export function pageAt(path: string): SitePage {
  const one = ONE.exec(path);
  if (one) return { page: PAGE_OF[one[1]], id: Number(one[2]) };
  return Object.hasOwn(LISTS, path) ? LISTS[path] : { page: 'other' };
}

/**
 * A page's address in a language, as the client writes it (client/src/lib/language-address.ts):
 * English with `lang=en`, Polish (the default) bare. A mailed link opens in the mail's language on
 * whatever device it is followed.
 */
export function inLanguage(path: string, language: Language): string {
  return language === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path;
}

/** An address as a link that leaves the site needs it (a mail, a feed): a site-relative one on PUBLIC_URL, an absolute one (a CDN's picture) as it is. */
export const absoluteUrl = (publicUrl: string, url: string): string =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url}`;

/** A page's full address in a language, for a link that leaves the site (a mail): `publicUrl` is PUBLIC_URL. */
export const siteUrl = (publicUrl: string, path: string, language: Language): string =>
  `${publicUrl}${inLanguage(path, language)}`;
