import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InsightSources } from '../common/insight-sources';
import { TransactionalConnection } from '../database/transactional-connection';

/** The blog's part of the maker's insights: its posts' titles. */
@Injectable()
export class PublicationInsights implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly insights: InsightSources,
  ) {}

  onModuleInit(): void {
    this.insights.registerNames('publication', (ctx, ids) => {
      const [own, other] = ctx.locale === 'en' ? ['title_en', 'title_pl'] : ['title_pl', 'title_en'];
      return this.db.query<{ id: number; name: string }[]>(
        ctx,
        `SELECT id, coalesce(nullif(${own}, ''), ${other}) AS name FROM publications WHERE id = ANY($1::int[])`,
        [ids],
      );
    });
  }
}
