import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language, ServerEntry, Theme } from '../../../client/src/render/render-contract';

/** Vite's build manifest (client/dist/.vite/manifest.json): which chunks and styles each module needs. */
type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

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

/**
 * The page around a render: the client build's template (client/index.html) and manifest, read once at
 * start, and a rendered page's head, HTML, state and route chunks joined into one document.
 */
export class PageTemplate {
  /** The template around its placeholders (splitTemplate). */
  private readonly templateParts: readonly string[];
  private readonly manifest: Manifest;
  private readonly styles = new Map<string, string>();
  /** The entry, the app it loads after the first paint, and their libraries: on every page, never preloaded. */
  private readonly shell: string[];

  constructor(
    private readonly clientDist: string,
    private readonly contract: ServerEntry['contract'],
  ) {
    this.manifest = JSON.parse(readFileSync(join(clientDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    // The browser's entry (client/src/entry-client.tsx) loads the app (render/start-client.tsx, with React, the
    // router, Apollo and i18next) once the page is painted. The app's styles go into every page with the
    // entry's. Its libraries are never preloaded (Vite's preloads are removed): on a fast connection they
    // would be fetched and run before the first paint, and the largest contentful paint came later
    // (npm run perf; docs/performance.md).
    const entryKey = contract.MANIFEST_KEYS.entry;
    const entry = this.manifest[entryKey];
    const app = (entry?.dynamicImports ?? []).filter((key) => this.manifest[key]);
    this.shell = [
      entryKey,
      ...(entry?.imports ?? []),
      ...app,
      ...app.flatMap((key) => this.manifest[key].imports ?? []),
    ];
    const shellStyles = this.shell.flatMap((key) =>
      key === entryKey ? [] : (this.manifest[key]?.css ?? []),
    );
    const template = readFileSync(join(clientDist, 'index.html'), 'utf8')
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      // The entry's styles with their disabled link too: a route chunk that imports the entry (Vite's preload
      // helper, for a lazy component) would otherwise fetch them again while the page hydrates.
      .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_link, file: string) =>
        [this.inlineRouteStyle(file), ...shellStyles.map((css) => this.inlineRouteStyle(css))].join(''),
      );
    this.templateParts = splitTemplate(template, contract);
  }

  /** A rendered page: its head and HTML, the loaders' answers, and the chunks and styles of its route modules. */
  page(
    language: Language,
    theme: Theme,
    head: string,
    html: string,
    state: unknown,
    routeFiles: string[],
  ): string {
    return this.document(language, theme, head, html, this.stateScript(state), this.routeAssets(routeFiles));
  }

  /** A shell the browser renders itself (never a blank page). */
  shellPage(language: Language, theme: Theme): string {
    return this.document(language, theme, '<title>Soutache Studio</title>', '', '', '');
  }

  private stateScript(state: unknown): string {
    // JSON in a script element that never runs (a strict CSP allows it); `<` escaped so no text closes it.
    return `<script type="application/json" id="${this.contract.STATE_SCRIPT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
  }

  /**
   * A stylesheet written into the page: the first paint needs no request beyond the HTML (a round trip
   * saved on a phone's network, where it costs most). The styles are small; fonts stay separate files.
   */
  private inlineStyle(file: string): string {
    let css = this.styles.get(file);
    if (css === undefined) {
      css = readFileSync(join(this.clientDist, file), 'utf8').replace(/<\/style/gi, '<\\/style');
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

  private document(
    language: Language,
    theme: Theme,
    head: string,
    html: string,
    state: string,
    routeAssets: string,
  ): string {
    const [start, afterTag, afterHead, afterAssets, afterHtml, end] = this.templateParts;
    // One concatenation of the template's fixed parts (split once) and the page's own: a chain of
    // replace() calls copied the whole page once per placeholder.
    return (
      start +
      this.contract.htmlTag(language, theme) +
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
