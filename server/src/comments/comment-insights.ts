import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InsightSources } from '../common/insight-sources';
import { TransactionalConnection } from '../database/transactional-connection';

/** The comments' part of the maker's insights: comments written per piece and per post. */
@Injectable()
export class CommentInsights implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly insights: InsightSources,
  ) {}

  onModuleInit(): void {
    this.insights.registerCounts(2, async (ctx, since) => {
      const rows = await this.db.query<{ kind: 'product' | 'publication'; id: number; count: number }[]>(
        ctx,
        `SELECT CASE WHEN product_id IS NOT NULL THEN 'product' ELSE 'publication' END AS kind, coalesce(product_id, publication_id) AS id, count(*)::int AS count
           FROM comments WHERE created_at >= $1 GROUP BY 1, 2`,
        [since],
      );
      return rows.map((row) => ({ ...row, measure: 'comments' as const }));
    });
  }
}
