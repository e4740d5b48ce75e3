import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../common/context/request-context';
import { OrderedSources } from '../common/ordered-sources';
import { TRANSLATABLE_TEXTS, type Untranslated } from './bilingual-texts';
import type { TranslationGaps } from './translation-gaps.model';

/** A domain's own untranslated rows, in the order visitors meet them. */
export type UntranslatedSource = (ctx: RequestContext) => Promise<Untranslated[]>;

/**
 * What the maker has not written in both languages yet, for her translation view. Each domain that
 * keeps texts the maker writes registers its source (the plumbing knows no domain): the catalogue
 * first (`order` 1, its list's order), then the blog (2, newest first).
 */
@Injectable()
export class TranslationGapsService {
  private readonly sources = new OrderedSources<UntranslatedSource>();

  register(order: number, source: UntranslatedSource): void {
    this.sources.add(order, source);
  }

  async gaps(ctx: RequestContext): Promise<TranslationGaps> {
    const items = (await this.sources.collect((source) => source(ctx))).flat();
    const counted = new Map<string, number>();
    for (const item of items) {
      for (const { text, language } of item.missing)
        counted.set(`${text}:${language}`, (counted.get(`${text}:${language}`) ?? 0) + 1);
    }
    const counts = TRANSLATABLE_TEXTS.flatMap((text) =>
      (['pl', 'en'] as const).map((language) => ({
        text,
        language,
        count: counted.get(`${text}:${language}`) ?? 0,
      })),
    );
    return { items, counts, total: counts.reduce((sum, entry) => sum + entry.count, 0) };
  }
}
