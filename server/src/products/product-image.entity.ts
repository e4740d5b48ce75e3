import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { ColorEntity } from './color.entity';
import type { ProductEntity } from './product.entity';

/** One picture of a piece; its files (width variants) live in the image store under `key`. */
@Entity({ name: 'product_images' })
@Unique('product_images_file_key_key', ['fileKey'])
@Index('product_images_product_idx', ['productId', 'position'])
@Check('product_images_width_check', `"width" > 0`)
@Check('product_images_height_check', `"height" > 0`)
export class ProductImageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'int' })
  productId: number;

  @ManyToOne('ProductEntity', 'images', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'product_images_product_id_fkey' })
  product: ProductEntity;

  /** The store's key of the image's files, e.g. `products/3f1c…` (random, never a client's file name). */
  @Column({ name: 'file_key', type: 'varchar', length: 200 })
  fileKey: string;

  /** English; the Polish one beside it. */
  @Column({ name: 'alt_text_en', type: 'varchar', length: 300, default: '' })
  altTextEn: string;

  @Column({ name: 'alt_text_pl', type: 'varchar', length: 300, default: '' })
  altTextPl: string;

  @Column({ name: 'color_id', type: 'int', nullable: true })
  colorId: number | null;

  @ManyToOne('ColorEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'color_id', foreignKeyConstraintName: 'product_images_color_id_fkey' })
  color: ColorEntity | null;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  /** The picture's dominant colour (#rrggbb): cards paint it before the image arrives. */
  @Column({ type: 'char', length: 7 })
  placeholder: string;

  /** Width variants the store holds, smallest first (each as WebP and AVIF). */
  @Column({ name: 'variant_widths', type: 'int', array: true })
  variantWidths: number[];
}
