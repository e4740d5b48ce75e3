import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/** A link mailed to an account's own address to confirm it: its token stored only as its SHA-256 (hex), and the address it confirms. */
@Entity({ name: 'email_confirmation_tokens' })
@Index('email_confirmation_tokens_user_idx', ['userId'])
export class EmailConfirmationTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'email_confirmation_tokens_user_id_fkey' })
  user: unknown;

  /** The address the link was mailed to: it confirms that one only, not one the account moved to since. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Set when the link was used, or when something made it void (a newer request, a recovery, a change of address). */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
