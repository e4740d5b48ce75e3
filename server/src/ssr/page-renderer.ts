import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { Kind, parse, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';
import { anonymousRequest } from '../common/context/request-context.service';
import { sendKept } from '../common/http/compress-whole-bodies';
import { pageRenderSeconds, secondsSince } from '../common/metrics/metrics';
import type { CacheService } from '../cache/cache.service';
import type { PublicReads } from '../common/http/public-reads';
import type { GraphqlOperation, Language, RenderResult, ServerEntry, Theme } from '../../../client/src/render/render-contract';
import { pagePreferences } from './preferences';

/** What the renderer needs of the app's Apollo Server (typed structurally: @nestjs/apollo sees its ESM typings). */
export interface InProcessGraphql {
  executeOperation(
    request: GraphqlOperation,
    options: { contextValue: { req: Request; res: Response } },
  ): Promise<{ body: { kind: 'single'; singleResult: FormattedExecutionResult } | { kind: 'incremental' } }>;
}

/** Vite's build manifest (client/dist/.vite/manifest.json): which chunks and styles each module needs. */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** A page whose data takes longer is sent without it: the browser renders it instead (never a blank page). */
const RENDER_TIMEOUT_MS = 5_000;

const splitUrl = (url: string): [string, string] => {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
};

/** The page template cut at the contract's markers (TEMPLATE_MARKERS), in their order. */
function splitTemplate(template: string, { TEMPLATE_MARKERS }: ServerEntry['contract']): string[] {
  const parts: string[] = [];
  let rest = template;
  for (const { marker, keep } of TEMPLATE_MARKERS) {
    const at = rest.indexOf(marker);
    if (at === -1) throw new Error(`The page template (client/index.html) has no ${marker}`);
    parts.push(rest.slice(0, at));
    rest = keep ? rest.slice(at) : rest.slice(at + marker.length);
  }
  return [...parts, rest];
}

export interface PageRendererOptions {
  clientDist: string;
  serverEntry: string;
  publicUrl: string;
  logger: Logger;
  /** The app's Apollo Server, once started: pages read data through it in-process. */
  graphql: () => InProcessGraphql;
  /**
   * Counts a render that the cache could not answer against the client's own limit: undefined when
   * allowed, else the seconds to wait (pages sent from the cache are never counted).
   */
  limitRender?: (req: Request) => Promise<number | undefined>;
  /** Where rendered pages and the renders' public reads are kept (cache/cache.service.ts: `pages`, `pageReads`). */
  cache: CacheService;
  /** Which GraphQL fields are public reads (common/http/public-reads.ts). */
  publicReads: PublicReads;
}

/**
 * A read whose answer is the same for every anonymous visitor in one language (common/http/public-reads.ts),
 * or null. `publicOperations` remembers it for each operation text the pages send (a handful of
 * documents, parsed once each).
 */
function publicRead(reads: PublicReads, publicOperations: Map<string, OperationDefinitionNode | null>, { query, operationName }: GraphqlOperation): OperationDefinitionNode | null {
  const key = `${operationName ?? ''} ${query}`;
  let found = publicOperations.get(key);
  if (found === undefined) {
    try {
      const operations = parse(query).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      const operation = operations.find((candidate) => candidate.name?.value === operationName) ?? (operations.length === 1 ? operations[0] : undefined);
      found = operation !== undefined && reads.readsPublicFieldsOnly(operation) ? operation : null;
    } catch {
      found = null;
    }
    publicOperations.set(key, found);
  }
  return found;
}

/** Codes of a failed data load that is the server's trouble, not the page's (a missing product is a page). */
const FAILED_LOAD = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'INSUFFICIENT_STORAGE']);

/**
 * The one spelling of a page's path: lower case (every route is), no trailing slash, no empty segment,
 * numbers without leading zeros (`/Jewellery/01/` is `/jewellery/1`). A backslash separates segments as
 * browsers read it (`/\\host` would be another site to them).
 */
export function canonicalPath(path: string): string {
  const segments = path
    .toLowerCase()
    .split(/[/\\]/)
    .filter(Boolean)
    .map((segment) => (/^0+\d+$/.test(segment) ? segment.replace(/^0+(?=\d)/, '') : segment));
  return `/${segments.join('/')}`;
}

/** What a render's data loads said: whether any failed for the server's reasons, and whether the database was out. */
interface LoadOutcome {
  failed: boolean;
  unavailable: boolean;
}

/**
 * Renders every client route on the server (same React components, route loaders, the app's own
 * GraphQL in-process as an anonymous visitor), so the first byte already holds the page and its head.
 */
