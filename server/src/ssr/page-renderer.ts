import { createRequire } from 'node:module';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import {
  chainHeaders,
  sameForEveryCaller,
  type SentForms,
  sendKept,
} from '../common/http/compress-whole-bodies';
import { pageRenderSeconds, secondsSince } from '../common/metrics/metrics';
import type { Language, RenderResult, ServerEntry, Theme } from '../../../client/src/render/render-contract';
import { PageTemplate } from './page-template';
import { pagePreferences } from './preferences';
import { type LoadOutcome, RenderReads, type RenderReadsOptions } from './render-reads';

/** A page whose data takes longer is sent without it: the browser renders it instead (never a blank page). */
const RENDER_TIMEOUT_MS = 5_000;

const splitUrl = (url: string): [string, string] => {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
};

export interface PageRendererOptions extends RenderReadsOptions {
  clientDist: string;
  serverEntry: string;
  publicUrl: string;
  logger: Logger;
  /**
   * Counts a render that the cache could not answer against the client's own limit: undefined when
   * allowed, else the seconds to wait (pages sent from the cache are never counted).
   */
  limitRender?: (req: Request) => Promise<number | undefined>;
  /** Whether a stored picture's link preview is there to be named in a page's head (media/share-previews.ts). */
  sharePreviewReady?: (key: string) => boolean;
  /** Told of every found page sent (rendered or kept), with its path: the maker's page views count them. */
  pageSent?: (req: Request, path: string) => void;
}

/** An order's number, the one segment written in capitals (`/orders/SZ-2026-0042`, as its mails and transfer title write it). */
const ORDER_NUMBER = /^sz-\d{4}-\d{4,6}$/;

/**
 * The one spelling of a page's path: lower case (every route is, but for an order's number), no trailing slash, no empty segment,
 * numbers without leading zeros (`/Jewellery/01/` is `/jewellery/1`). A backslash separates segments as
 * browsers read it (`/\\host` would be another site to them).
 */
export function canonicalPath(path: string): string {
  const segments = path
    .toLowerCase()
    .split(/[/\\]/)
    .filter(Boolean)
    .map((segment) =>
      /^0+\d+$/.test(segment)
        ? segment.replace(/^0+(?=\d)/, '')
        : ORDER_NUMBER.test(segment)
          ? segment.toUpperCase()
          : segment,
    );
  return `/${segments.join('/')}`;
}

/**
 * Renders every client route on the server (same React components, route loaders, the app's own
 * GraphQL in-process as an anonymous visitor), so the first byte already holds the page and its head.
 * This file is the request's flow; the document around a render is page-template.ts, its data
 * render-reads.ts.
 */
export class PageRenderer {
  private readonly entry: ServerEntry;
  private readonly template: PageTemplate;
  private readonly reads: RenderReads;

  constructor(private readonly options: PageRendererOptions) {
    // An ES module bundle, loaded by this CommonJS build through require(esm) (Node 20.19+): once, at start.
    this.entry = createRequire(__filename)(options.serverEntry) as ServerEntry;
    this.template = new PageTemplate(options.clientDist, this.entry.contract);
    this.reads = new RenderReads(options);
  }

  /** A shell the browser renders itself (never a blank page), with the status the render ended in. */
  private sendShell(res: Response, language: Language, theme: Theme, status: number): void {
    if (status === 503) res.setHeader('Retry-After', '5');
    res.status(status).type('html').send(this.template.shellPage(language, theme));
  }

  /**
   * A kept page sent at once, ahead of the middlewares that cannot change it (app.setup.ts mounts this
   * right after the request's metrics, id and log line, the overload check and the Host check): true
   * when sent. Only to a plain request (a GET or HEAD without Origin or Authorization, whose answer no CORS
   * or token header changes), and only once the page has gone out through the whole chain to one, whose
   * headers it sends again (`chainHeaders`).
   */
  sendKeptAtOnce(req: Request, res: Response): boolean {
    if (!plainRequest(req)) return false;
    const found = this.lookUp(req, res);
    const headers = found.kept?.headers;
    if (!found.kept || !headers) return false;
    res.statusCode = 200;
    for (const name in headers) res.setHeader(name, headers[name]);
    sendKept(res, found.kept);
    this.options.pageSent?.(req, found.path);
    return true;
  }

