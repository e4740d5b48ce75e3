import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../context/request-context';

/** A page of the shop and when it last changed, for the sitemap. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/** A domain's public pages, read from its own tables. */
export type SitemapSource = (ctx: RequestContext) => Promise<SitemapPage[]>;

/**
 * The pages a search engine should know, collected from each domain that has public pages of its own
 * (the catalogue's pieces, the blog's posts), in the order they registered: the shop keeps one sitemap
 * (products/sitemap.controller.ts) and no domain reads another's table for it.
 */
@Injectable()
export class SitemapEntries {
  private readonly sources: { order: number; source: SitemapSource }[] = [];

  register(order: number, source: SitemapSource): void {
    this.sources.push({ order, source });
    this.sources.sort((a, b) => a.order - b.order);
  }

  async pages(ctx: RequestContext): Promise<SitemapPage[]> {
    const pages: SitemapPage[] = [];
    for (const { source } of this.sources) pages.push(...(await source(ctx)));
    return pages;
  }
}
