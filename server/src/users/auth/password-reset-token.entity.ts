import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { LinkTokenColumns } from '../link-token.entity';

/** A reset link's token: another reset or a password change makes it void. */
@Entity({ name: 'password_reset_tokens' })
@Index('password_reset_tokens_user_idx', ['userId'])
export class PasswordResetTokenEntity extends LinkTokenColumns {
  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'password_reset_tokens_user_id_fkey' })
  user: unknown;
}
