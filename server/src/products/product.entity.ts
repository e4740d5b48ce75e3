import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { CategoryEntity } from './category.entity';
import { ColorEntity } from './color.entity';
import type { ProductImageEntity } from './product-image.entity';

/** What the maker says of a piece: for sale, sold (kept as portfolio) or made to order. */
export type Availability = 'AVAILABLE' | 'SOLD' | 'MADE_TO_ORDER';

@Entity({ name: 'products' })
@Check('products_name_check', `btrim("name_pl") <> '' OR btrim("name_en") <> ''`)
@Check('products_price_check', `"price" >= 0`)
@Check('products_availability_check', `"availability" IN ('AVAILABLE', 'SOLD', 'MADE_TO_ORDER')`)
// (created_at DESC, id DESC): an order TypeORM cannot declare; the migration owns it.
@Index('products_newest_idx', { synchronize: false })
// A trigram (GIN) index for the name filter's substring search: the migration owns it too.
@Index('products_search_name_trgm_idx', { synchronize: false })
// The publish times still to come or just come, for the scheduled publishing look (common/events/scheduled-publishing.ts).
@Index('products_publish_at_idx', ['publishAt'], { where: `NOT "draft" AND "publish_at" IS NOT NULL` })
export class ProductEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Empty where the maker has not written it; at least one of the two names is not. */
  @Column({ name: 'name_pl', type: 'varchar', length: 200 })
  namePl: string;

  @Column({ name: 'name_en', type: 'varchar', length: 200, default: '' })
  nameEn: string;

  /** Both names folded for search (lower case, no diacritics), one a line, kept by the service on every write. */
  @Column({ name: 'search_name', type: 'varchar', length: 401 })
  searchName: string;

  @Column({ name: 'description_en', type: 'text' })
  descriptionEn: string;

  @Column({ name: 'description_pl', type: 'text' })
  descriptionPl: string;

  /** PLN; numeric in the database, a number here (prices stay far below 2^53). */
  @Column({
    type: 'numeric',
    precision: 10,
    scale: 2,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  price: number;

  @Column({ type: 'varchar', length: 16, default: 'AVAILABLE' })
  availability: Availability;

  /** Seen by admins only until published. */
  @Column({ type: 'boolean', default: false })
  draft: boolean;

  /** When it goes public by itself; until then seen by admins only, as a draft. Null: no such time. */
  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  @ManyToMany(() => ColorEntity)
  // The link tables are the migration's (primary key, reverse index, cascades), outside TypeORM's schema sync.
  @JoinTable({
    name: 'product_colors',
    joinColumn: { name: 'product_id' },
    inverseJoinColumn: { name: 'color_id' },
    synchronize: false,
  })
  colors: ColorEntity[];

  @ManyToMany(() => CategoryEntity)
  @JoinTable({
    name: 'product_categories',
    joinColumn: { name: 'product_id' },
    inverseJoinColumn: { name: 'category_id' },
    synchronize: false,
  })
  categories: CategoryEntity[];

  @OneToMany('ProductImageEntity', 'product')
  images: ProductImageEntity[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
