import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** How many times a piece's or a post's page was seen on a day: a counter, no row per visitor. Declared for TypeORM, written in plain SQL. */
@Entity({ name: 'page_views' })
@Check('page_views_kind_check', `"kind" IN ('product', 'publication')`)
export class PageViewEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  kind: string;

  @PrimaryColumn({ name: 'target_id', type: 'int' })
  targetId: number;

  @Column({ type: 'int' })
  views: number;
}
