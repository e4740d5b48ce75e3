import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in the Markdown is shown as text (html: false); the sanitiser is the second wall, an
// allow-list of what Markdown itself makes, so nothing a renderer bug lets through can run.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // No style attribute at all, not even a table's alignment: nothing from content ever applies.
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'loading'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    // Links leaving the shop: no access to this window, no endorsement (user-generated content).
    a: (tagName, attribs) => {
      const external = /^(https?:)?\/\//i.test(attribs.href ?? '');
      const { rel: _rel, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, rel: 'noopener nofollow ugc' } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** A publication's Markdown as HTML that is safe to put in a page: headings, emphasis, lists, links, images. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), ALLOWED);
}

/**
 * Rendered texts, kept most recently used last up to `maxBytes` of HTML, under a key that names a text's
 * id and version: a post read again, in a list or on its own, is rendered once until it changes, not
 * once per read. A memo of a pure function (a new version is a new key), so no write needs to drop it.
 */
export class RenderedMarkdown {
  private readonly kept = new Map<string, string>();
  private keptBytes = 0;

  constructor(private readonly maxBytes = 8 * 1024 * 1024) {}

  /** `renderMarkdown(source)`, kept under `key`. */
  get(key: string, source: string): string {
    const hit = this.kept.get(key);
    if (hit !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const html = renderMarkdown(source);
    this.kept.set(key, html);
    this.keptBytes += html.length;
    for (const [oldest, text] of this.kept) {
      if (this.keptBytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.keptBytes -= text.length;
    }
    return html;
  }
}
