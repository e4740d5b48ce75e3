import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InsightSources } from '../common/insight-sources';
import { TransactionalConnection } from '../database/transactional-connection';

/**
 * The orders' part of the maker's insights, per piece: orders placed in the window that their buyer
 * confirmed (a reservation awaiting payment, a piece asked to be made), and orders paid in the window
 * (shipped or completed since included).
 */
@Injectable()
export class OrderInsights implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly insights: InsightSources,
  ) {}

  onModuleInit(): void {
    this.insights.registerCounts(4, async (ctx, since) => {
      const rows = await this.db.query<{ measure: 'reservations' | 'sales'; id: number; count: number }[]>(
        ctx,
        `SELECT 'reservations' AS measure, o.product_id AS id, count(*)::int AS count FROM orders o
           WHERE o.product_id IS NOT NULL AND o.created_at >= $1
             AND EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.to_state IN ('AWAITING_PAYMENT', 'REQUESTED'))
           GROUP BY o.product_id
         UNION ALL
         SELECT 'sales', product_id, count(*)::int FROM orders
           WHERE product_id IS NOT NULL AND state IN ('PAID', 'SHIPPED', 'COMPLETED') AND paid_on >= ($1::timestamptz AT TIME ZONE 'Europe/Warsaw')::date
           GROUP BY product_id`,
        [since],
      );
      return rows.map((row) => ({ kind: 'product' as const, ...row }));
    });
  }
}
