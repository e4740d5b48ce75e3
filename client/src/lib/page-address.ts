/**
 * The query parameters a page reads, by path: the list's filters (features/catalogue/filters.ts, whose
 * test holds the two lists together), and the page a sign-in returns to (lib/return-to.ts), which the
 * login and registration pages pass on in their links. `lang` is read on every page (the server's
 * language choice and the app's, render/start-client.tsx). No other page reads its query string.
 */
const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/jewellery': ['colors', 'categories', 'name', 'availability', 'sort', 'page'],
  '/bridal': ['colors', 'availability', 'sort', 'page'],
  '/login': ['next'],
  '/register': ['next'],
};
const EVERY_PAGE_PARAMS = ['lang'];

/** A parameter's name as URLSearchParams reads it (`n%61me` is `name`), or undefined when it cannot be read. */
function paramName(part: string): string | undefined {
  const raw = part.split('=', 1)[0];
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * A page's query string (`''` or `?…`) with only the parameters the page reads: the address it is
 * rendered and kept for, by the server and in the browser alike (so hydration sees the same markup).
 * Anything else (a click id from an ad or a social site, a new one on every click; a crawler's or a
 * cache-buster's made-up parameter) changes nothing on the page, so it must not make another render:
 * a widely shared link is one render, not one per visit. The parameters kept keep their place and
 * spelling; with nothing to leave out, the string is returned as it was.
 */
export function pageSearch(pathname: string, search: string): string {
  const read = PAGE_PARAMS[pathname];
  const parts = search.replace(/^\?/, '').split('&');
  const reads = (part: string) => {
    const name = paramName(part);
    return name !== undefined && (EVERY_PAGE_PARAMS.includes(name) || (read?.includes(name) ?? false));
  };
  const kept = parts.filter((part) => part !== '' && reads(part));
  if (kept.length === parts.length) return search;
  return kept.length ? `?${kept.join('&')}` : '';
}
