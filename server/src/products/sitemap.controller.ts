import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { Allow } from '../common/auth/allow.decorator';
import { notFound } from '../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { escapeXml } from '../common/text/xml';
import { inLanguage, sitePaths } from '../common/site-paths';
import { PUBLIC_READ_CACHE } from '../common/http/no-store';
import { type SitemapPage, SitemapEntries } from '../common/http/sitemap-entries';
import { systemContext } from '../common/context/request-context';

/** The sitemap reads as the shop, not as the visitor asking: public pages only, whoever asks. */
const SITEMAP = { ...systemContext('sitemap'), caller: null };

/** The public pages a search engine should know (account and admin screens are left out, robots.txt too). */
const PAGES = [
  sitePaths.home,
  sitePaths.jewellery,
  sitePaths.bridal,
  sitePaths.blog,
  sitePaths.contact,
  sitePaths.terms,
  sitePaths.privacy,
];
/** The sitemaps protocol's limit of addresses in one file; past it /sitemap.xml is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

export type { SitemapPage } from '../common/http/sitemap-entries';

/**
 * The sitemap files for these pages: one `<urlset>` when all their addresses (two a page, Polish and
 * English) fit in `maxUrls`, else an index (`/sitemap.xml`) and numbered files (`/sitemap-1.xml`, …).
 */
export function sitemapFiles(
  publicUrl: string,
  pages: SitemapPage[],
  maxUrls = SITEMAP_MAX_URLS,
): Map<string, string> {
  const entry = ({ path, lastmod }: SitemapPage) => {
    const pl = `${publicUrl}${path}`;
    const en = inLanguage(pl, 'en');
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="pl" href="${escapeXml(pl)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pl)}"/>`,
    ].join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    // Both language versions are listed, each naming the other (Google's rule for hreflang in sitemaps).
    return [pl, en]
      .map((loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>`)
      .join('\n');
  };
  const urlset = (chunk: SitemapPage[]) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...chunk.map(entry),
      '</urlset>',
      '',
    ].join('\n');
  const perFile = Math.max(1, Math.floor(maxUrls / 2));
  if (pages.length <= perFile) return new Map([['sitemap.xml', urlset(pages)]]);
  const files = new Map<string, string>();
  const names: string[] = [];
  for (let start = 0; start < pages.length; start += perFile) {
    const name = `sitemap-${names.length + 1}.xml`;
    names.push(name);
    files.set(name, urlset(pages.slice(start, start + perFile)));
  }
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...names.map((name) => `<sitemap><loc>${escapeXml(`${publicUrl}/${name}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  files.set('sitemap.xml', index);
  return files;
}

/**
 * /sitemap.xml: every public page, product and publication, each with its Polish and English address.
 * Crawlers ask often, and it reads every product: the cache keeps each file until a product or
 * publication changes, or ten minutes (cache/shared-answers.ts, `files`).
 */
@Controller()
@Allow('anyone')
export class SitemapController {
  constructor(
    private readonly entries: SitemapEntries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', PUBLIC_READ_CACHE)
  async sitemap(): Promise<string> {
    return (await this.files()).get('sitemap.xml')!;
  }

  @Get('sitemap-:n.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', PUBLIC_READ_CACHE)
  async part(@Param('n') n: string): Promise<string> {
    const file = /^[1-9]\d{0,5}$/.test(n) ? (await this.files()).get(`sitemap-${n}.xml`) : undefined;
    if (!file) throw notFound('No such sitemap');
    return file;
  }

  private async files(): Promise<Map<string, string>> {
    // The site's own pages, then each domain's (the catalogue's pieces, the blog's posts).
    return sitemapFiles(this.config.publicUrl, [
      ...PAGES.map((path) => ({ path })),
      ...(await this.entries.pages(SITEMAP)),
    ]);
  }
}
