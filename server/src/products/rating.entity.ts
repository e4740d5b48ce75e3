import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import type { ProductEntity } from './product.entity';

/** One user's rating of one product, 1..5; the primary key makes it one per pair. */
@Entity({ name: 'ratings' })
@Check('ratings_value_check', `"value" BETWEEN 1 AND 5`)
@Index('ratings_product_idx', ['productId'])
export class RatingEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @PrimaryColumn({ name: 'product_id', type: 'int' })
  productId: number;

  // The account by entity name: the users module's entity, without importing another domain's file.
  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'ratings_user_id_fkey' })
  user: unknown;

  @ManyToOne('ProductEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'ratings_product_id_fkey' })
  product: ProductEntity;

  @Column({ type: 'smallint' })
  value: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
