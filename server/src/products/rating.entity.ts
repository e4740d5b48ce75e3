import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One user's rating of one product, 1..5; the primary key makes it one per pair. */
@Entity({ name: 'ratings' })
export class RatingEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @PrimaryColumn({ name: 'product_id', type: 'int' })
  productId: number;

  @Column({ type: 'smallint' })
  value: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
