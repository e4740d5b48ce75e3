import { Controller, Get, Header, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Allow } from '../common/auth/allow.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The public pages a search engine should know (account and admin screens are left out, robots.txt too). */
const PAGES = ['/', '/jewellery', '/bridal', '/blog', '/contact', '/terms', '/privacy'];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** /sitemap.xml: every public page, product and publication, each with its Polish and English address. */
@Controller()
@Allow('anyone')
export class SitemapController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const products: { id: number; updated_at: Date }[] = await this.db.query(`SELECT id, updated_at FROM products ORDER BY id`);
    // The blog's publications (its own domain's table; read here so the shop keeps one sitemap).
    const publications: { id: number; updated_at: Date }[] = await this.db.query(`SELECT id, updated_at FROM publications ORDER BY id`);
    const entry = (path: string, lastmod?: Date) => {
      const pl = `${this.config.publicUrl}${path}`;
      const en = `${pl}?lang=en`;
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="pl" href="${escapeXml(pl)}"/>`,
        `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pl)}"/>`,
      ].join('');
      const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
      // Both language versions are listed, each naming the other (Google's rule for hreflang in sitemaps).
      return [pl, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>`).join('\n');
    };
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...PAGES.map((path) => entry(path)),
      ...products.map((product) => entry(`/jewellery/${product.id}`, new Date(product.updated_at))),
      ...publications.map((publication) => entry(`/publication/${publication.id}`, new Date(publication.updated_at))),
      '</urlset>',
      '',
    ].join('\n');
  }
}
