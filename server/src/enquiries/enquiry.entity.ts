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

export type EnquiryState = 'new' | 'answered' | 'closed';

/** A visitor's question, about a piece (product_id) or in general; declared for TypeORM, written in plain SQL. */
@Entity({ name: 'enquiries' })
@Check('enquiries_state_check', `"state" IN ('new', 'answered', 'closed')`)
@Index('enquiries_state_created_idx', ['state', 'createdAt'])
export class EnquiryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'int', nullable: true })
  productId: number | null;

  @ManyToOne('ProductEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'enquiries_product_id_fkey' })
  product: unknown;

  /** The account that asked, when signed in (its enquiries go with it). */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'enquiries_user_id_fkey' })
  user: unknown;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text' })
  message: string;

  /** The language it was asked in (the customer's copy went in it). */
  @Column({ type: 'varchar', length: 2 })
  locale: string;

  @Column({ type: 'varchar', length: 10, default: 'new' })
  state: EnquiryState;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