  /** The page a request asks for and what is kept of it, looked up once a request (sendKeptAtOnce, then handle). */
  private lookUp(req: Request, res: Response): PageLookup {
    const known = res.locals.page as PageLookup | undefined;
    if (known) return known;
    const [path, query] = splitUrl(req.originalUrl);
    const canonical = canonicalPath(path);
    const { language, theme } = pagePreferences(req);
    // The page is rendered and kept for its address with only the query parameters it reads (the list's
    // filters, ?lang=). A shared link gets a new fbclid or utm_* on every click, and a crawler or a
    // cache-buster makes parameters up: those stay in the visitor's address bar (for analytics) but make
    // no new render, so a widely shared link is one render, not one per visit. The render sees the same
    // address, so what is kept under a key depends on the key alone.
    const address = path + this.entry.pageSearch(path, query);
    const key = `${language} ${theme} ${address}`;
    const found: PageLookup = {
      path,
      query,
      canonical,
      language,
      theme,
      address,
      key,
      kept: canonical === path ? this.options.cache.pages.kept(key) : undefined,
    };
    res.locals.page = found;
    return found;
  }

  async handle(req: Request, res: Response): Promise<void> {
    const { path, query, canonical, language, theme, address, key, kept: cached } = this.lookUp(req, res);
    if (canonical !== path) {
      res.redirect(301, `${canonical}${query}`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The language and theme come from ?lang= and the cookies only (never Accept-Language).
    res.setHeader('Vary', 'Cookie');
    const pages = this.options.cache.pages;
    if (cached !== undefined) {
      this.sendKept(req, res, cached);
      this.options.pageSent?.(req, path);
      return;
    }
    const wait = await this.options.limitRender?.(req);
    if (wait !== undefined) {
      res.setHeader('Retry-After', String(wait));
      res
        .status(429)
        .type('text')
        .send('Too many pages asked for at once: please wait a moment and try again.');
      return;
    }
    // What the page shows (cache/page-tags.ts): a write to anything else leaves it kept.
    const began = pages.begin(this.options.cache.pageTags(path));
    // A timer cleared when the render ends: AbortSignal.timeout's would keep the whole render reachable
    // (through the abort listeners) for the full five seconds after every answer.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    const outcome: LoadOutcome = { failed: false, unavailable: false };
    const started = performance.now();
    let result: RenderResult;
    try {
      result = await this.entry.render({
        // The path as the router reads it; the page's own address comes from PUBLIC_URL, never the Host header.
        url: `http://localhost${address}`,
        language,
        theme,
        publicUrl: this.options.publicUrl,
        execute: this.reads.executor(req, res, language, outcome),
        signal: timeout.signal,
        sharePreviewReady: this.options.sharePreviewReady,
      });
    } catch (error) {
      // The browser renders the page itself from the same bundle: a visitor never gets a blank page.
      this.options.logger.error({ err: error, requestId: req.requestId }, 'server rendering failed');
      pageRenderSeconds.labels('failed').observe(secondsSince(started));
      this.sendShell(res, language, theme, timeout.signal.aborted || outcome.unavailable ? 503 : 500);
      return;
    } finally {
      clearTimeout(timer);
    }
    pageRenderSeconds
      .labels(result.kind === 'redirect' ? 'redirect' : outcome.unavailable ? 'unavailable' : 'rendered')
      .observe(secondsSince(started));
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }
    // The database was out: a page without its data is no page to send or keep (it would say "no
    // jewellery found"); the browser's app tries again itself.
    if (outcome.unavailable) {
      this.sendShell(res, language, theme, 503);
      return;
    }
    // No font preloads: with the styles in the page, the browser asks for the fonts at its first layout
    // anyway, and preloading them (measured with npm run perf) only took bandwidth from the first paint.
    const page = Buffer.from(
      this.template.page(language, theme, result.head, result.html, result.state, result.routeFiles),
    );
    // Found pages only (a 404's address is whatever a visitor typed), and never one whose data failed to
    // load. A kept page goes out as kept: what its first answer compresses and hashes serves the next ones.
    const kept = result.status === 200 && !outcome.failed ? pages.set(key, began, page) : undefined;
    if (kept) this.sendKept(req, res, kept);
    else res.status(result.status).type('html').send(page);
    if (result.status === 200) this.options.pageSent?.(req, path);
  }

  /** A kept page through the whole chain; the first plain request's headers are kept beside it for sendKeptAtOnce. */
  private sendKept(req: Request, res: Response, kept: SentForms): void {
    res.status(200).type('html');
    if (!kept.headers && plainRequest(req)) kept.headers = chainHeaders(res, OWN_HEADERS);
    sendKept(res, kept);
  }
}

interface PageLookup {
  path: string;
  query: string;
  canonical: string;
  language: Language;
  theme: Theme;
  address: string;
  key: string;
  /** Only for a path in its one spelling (another is redirected to it). */
  kept: SentForms | undefined;
}

/** A request whose kept page's headers are the same as any other such request's. */
const plainRequest = (req: Request): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && sameForEveryCaller(req);

/**
 * Headers set by the middlewares for one request only, never sent again with another: the request's id.
 * A middleware that gives a page a header of its own request (a timing, a cookie) must be named here.
 */
const OWN_HEADERS = new Set(['x-request-id']);
