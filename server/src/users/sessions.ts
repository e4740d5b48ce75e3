import type { EntityManager } from 'typeorm';
import { EmailChangeTokenEntity } from './account/email-change-token.entity';
import { EmailConfirmationTokenEntity } from './account/email-confirmation-token.entity';
import { voidLinks } from './link-tokens';
import { PasswordResetTokenEntity } from './auth/password-reset-token.entity';
import { UserEntity } from './user.entity';

/**
 * Ends everything that acts for the account without its password: every token issued so far (the
 * account's token generation moves on) and every mailed link still out: reset, e-mail change and the
 * confirmation of the address alike.
 * A recovery (a reset, a password change, signing out everywhere) must leave an intruder nothing: an
 * e-mail-change link asked with a leaked password would otherwise move the account after the owner
 * took it back. A change of the admin flag ends sessions too, so no token outlives the role it was
 * issued under. Returns the new token generation, for a caller who stays signed in.
 */
export async function endSessions(manager: EntityManager, userId: number): Promise<number> {
  await manager.increment(UserEntity, { id: userId }, 'tokenVersion', 1);
  await voidLinks(manager, PasswordResetTokenEntity, userId);
  await voidLinks(manager, EmailChangeTokenEntity, userId);
  await voidLinks(manager, EmailConfirmationTokenEntity, userId);
  return (await manager.findOneByOrFail(UserEntity, { id: userId })).tokenVersion;
}
