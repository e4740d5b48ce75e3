import { contentVersion } from '../common/http/content-writes';

interface CachedPage {
  html: string;
  /** The site path the page shows (its changes are counted per path too). */
  path: string;
  /** contentVersion(path) when its render began. */
  version: string;
  expires: number;
}

/**
 * Rendered pages kept for a short while. A page is what an anonymous visitor sees in one language and
 * theme, the same for everyone, and rendering one costs tens of milliseconds (its GraphQL on the embedded
 * database, Apollo's cache, React): a page asked for again within `ttlMs` with no change to it since its
 * render began (common/http/content-writes.ts: any write, or one that names this page) is sent as it was.
 * The oldest entries go beyond `maxEntries` (any query string makes a new page, so the count must be bounded).
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The version to give `set` for a render of `path` starting now. */
  version(path = '/'): string {
    return contentVersion(path);
  }

  /** The page's HTML, when it is still fresh. */
  get(key: string): string | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.expires <= Date.now() || page.version !== contentVersion(page.path)) return undefined;
    this.pages.set(key, page); // the most recently used goes last
    return page.html;
  }

  /** Keeps a found page (status 200) of `path` whose render began at `version`. */
  set(key: string, version: string, html: string, path = '/'): void {
    if (this.ttlMs <= 0 || version !== contentVersion(path)) return;
    this.pages.delete(key);
    while (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { html, path, version, expires: Date.now() + this.ttlMs });
  }
}
