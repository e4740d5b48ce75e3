import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { LinkTokenColumns } from '../link-token.entity';

/** A pending change of e-mail, with the address it moves to. */
@Entity({ name: 'email_change_tokens' })
@Index('email_change_tokens_user_idx', ['userId'])
export class EmailChangeTokenEntity extends LinkTokenColumns {
  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'email_change_tokens_user_id_fkey' })
  user: unknown;

  /** The new address (trimmed, lower case), taken only when the link is followed. */
  @Column({ name: 'new_email', type: 'varchar', length: 254 })
  newEmail: string;
}
