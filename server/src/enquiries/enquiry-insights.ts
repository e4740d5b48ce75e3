import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InsightSources } from '../common/insight-sources';
import { TransactionalConnection } from '../database/transactional-connection';

/** The enquiries' part of the maker's insights: questions asked about each piece. */
@Injectable()
export class EnquiryInsights implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly insights: InsightSources,
  ) {}

  onModuleInit(): void {
    this.insights.registerCounts(3, async (ctx, since) => {
      const rows = await this.db.query<{ id: number; count: number }[]>(
        ctx,
        `SELECT product_id AS id, count(*)::int AS count FROM enquiries WHERE product_id IS NOT NULL AND created_at >= $1 GROUP BY product_id`,
        [since],
      );
      return rows.map((row) => ({ kind: 'product' as const, measure: 'enquiries' as const, ...row }));
    });
  }
}
