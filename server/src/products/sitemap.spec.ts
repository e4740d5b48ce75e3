import { sitemapFiles } from './sitemap.controller';

const pages = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `/jewellery/${i + 1}` }));
const urls = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap files', () => {
  it('is one urlset while its addresses (two a page) fit the limit', () => {
    const files = sitemapFiles('https://shop.example', pages(5), 10);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    expect(urls(files.get('sitemap.xml')!)).toHaveLength(10);
  });

  it('becomes an index of numbered files past the limit, every address in exactly one file', () => {
    const files = sitemapFiles('https://shop.example', pages(12), 10);
    expect([...files.keys()].sort()).toEqual([
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap.xml',
    ]);
    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://shop.example/sitemap-1.xml',
      'https://shop.example/sitemap-2.xml',
      'https://shop.example/sitemap-3.xml',
    ]);
    const all = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].flatMap((name) => urls(files.get(name)!));
    expect(all).toHaveLength(24);
    expect(new Set(all).size).toBe(24);
    for (const name of ['sitemap-1.xml', 'sitemap-2.xml']) expect(urls(files.get(name)!)).toHaveLength(10);
  });
});
