import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { LinkTokenColumns } from '../link-token.entity';

/** A link mailed to an account's own address to confirm it, with the address it confirms. */
@Entity({ name: 'email_confirmation_tokens' })
@Index('email_confirmation_tokens_user_idx', ['userId'])
export class EmailConfirmationTokenEntity extends LinkTokenColumns {
  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'email_confirmation_tokens_user_id_fkey' })
  user: unknown;

  /** The address the link was mailed to: it confirms that one only, not one the account moved to since. */
  @Column({ type: 'varchar', length: 254 })
  email: string;
}
