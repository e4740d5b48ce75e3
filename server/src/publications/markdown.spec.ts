import { Parser } from 'htmlparser2';
import { RenderedMarkdown, renderMarkdown } from './markdown';

/** Payloads from the OWASP XSS filter evasion cheat sheet and PortSwigger's list, in Markdown and raw HTML. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x" onerror="alert(1)](https://example.com/a.png)',
  '[x](https://example.com/" onmouseover="alert(1))',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<img src="x" onerror="&#97;lert(1)">',
  '[a](<javascript:alert(1)>)',
  '[a]: javascript:alert(1)\n\n[b][a]',
];

const SAFE_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
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
]);

/** What in the HTML (as a browser parses it, not its text) could run or apply: other elements, handlers, styles, script URLs. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (!SAFE_TAGS.has(name)) found.push(`<${name}>`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (!['href', 'src', 'alt', 'title', 'rel', 'loading', 'start'].includes(attribute))
          found.push(`${name} ${attribute}`);
        if ((attribute === 'href' || attribute === 'src') && !/^(https?:\/\/|\/(?!\/)|mailto:)/i.test(value))
          found.push(`${attribute}=${value}`);
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

describe('Markdown content', () => {
  it.each(PAYLOADS)('never lets %s run or apply', (payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expect(dangers(html)).toEqual([]);
    expect(html).toContain('After');
  });

  it('keeps headings, emphasis, lists, links and images', () => {
    const html = renderMarkdown(
      '# Title\n\n*soft* and **bold**\n\n- one\n- two\n\n1. first\n\n[home](/jewellery) [out](https://example.com)\n\n![pin](https://example.com/p.png)',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toContain('<ol>');
    expect(html).toContain('<a href="/jewellery">home</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener nofollow ugc">out</a>');
    expect(html).toContain('<img src="https://example.com/p.png" alt="pin" loading="lazy" />');
  });

  it('shows raw HTML as text', () => {
    expect(renderMarkdown('<b>hi</b>')).toBe('<p>&lt;b&gt;hi&lt;/b&gt;</p>\n');
  });
});

describe('RenderedMarkdown', () => {
  it('renders a version once, renders a new version anew, and lets the oldest go past its bound', () => {
    const memo = new RenderedMarkdown(30);
    expect(memo.get('1 pl 100', '*one*')).toBe('<p><em>one</em></p>\n');
    // Same key: the kept HTML, even if the source given now differs (the key names the version).
    expect(memo.get('1 pl 100', '*changed*')).toBe('<p><em>one</em></p>\n');
    expect(memo.get('1 pl 200', '*changed*')).toBe('<p><em>changed</em></p>\n');
    // 22 + 26 characters are past 30: the first version went, so its key renders again.
    expect(memo.get('1 pl 100', '**again**')).toBe('<p><strong>again</strong></p>\n');
  });
});
