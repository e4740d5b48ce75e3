/**
 * A query string (`''` or `?…`) in a language (lib/language-address.ts): every other parameter kept, in
 * its place and spelling. Free of the browser and of other modules, so the server's tests can hold its
 * own addresses (server/src/common/site-paths.ts) to it. `language` is a Language (render/render-contract.ts):
 * `en` adds `lang=en`; Polish, the default, none.
 */
export function searchIn(search: string, language: string): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=', 1)[0] !== 'lang');
  if (language === 'en') parts.push('lang=en');
  return parts.length ? `?${parts.join('&')}` : '';
}
