import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';

/** A plain-text comment on exactly one product or publication; it goes with either. */
@Entity({ name: 'comments' })
@Check('comments_content_check', `btrim("content") <> ''`)
@Check('comments_one_target_check', `num_nonnulls("product_id", "publication_id") = 1`)
// Partial indexes (one per target) are the migration's.
@Index('comments_product_idx', { synchronize: false })
@Index('comments_publication_idx', { synchronize: false })
export class CommentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  content: string;

  /** null once its author deleted their account: the comment stays, by "Deleted account". */
  @Column({ name: 'author_id', type: 'int', nullable: true })
  authorId: number | null;

  @ManyToOne('UserEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'comments_author_id_fkey' })
  author: unknown;

  @Column({ name: 'product_id', type: 'int', nullable: true })
  productId: number | null;

  @ManyToOne('ProductEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'comments_product_id_fkey' })
  product: unknown;

  @Column({ name: 'publication_id', type: 'int', nullable: true })
  publicationId: number | null;

  @ManyToOne('PublicationEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'publication_id', foreignKeyConstraintName: 'comments_publication_id_fkey' })
  publication: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
