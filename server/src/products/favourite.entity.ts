import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { ProductEntity } from './product.entity';

/** A product a user keeps; unique per pair in the database. */
@Entity({ name: 'favourites' })
@Unique('favourites_user_id_product_id_key', ['userId', 'productId'])
export class FavouriteEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'product_id', type: 'int' })
  productId: number;

  // The account by entity name: the users module's entity, without importing another domain's file.
  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'favourites_user_id_fkey' })
  user: unknown;

  @ManyToOne('ProductEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'favourites_product_id_fkey' })
  product: ProductEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
