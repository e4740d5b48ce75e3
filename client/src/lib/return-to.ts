import { useLocation } from 'react-router';
import { pageSearch } from './page-address';
import { paths } from './paths';
import { searchIn } from './search-in';

/** The base a `next` is read against: only its own paths are this shop's. */
const SITE = 'http://shop.invalid';
/** A path of this shop: one leading '/', no '//' (another host to a browser), no backslash, no space or control character. */
const SHOP_PATH = /^\/(?!.*\/\/)[^\\\s\p{Cc}]*$/u;
/** Pages that sign in: returning to one of them would be a loop. */
const SIGN_IN_PAGES: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
];

/**
 * Where a sign-in reached from a page goes back to: `next` when it is a path of this shop, checked again
 * once normalised as a browser would (`/./` and `/../` and their escapes), and not a sign-in page; undefined
 * otherwise (the page then goes where spec §2 says). The address's `lang` is dropped: the app adds its own.
 */
export function safeNext(next: string | null | undefined): string | undefined {
  if (!next || !SHOP_PATH.test(next)) return undefined;
  let url: URL;
  try {
    url = new URL(next, SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE || !SHOP_PATH.test(url.pathname) || SIGN_IN_PAGES.includes(url.pathname))
    return undefined;
  return `${url.pathname}${searchIn(url.search, 'pl')}${url.hash}`;
}

/** A sign-in page's address that returns to `next` (a path of this shop) afterwards. */
export function signInHref(page: 'login' | 'register', next: string | undefined): string {
  const safe = safeNext(next);
  return safe ? `${paths[page].href()}?next=${encodeURIComponent(safe)}` : paths[page].href();
}

/**
 * The login link of a page's "log in to …": back to this page afterwards, with `anchor` (the id of the
 * comment box, the rating) in view. The page's own query parameters only, as it is rendered (page-address.ts),
 * so the server's markup and the hydrated one agree.
 */
export function useLoginHere(anchor?: string): string {
  const { pathname, search } = useLocation();
  return signInHref(
    'login',
    `${pathname}${searchIn(pageSearch(pathname, search), 'pl')}${anchor ? `#${anchor}` : ''}`,
  );
}
