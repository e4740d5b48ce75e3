/** The sites the maker's buyers come from, and the rest: the only thing kept of where a visit came from. */
export const REFERRER_SITES = [
  'instagram.com',
  'facebook.com',
  'pinterest.com',
  'google',
  'other',
  'direct',
] as const;
export type ReferrerSite = (typeof REFERRER_SITES)[number];

/** Each bucket by the end of the referring host: its subdomains (l.instagram.com, m.facebook.com, pl.pinterest.com) included. */
const BY_HOST: [RegExp, ReferrerSite][] = [
  [/(^|\.)instagram\.com$/, 'instagram.com'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, 'facebook.com'],
  [/(^|\.)(pinterest\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})|pin\.it)$/, 'pinterest.com'],
  // Google's search on any of its domains (google.pl, google.co.uk), and its app's referrer.
  [/(^|\.)google\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$|^com\.google\./, 'google'],
];

/** An absolute address's host: after the scheme and any user name, up to a port, path, query or fragment. */
const HOST = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?([^/?#:@]+)/i;

/**
 * Where a visit came from, as a bucket: the Referer header of a page's request (or document.referrer
 * in the browser), read for its host only and then forgotten. No referrer is `direct`; a page of the shop
 * itself (`ownHost`) is no arrival at all, so null; an address that cannot be read is `other`.
 */
export function referrerSite(referrer: string | undefined, ownHost: string | undefined): ReferrerSite | null {
  if (!referrer) return 'direct';
  // The host alone, read without building a URL (this runs for every page sent, kept ones too).
  const host = HOST.exec(referrer)?.[1].toLowerCase();
  if (!host) return 'other';
  if (ownHost && host === ownHost.toLowerCase().replace(/:\d+$/, '')) return null;
  return BY_HOST.find(([pattern]) => pattern.test(host))?.[1] ?? 'other';
}