export class PageRenderer {
  /** The template around its placeholders (splitTemplate). */
  private readonly templateParts: readonly string[];
  private readonly manifest: Manifest;
  private readonly entry: ServerEntry;
  private readonly styles = new Map<string, string>();
  /** Each operation text the pages send, when it reads public fields only (publicRead). */
  private readonly publicOperations = new Map<string, OperationDefinitionNode | null>();
  /** The entry, the app it loads after the first paint, and their libraries: on every page, never preloaded. */
  private readonly shell: string[];

  constructor(private readonly options: PageRendererOptions) {
    // An ES module bundle, loaded by this CommonJS build through require(esm) (Node 20.19+): once, at start.
    this.entry = createRequire(__filename)(options.serverEntry) as ServerEntry;
    const { contract } = this.entry;
    this.manifest = JSON.parse(readFileSync(join(options.clientDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    // The browser's entry (client/src/entry-client.tsx) loads the app (render/start-client.tsx, with React, the
    // router, Apollo and i18next) once the page is painted. The app's styles go into every page with the
    // entry's. Its libraries are never preloaded (Vite's preloads are removed): on a fast connection they
    // would be fetched and run before the first paint, and the largest contentful paint came later
    // (npm run perf; docs/performance.md).
    const entryKey = contract.MANIFEST_KEYS.entry;
    const entry = this.manifest[entryKey];
    const app = (entry?.dynamicImports ?? []).filter((key) => this.manifest[key]);
    this.shell = [entryKey, ...(entry?.imports ?? []), ...app, ...app.flatMap((key) => this.manifest[key].imports ?? [])];
    const shellStyles = this.shell.flatMap((key) => (key === entryKey ? [] : (this.manifest[key]?.css ?? [])));
    const template = readFileSync(join(options.clientDist, 'index.html'), 'utf8')
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      // The entry's styles with their disabled link too: a route chunk that imports the entry (Vite's preload
      // helper, for a lazy component) would otherwise fetch them again while the page hydrates.
      .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_link, file: string) =>
        [this.inlineRouteStyle(file), ...shellStyles.map((css) => this.inlineRouteStyle(css))].join(''),
      );
    this.templateParts = splitTemplate(template, contract);
  }

  private stateScript(state: unknown): string {
    // JSON in a script element that never runs (a strict CSP allows it); `<` escaped so no text closes it.
    return `<script type="application/json" id="${this.entry.contract.STATE_SCRIPT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
  }

  /**
   * A stylesheet written into the page: the first paint needs no request beyond the HTML (a round trip
   * saved on a phone's network, where it costs most). The styles are small; fonts stay separate files.
   */
  private inlineStyle(file: string): string {
    let css = this.styles.get(file);
    if (css === undefined) {
      css = readFileSync(join(this.options.clientDist, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      this.styles.set(file, css);
    }
    return `<style>${css}</style>`;
  }

  /**
   * A route's stylesheet, written into the page, with a disabled link to its file after it. The browser
   * fetches nothing for a disabled stylesheet, but Vite's loader finds the link when the route's module
   * loads for hydration and does not add the same styles again (a second request and a restyle of the
   * whole page while it hydrates); a page reached later in the browser still loads its own.
   */
  private inlineRouteStyle(file: string): string {
    return `${this.inlineStyle(file)}<link rel="stylesheet" href="/${file}" disabled>`;
  }

  /** Chunks and styles of the page's own route modules, beyond what the entry already loads. */
  private routeAssets(files: string[]): string {
    const seen = new Set<string>(this.shell);
    const scripts: string[] = [];
    const styles = new Set<string>(this.shell.flatMap((key) => this.manifest[key]?.css ?? []));
    const ownStyles: string[] = [];
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      scripts.push(chunk.file);
      for (const css of chunk.css ?? []) {
        if (styles.has(css)) continue;
        styles.add(css);
        ownStyles.push(css);
      }
      chunk.imports?.forEach(visit);
    };
    files.forEach(visit);
    return [
      ...ownStyles.map((css) => this.inlineRouteStyle(css)),
      ...scripts.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ].join('\n    ');
  }

  /** Runs one of the page's operations through the app's Apollo Server, as an anonymous visitor in the page's language. */
  private executor(req: Request, res: Response, language: Language, outcome: LoadOutcome) {
    // Personal parts fill in after hydration: the render never carries the visitor's credentials.
    const anonymous = anonymousRequest(req, language);
    return async (operation: GraphqlOperation): Promise<FormattedExecutionResult> => {
      // The pages' public reads by language, operation and variables, kept until a write to what they
      // show (cache/page-tags.ts, operationTags): a crawler walking the filter combinations reads the
      // filter options once, and a page rendered again (another theme, a new visit) reads nothing.
      const reads = this.options.cache.pageReads;
      const read = publicRead(this.options.publicReads, this.publicOperations, operation);
      const key = read ? `${language} ${operation.operationName ?? ''} ${operation.query} ${JSON.stringify(operation.variables ?? {})}` : undefined;
      const kept = key === undefined ? undefined : reads.get(key);
      if (kept) return JSON.parse(kept.toString()) as FormattedExecutionResult;
      const began = read ? reads.begin(this.options.cache.operationTags(read, operation.variables)) : undefined;
      const response = await this.options.graphql().executeOperation(operation, { contextValue: { req: anonymous, res } });
      if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by server rendering');
      const result = response.body.singleResult;
      // The visitor left: the reads still waiting were dropped (database/named-statements.ts), so this page is not whole.
      if (res.destroyed) outcome.failed = true;
      for (const error of result.errors ?? []) {
        const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
        if (FAILED_LOAD.has(code)) outcome.failed = true;
        if (code === 'SERVICE_UNAVAILABLE') outcome.unavailable = true;
      }
      if (key !== undefined && !result.errors?.length) reads.set(key, began, JSON.stringify(result));
      return result;
    };
  }

  /** A shell the browser renders itself (never a blank page), with the status the render ended in. */
  private sendShell(res: Response, language: Language, theme: Theme, status: number): void {
    if (status === 503) res.setHeader('Retry-After', '5');
    res.status(status).type('html').send(this.document(language, theme, '<title>Soutache Studio</title>', '', '', ''));
  }

  async handle(req: Request, res: Response): Promise<void> {
    const [path, query] = splitUrl(req.originalUrl);
    const canonical = canonicalPath(path);
    if (canonical !== path) {
      res.redirect(301, `${canonical}${query}`);
      return;
    }
    const { language, theme } = pagePreferences(req);
    res.setHeader('Cache-Control', 'no-cache');
    // The language and theme come from ?lang= and the cookies only (never Accept-Language).
    res.setHeader('Vary', 'Cookie');
    // The page is rendered and kept for its address with only the query parameters it reads (the list's
    // filters, ?lang=). A shared link gets a new fbclid or utm_* on every click, and a crawler or a
    // cache-buster makes parameters up: those stay in the visitor's address bar (for analytics) but make
    // no new render, so a widely shared link is one render, not one per visit. The render sees the same
    // address, so what is kept under a key depends on the key alone.
    const address = path + this.entry.pageSearch(path, query);
    const key = `${language} ${theme} ${address}`;
    const pages = this.options.cache.pages;
    const cached = pages.kept(key);
    if (cached !== undefined) {
      sendKept(res.status(200).type('html'), cached);
      return;
    }
    const wait = await this.options.limitRender?.(req);
    if (wait !== undefined) {
      res.setHeader('Retry-After', String(wait));
      res.status(429).type('text').send('Too many pages asked for at once: please wait a moment and try again.');
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
        execute: this.executor(req, res, language, outcome),
        signal: timeout.signal,
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
    pageRenderSeconds.labels(result.kind === 'redirect' ? 'redirect' : outcome.unavailable ? 'unavailable' : 'rendered').observe(secondsSince(started));
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
    const page = Buffer.from(this.document(language, theme, result.head, result.html, this.stateScript(result.state), this.routeAssets(result.routeFiles)));
    // Found pages only (a 404's address is whatever a visitor typed), and never one whose data failed to
    // load. A kept page goes out as kept: what its first answer compresses and hashes serves the next ones.
    const kept = result.status === 200 && !outcome.failed ? pages.set(key, began, page) : undefined;
    if (kept) sendKept(res.status(200).type('html'), kept);
    else res.status(result.status).type('html').send(page);
  }

  private document(language: Language, theme: Theme, head: string, html: string, state: string, routeAssets: string): string {
    const [start, afterTag, afterHead, afterAssets, afterHtml, end] = this.templateParts;
    // One concatenation of the template's fixed parts (split once) and the page's own: a chain of
    // replace() calls copied the whole page once per placeholder.
    return (
      start +
      this.entry.contract.htmlTag(language, theme) +
      afterTag +
      head +
      afterHead +
      // After the entry's own styles, as in the browser, where a page's styles load after the shell's.
      (routeAssets ? `  ${routeAssets}\n  ` : '') +
      afterAssets +
      html +
      afterHtml +
      state +
      end
    );
  }

}
