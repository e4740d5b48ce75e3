import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { badInput } from '../common/errors/app-error';
import { EmailChangeTokenEntity } from './account/email-change-token.entity';
import { EmailConfirmationTokenEntity } from './account/email-confirmation-token.entity';
import { PasswordResetTokenEntity } from './auth/password-reset-token.entity';

/**
 * The links the shop mails to act on an account (a password reset, an e-mail change, the confirmation of its address): a random 256-bit
 * token in the link, kept only as its SHA-256 (hex), valid until it expires and once. One table each,
 * of the same columns (link-token.entity.ts).
 */
export type LinkTokenTable =
  typeof PasswordResetTokenEntity | typeof EmailChangeTokenEntity | typeof EmailConfirmationTokenEntity;

/** What a link is for, as its refusals say it: "This link <purpose> …" with reason codes `<code>_INVALID`, `_USED`, `_EXPIRED`. */
export interface LinkKind {
  purpose: string;
  code: 'RESET_LINK' | 'EMAIL_LINK';
}

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new link's token (for the mail) and its hash (for the table). */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

const refusal = (kind: LinkKind, state: 'INVALID' | 'USED' | 'EXPIRED') =>
  badInput(
    `This link ${kind.purpose} ${{ INVALID: 'is not valid', USED: 'was used already', EXPIRED: 'has expired' }[state]}`,
    { token: [`${kind.code}_${state}`] },
  );

/** The link's row when it can still be used; else the refusal that says why (unknown, used, expired). */
export function usableLink<T extends { usedAt: Date | null; expiresAt: Date }>(
  found: T | null | undefined,
  kind: LinkKind,
): T {
  if (!found) throw refusal(kind, 'INVALID');
  if (found.usedAt) throw refusal(kind, 'USED');
  if (found.expiresAt.getTime() <= Date.now()) throw refusal(kind, 'EXPIRED');
  return found;
}

/** Spends the link in the statement that checks it: of two uses at once, one wins, the other is refused as used. */
export async function spendLink(
  manager: EntityManager,
  table: LinkTokenTable,
  tokenHash: string,
  kind: LinkKind,
): Promise<void> {
  const spent = await manager
    .createQueryBuilder()
    .update(table)
    .set({ usedAt: () => 'now()' })
    .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > now()', { tokenHash })
    .execute();
  if (!spent.affected) throw refusal(kind, 'USED');
}

/** Every link of this kind still out for the account is void from now on. */
export async function voidLinks(
  manager: EntityManager,
  table: LinkTokenTable,
  userId: number,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(table)
    .set({ usedAt: () => 'now()' })
    .where('user_id = :id AND used_at IS NULL', { id: userId })
    .execute();
}
