import { Column, CreateDateColumn, PrimaryColumn } from 'typeorm';

/**
 * What every mailed link's token keeps (a password reset, an e-mail change, an address's confirmation):
 * the token only as its SHA-256 (hex), so the database alone opens nothing, whose account, until when,
 * and whether it was used or voided. Each link's own table adds its account relation and what it carries
 * (users/link-tokens.ts reads and writes them alike).
 */
export abstract class LinkTokenColumns {
  @PrimaryColumn({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Set when the link was used, or when something made it void (a newer request, a recovery, a change of address). */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
