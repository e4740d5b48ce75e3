/** The tab's record of this visit: the pieces' and posts' pages already counted, and whether its arrival was. */
const VISIT = 'soutache-visit';
const ARRIVED = 'arrived';

/**
 * The maker's page views for a piece's or a post's page reached within the shop (the server counts the
 * pages it sends itself): one beacon per page a visit, the visit kept in the tab's sessionStorage only.
 * No cookie, nothing of the visitor. With the visit's first one goes its arrival, and the host it came
 * from (never the address), unless it landed on a piece or a post, whose page the server counted with
 * where it came from.
 */
export function countView(path: string, landing: string): void {
  const [, kind, id] = /^\/(jewellery|publication)\/(\d+)$/.exec(path) ?? [];
  if (!kind) return;
  try {
    const visit = JSON.parse(sessionStorage.getItem(VISIT) ?? '[]') as string[];
    if (/^\/(jewellery|publication)\/\d+$/.test(landing) && !visit.includes(landing))
      visit.push(landing, ARRIVED);
    const counted = visit.includes(path);
    const query = new URLSearchParams({ kind: kind === 'jewellery' ? 'product' : 'publication', id });
    if (!counted && !visit.includes(ARRIVED)) {
      query.set('arrived', '1');
      // A host the shop takes (a name, not an address in brackets); none is a direct visit.
      const from = document.referrer && new URL(document.referrer).hostname;
      if (/^[a-z0-9.-]{1,253}$/.test(from)) query.set('from', from);
      visit.push(ARRIVED);
    }
    if (!counted) visit.push(path);
    sessionStorage.setItem(VISIT, JSON.stringify(visit));
    if (!counted) navigator.sendBeacon?.(`/api/insights/view?${query}`);
  } catch {
    // No storage (a privacy mode refusing it): nothing is counted rather than every navigation.
  }
}
