/**
 * Click-tracking parameters that ad and social services add to a shared link, a new value on every click
 * (names as they send them). No page reads them, so the server's page cache must not tell pages apart by
 * them: a link shared widely would otherwise make every visit a new render.
 */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'igshid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'yclid',
  'srsltid',
]);

const isTracking = (part: string): boolean => {
  const name = part.split('=', 1)[0];
  return name.startsWith('utm_') || TRACKING_PARAMS.has(name);
};

/**
 * A query string (`''` or `?…`) without its click-tracking parameters: the address a page is rendered
 * and kept for, by the server and in the browser alike (so hydration sees the same markup). Every other
 * parameter keeps its place and its spelling: without a tracking parameter the string is returned as it was.
 */
export function withoutTrackingParams(search: string): string {
  const parts = search.replace(/^\?/, '').split('&');
  if (!parts.some(isTracking)) return search;
  const kept = parts.filter((part) => part !== '' && !isTracking(part));
  return kept.length ? `?${kept.join('&')}` : '';
}
