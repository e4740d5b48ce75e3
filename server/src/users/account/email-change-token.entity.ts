import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/** A pending change of e-mail: its link's token stored only as its SHA-256 (hex), and the address it moves to. */
@Entity({ name: 'email_change_tokens' })
@Index('email_change_tokens_user_idx', ['userId'])
export class EmailChangeTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'email_change_tokens_user_id_fkey' })
  user: unknown;

  /** The new address (trimmed, lower case), taken only when the link is followed. */
  @Column({ name: 'new_email', type: 'varchar', length: 254 })
  newEmail: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Set when the link was used, or when a newer request made it void. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
