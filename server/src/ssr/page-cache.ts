import { contentVersion } from '../common/http/content-writes';

interface CachedPage {
  /** UTF-8: half a JavaScript string's size for a page with any non-Latin-1 letter, and outside the JS heap. */
  html: Buffer;
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
 * The pages used longest ago go beyond `maxBytes` of HTML: any query string (click-tracking parameters
 * aside) makes a new page, so what is kept must be bounded, and by size, since a page weighs from a few
 * to a hundred kilobytes.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
  ) {}

  /** The version to give `set` for a render of `path` starting now. */
  version(path = '/'): string {
    return contentVersion(path);
  }

  /** The page's HTML, when it is still fresh. */
  get(key: string): Buffer | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.drop(key);
    if (page.expires <= Date.now() || page.version !== contentVersion(page.path)) return undefined;
    this.keep(key, page); // the most recently used goes last
    return page.html;
  }

  /** Keeps a found page (status 200) of `path` whose render began at `version`. */
  set(key: string, version: string, html: string, path = '/'): void {
    if (this.ttlMs <= 0 || version !== contentVersion(path)) return;
    this.drop(key);
    const page = { html: Buffer.from(html), path, version, expires: Date.now() + this.ttlMs };
    if (page.html.length > this.maxBytes) return;
    while (this.bytes + page.html.length > this.maxBytes) this.drop(this.pages.keys().next().value!);
    this.keep(key, page);
  }

  private keep(key: string, page: CachedPage): void {
    this.pages.set(key, page);
    this.bytes += page.html.length;
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.html.length;
  }
}
