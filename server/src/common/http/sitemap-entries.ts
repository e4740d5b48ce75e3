import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../context/request-context';
import { OrderedSources } from '../ordered-sources';

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
  private readonly sources = new OrderedSources<SitemapSource>();

  register(order: number, source: SitemapSource): void {
    this.sources.add(order, source);
  }

  async pages(ctx: RequestContext): Promise<SitemapPage[]> {
    return (await this.sources.collect((source) => source(ctx))).flat();
  }
}
