import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { absoluteUrl } from '../common/site-paths';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PublicationsService } from './publications.service';
import { escapeXml } from '../common/text/xml';
import { negotiateLanguage } from '../i18n/locale';
import { SERVER_TEXTS } from '../i18n/server-texts';
import { PUBLIC_READ_CACHE } from '../common/http/no-store';

const FEED_SIZE = 20;

/**
 * /rss.xml: an RSS 2.0 feed of the newest publications (linked from the head of /blog), one per
 * language: `/rss.xml` in Polish, `/rss.xml?lang=en` in English, each text falling back to the other
 * language where the maker has not written it.
 */
@Controller()
@Allow('anyone')
export class FeedController {
  constructor(
    private readonly publications: PublicationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('rss.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', PUBLIC_READ_CACHE)
  async feed(@Ctx() ctx: RequestContext, @Query('lang') lang?: string): Promise<string> {
    const site = this.config.publicUrl;
    const locale = negotiateLanguage({ query: { lang }, headers: {} }, 'address');
    const texts = SERVER_TEXTS[locale];
    const suffix = locale === 'pl' ? '' : `?lang=${locale}`;
    const newest = await this.publications.newest({ ...ctx, locale }, FEED_SIZE);
    const absolute = (url: string) => absoluteUrl(site, url);
    const items = newest.map((p) => {
      const link = `${site}/publication/${p.id}${suffix}`;
      return [
        '<item>',
        `<title>${escapeXml(p.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<description>${escapeXml(p.abstract)}</description>`,
        `<pubDate>${p.createdAt.toUTCString()}</pubDate>`,
        p.authorName ? `<dc:creator>${escapeXml(p.authorName)}</dc:creator>` : '',
        p.imageUrl
          ? `<enclosure url="${escapeXml(absolute(p.imageUrl))}" length="0" type="image/${/\.png$/i.test(p.imageUrl) ? 'png' : /\.webp$/i.test(p.imageUrl) ? 'webp' : 'jpeg'}"/>`
          : '',
        '</item>',
      ].join('');
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '<channel>',
      `<title>${escapeXml(texts.feedTitle)}</title>`,
      `<link>${escapeXml(`${site}/blog${suffix}`)}</link>`,
      `<atom:link href="${escapeXml(`${site}/rss.xml${suffix}`)}" rel="self" type="application/rss+xml"/>`,
      `<description>${escapeXml(texts.feedDescription)}</description>`,
      `<language>${locale}</language>`,
      newest[0] ? `<lastBuildDate>${newest[0].updatedAt.toUTCString()}</lastBuildDate>` : '',
      ...items,
      '</channel>',
      '</rss>',
      '',
    ]
      .filter(Boolean)
      .join('\n');
  }
}
