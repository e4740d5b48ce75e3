import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A post of the maker's blog: Markdown content, a background image, its author. */
@Entity({ name: 'publications' })
@Check('publications_title_check', `btrim("title_pl") <> '' OR btrim("title_en") <> ''`)
@Check('publications_abstract_check', `btrim("abstract_pl") <> '' OR btrim("abstract_en") <> ''`)
@Check('publications_content_check', `btrim("content_pl") <> '' OR btrim("content_en") <> ''`)
// (created_at DESC, id DESC): an order TypeORM cannot declare; the migration owns it.
@Index('publications_newest_idx', { synchronize: false })
// The publish times still to come or just come, for the scheduled publishing look (common/events/scheduled-publishing.ts).
@Index('publications_publish_at_idx', ['publishAt'], { where: `NOT "draft" AND "publish_at" IS NOT NULL` })
export class PublicationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Each text in Polish and in English; empty where the maker has not written it, never both. */
  @Column({ name: 'title_pl', type: 'varchar', length: 200 })
  titlePl: string;

  @Column({ name: 'title_en', type: 'varchar', length: 200, default: '' })
  titleEn: string;

  @Column({ name: 'abstract_pl', type: 'varchar', length: 1000 })
  abstractPl: string;

  @Column({ name: 'abstract_en', type: 'varchar', length: 1000, default: '' })
  abstractEn: string;

  /** Markdown, rendered to sanitised HTML when read. */
  @Column({ name: 'content_pl', type: 'text' })
  contentPl: string;

  @Column({ name: 'content_en', type: 'text', default: '' })
  contentEn: string;

  /** A file name in the backgrounds folder, a site-relative path or an absolute URL; '' for none. */
  @Column({ type: 'varchar', length: 500, default: '' })
  image: string;

  /** Seen by admins only until published. */
  @Column({ type: 'boolean', default: false })
  draft: boolean;

  /** When it goes public by itself; until then seen by admins only, as a draft. Null: no such time. */
  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  @Column({ name: 'author_id', type: 'int', nullable: true })
  authorId: number | null;

  // The account by entity name: the users module's entity, without importing another domain's file.
  @ManyToOne('UserEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'publications_author_id_fkey' })
  author: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
