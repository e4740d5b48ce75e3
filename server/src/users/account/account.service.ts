import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Caller, RequestContext } from '../../common/context/request-context';
import { AppError, badInput, rateLimited, unauthenticated } from '../../common/errors/app-error';
import { AccountParts } from '../../common/events/account-parts';
import { DomainEvents } from '../../common/events/domain-events';
import { LOGGER } from '../../common/logging/logger.provider';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionalConnection } from '../../database/transactional-connection';
import { MailService } from '../../mail/mail.service';
import { Account, callerAccount, toAccount } from '../account';
import { ChangePasswordInput, RequestEmailChangeInput } from './dto/account.input';
import { EmailChangeTokenEntity } from './email-change-token.entity';
import { EmailConfirmationTokenEntity } from './email-confirmation-token.entity';
import { hashLinkToken, type LinkKind, newLinkToken, spendLink, usableLink, voidLinks } from '../link-tokens';
import { isLastAdmin, lockAdmins } from '../last-admin';
import { endSessions } from '../sessions';
import { PasswordHasher } from '../auth/password-hasher';
import { passwordProblems } from '../auth/password-policy';
import { PasswordResetTokenEntity } from '../auth/password-reset-token.entity';
import { TokenService } from '../auth/token.service';
import { UserEntity } from '../user.entity';
import { UsersService } from '../users.service';
import { sitePaths, siteUrl } from '../../common/site-paths';

/** A link to confirm an e-mail (a new one, or the account's own) works this long, once. */
export const EMAIL_LINK_HOURS = 24;

const EMAIL_LINK: LinkKind = { purpose: 'to confirm an e-mail', code: 'EMAIL_LINK' };

/**
 * Everything the shop keeps about one account, as GET /api/account/export answers it: the account, and
 * each domain's sections (favourites, ratings, comments, votes, enquiries: see AccountParts).
 */
export interface AccountExport {
  exportedAt: string;
  account: {
    id: number;
    email: string;
    name: string;
    isAdmin: boolean;
    emailConfirmedAt: Date | null;
    createdAt: Date;
  };
  [section: string]: unknown;
}

/**
 * The signed-in user's own account (`/account`): name, password, e-mail (confirmed by a link
 * to the new address, the old one told; the current one confirmed by a link on request), a copy of
 * their data, and deletion. Whatever could be done with a token left on a shared computer and would
 * lock the owner out asks for the password first.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
    private readonly accountParts: AccountParts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The caller's account as the request found it (its address confirmed or not). */
  me(ctx: RequestContext): Account {
    return callerAccount(this.caller(ctx));
  }

  /** The name shown with the caller's comments; the registration's rules were applied on the way in. */
  async changeName(ctx: RequestContext, name: string): Promise<Account> {
    const caller = this.caller(ctx);
    await this.db.manager(ctx).update(UserEntity, { id: caller.id }, { name });
    // Their comments and posts show the name on pages kept for everyone: those, and nothing else, change.
    for (const event of await this.accountParts.traces(ctx, caller.id, 'renamed'))
      await this.events.publish(ctx, event);
    this.logger.info({ event: 'name_changed', userId: caller.id }, 'account renamed');
    return { ...this.me(ctx), name };
  }

  /**
   * A new password, the current one asked first, under the registration's policy. Every other session
   * ends (as a reset does); the caller gets a fresh token to stay signed in here, and a notice by mail.
   */
  async changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<string> {
    const caller = this.caller(ctx);
    await this.checkPassword(ctx, caller, input.currentPassword, 'currentPassword');
    const problems = passwordProblems(input.newPassword, { email: caller.email, name: caller.name });
    if (problems.length)
      throw badInput(`Invalid input (newPassword: ${problems.join(', ')})`, { newPassword: problems });
    const passwordHash = await this.hasher.hash(input.newPassword);
    const notice = await this.mail.compose(
      ctx.locale,
      { kind: 'password-changed', name: caller.name, resetUrl: this.pageUrl(sitePaths.forgotPassword, ctx) },
      caller.email,
    );
    const version = await this.db.withTransaction(ctx, async (tx) => {
      const manager = this.db.manager(tx);
      await manager.update(UserEntity, { id: caller.id }, { passwordHash });
      const next = await endSessions(manager, caller.id);
      await this.mail.enqueue(tx, notice);
      return next;
    });
    this.logger.info(
      { event: 'password_changed', userId: caller.id },
      'password changed; other sessions cut',
    );
    return this.tokens.issue({ userId: caller.id, version });
  }

  /**
   * Mails a link to the new address (its token kept only as a hash, valid 24 hours, once); nothing
   * changes until it is followed. A newer request voids the links still out. The current address is
   * told at once, with the way to stop it: a password reset (or change, or signing out everywhere)
   * voids the link, and whoever asked with a leaked password must lose that password anyway. The new
   * address is not yet the owner's: its mail carries nothing the account chose, not even the name. An
   * address that has an account is answered alike (no EMAIL_TAKEN to probe with): its owner is told.
   */
  async requestEmailChange(ctx: RequestContext, input: RequestEmailChangeInput): Promise<void> {
    const caller = this.caller(ctx);
    await this.checkPassword(ctx, caller, input.password, 'password');
    if (input.newEmail === caller.email)
      throw badInput('This is already the account’s e-mail', { newEmail: ['EMAIL_UNCHANGED'] });
    const warning = await this.mail.compose(
      ctx.locale,
      {
        kind: 'email-change-asked',
        name: caller.name,
        newEmail: input.newEmail,
        validHours: EMAIL_LINK_HOURS,
        resetUrl: this.pageUrl(sitePaths.forgotPassword, ctx),
      },
      caller.email,
    );
    if (await this.isTaken(ctx, input.newEmail)) {
      // Answered alike: whether an address has an account is for its owner to know, and they are told.
      await this.db.withTransaction(ctx, async (tx) => {
        await voidLinks(this.db.manager(tx), EmailChangeTokenEntity, caller.id);
        if (
          !this.users.isConfiguredAdminEmail(input.newEmail) &&
          (await this.mail.mayMailUnverified(input.newEmail))
        ) {
          await this.mail.enqueue(
            tx,
            await this.mail.compose(
              ctx.locale,
              { kind: 'email-in-use', resetUrl: this.pageUrl(sitePaths.forgotPassword, ctx) },
              input.newEmail,
            ),
          );
        }
        await this.mail.enqueue(tx, warning);
      });
      this.logger.info(
        { event: 'email_change_to_taken', userId: caller.id },
        'e-mail change to an address with an account: its owner told, nothing changes',
      );
      return;
    }
    const { token, tokenHash } = newLinkToken();
    const url = this.pageUrl(sitePaths.confirmEmail(token), ctx);
    const composed = await this.mail.compose(
      ctx.locale,
      { kind: 'email-change', url, validHours: EMAIL_LINK_HOURS },
      input.newEmail,
    );
    await this.db.withTransaction(ctx, async (tx) => {
      const manager = this.db.manager(tx);
      await voidLinks(manager, EmailChangeTokenEntity, caller.id);
      await manager.insert(EmailChangeTokenEntity, {
        tokenHash,
        userId: caller.id,
        newEmail: input.newEmail,
        expiresAt: new Date(Date.now() + EMAIL_LINK_HOURS * 3_600_000),
      });
      // The new address is unverified: a few links an hour at most go there; the request is answered alike.
      if (await this.mail.mayMailUnverified(input.newEmail)) await this.mail.enqueue(tx, composed);
      else
        this.logger.warn(
          { event: 'email_change_limited', userId: caller.id },
          'e-mail change link not mailed: too many to this address this hour',
        );
      await this.mail.enqueue(tx, warning);
    });
    this.logger.info({ event: 'email_change_mailed', userId: caller.id }, 'e-mail change link queued');
  }

  /**
   * Moves the account to the address the link was mailed to, confirmed by that link being followed; the
   * old address is told, and its reset and confirmation links are void. Anyone holding the link may follow it.
   */
  async confirmEmailChange(ctx: RequestContext, token: string): Promise<Account> {
    const tokenHash = hashLinkToken(token);
    const found = usableLink(
      await this.db.manager(ctx).findOneBy(EmailChangeTokenEntity, { tokenHash }),
      EMAIL_LINK,
    );
    const owner = await this.db.manager(ctx).findOneByOrFail(UserEntity, { id: found.userId });
    const notice = await this.mail.compose(
      ctx.locale,
      {
        kind: 'email-changed',
        name: owner.name,
        newEmail: found.newEmail,
        contactUrl: this.pageUrl(sitePaths.contact, ctx),
      },
      owner.email,
    );
    const updated = await this.db.withTransaction(ctx, async (tx) => {
      const manager = this.db.manager(tx);
      await spendLink(manager, EmailChangeTokenEntity, tokenHash, EMAIL_LINK);
      await this.assertFree(tx, found.newEmail);
      // ON CONFLICT is not for UPDATE: the unique index on lower(email) settles a race, as EMAIL_TAKEN.
      await manager
        .query<unknown>(`UPDATE users SET email = $1, email_confirmed_at = now() WHERE id = $2`, [
          found.newEmail,
          owner.id,
        ])
        .catch((error: unknown) => {
          if (
            (error as { code?: string; driverError?: { code?: string } }).driverError?.code === '23505' ||
            (error as { code?: string }).code === '23505'
          )
            throw this.taken();
          throw error;
        });
      // A reset link mailed to the old address must not take the account back, nor its confirmation confirm the new one.
      await voidLinks(manager, PasswordResetTokenEntity, owner.id);
      await voidLinks(manager, EmailConfirmationTokenEntity, owner.id);
      await this.mail.enqueue(tx, notice);
      return manager.findOneByOrFail(UserEntity, { id: owner.id });
    });
    this.logger.info({ event: 'email_changed', userId: owner.id }, 'account e-mail changed');
    return toAccount(updated);
  }

  /**
   * Mails a link to the caller's own address (valid 24 hours, once; a newer request voids the links
   * still out): following it confirms the address, and orders placed signed in with it then hold their
   * piece at once. An address confirmed already gets nothing. The address is not verified yet, so it
   * gets a few such mails an hour at most (RATE_LIMITED past that).
   */
  async requestEmailConfirmation(ctx: RequestContext): Promise<void> {
    const caller = this.caller(ctx);
    if (caller.emailConfirmed) return;
    if (!(await this.mail.mayMailUnverified(caller.email))) throw rateLimited(3600);
    const { token, tokenHash } = newLinkToken();
    const url = this.pageUrl(sitePaths.confirmAddress(token), ctx);
    const composed = await this.mail.compose(
      ctx.locale,
      { kind: 'email-confirm', name: caller.name, url, validHours: EMAIL_LINK_HOURS },
      caller.email,
    );
    await this.db.withTransaction(ctx, async (tx) => {
      const manager = this.db.manager(tx);
      await voidLinks(manager, EmailConfirmationTokenEntity, caller.id);
      await manager.insert(EmailConfirmationTokenEntity, {
        tokenHash,
        userId: caller.id,
        email: caller.email,
        expiresAt: new Date(Date.now() + EMAIL_LINK_HOURS * 3_600_000),
      });
      await this.mail.enqueue(tx, composed);
    });
    this.logger.info(
      { event: 'email_confirmation_mailed', userId: caller.id },
      'address confirmation link queued',
    );
  }

  /**
   * Confirms the address the link was mailed to, while it is still the account's (a change of address
   * voids the link; the check holds if one lands meanwhile). Anyone holding the link may follow it.
   * Its refusals are an e-mail change link's (EMAIL_LINK_…): both are links to confirm an e-mail.
   */
  async confirmEmailAddress(ctx: RequestContext, token: string): Promise<Account> {
    const tokenHash = hashLinkToken(token);
    const found = usableLink(
      await this.db.manager(ctx).findOneBy(EmailConfirmationTokenEntity, { tokenHash }),
      EMAIL_LINK,
    );
    const updated = await this.db.withTransaction(ctx, async (tx) => {
      const manager = this.db.manager(tx);
      await spendLink(manager, EmailConfirmationTokenEntity, tokenHash, EMAIL_LINK);
      const confirmed = await manager
        .createQueryBuilder()
        .update(UserEntity)
        .set({ emailConfirmedAt: () => 'now()' })
        .where('id = :id AND email = :email', { id: found.userId, email: found.email })
        .execute();
      if (!confirmed.affected)
        throw badInput('This link to confirm an e-mail is not valid', { token: ['EMAIL_LINK_INVALID'] });
      return manager.findOneByOrFail(UserEntity, { id: found.userId });
    });
    this.logger.info({ event: 'email_confirmed', userId: updated.id }, 'account address confirmed');
    return toAccount(updated);
  }

  /**
   * A copy of everything the shop keeps about the caller (GDPR art. 15 and 20), password hash and
   * tokens aside: the account, then each domain's own sections (AccountParts), read in one transaction.
   */
  async exportData(ctx: RequestContext): Promise<AccountExport> {
    const caller = this.caller(ctx);
    return this.db.withTransaction(ctx, async (tx) => {
      const [account] = await this.db.query<AccountExport['account'][]>(
        tx,
        `SELECT id, email, name, is_admin AS "isAdmin", email_confirmed_at AS "emailConfirmedAt", created_at AS "createdAt" FROM users WHERE id = $1`,
        [caller.id],
      );
      return {
        exportedAt: new Date().toISOString(),
        account,
        ...(await this.accountParts.exportSections(tx, caller.id)),
      };
    });
  }

  /**
   * Deletes the caller's account after their password. Favourites, ratings, votes and enquiries go
   * with it (their foreign keys); comments stay, by "Deleted account". The last admin cannot go
   * (LAST_ADMIN, last-admin.ts).
   */
  async deleteAccount(ctx: RequestContext, password: string): Promise<void> {
    const caller = this.caller(ctx);
    await this.checkPassword(ctx, caller, password, 'password');
    await this.db.withTransaction(ctx, async (tx) => {
      const manager = this.db.manager(tx);
      if (isLastAdmin(await lockAdmins(manager), caller.id)) {
        throw new AppError('FORBIDDEN', 'The last admin cannot delete their account', {
          fields: { account: ['LAST_ADMIN'] },
        });
      }
      // Read before the deletion: afterwards the account shows on nothing.
      const shown = await this.accountParts.traces(tx, caller.id, 'removed');
      await manager.delete(UserEntity, { id: caller.id });
      for (const event of shown) await this.events.publish(tx, event);
    });
    this.logger.info({ event: 'account_deleted', userId: caller.id }, 'account deleted');
  }

  /** A page's full address in the request's language, for a mailed link. */
  private pageUrl(path: string, ctx: RequestContext): string {
    return siteUrl(this.config.publicUrl, path, ctx.locale);
  }

  private caller(ctx: RequestContext): Caller {
    if (!ctx.caller) throw unauthenticated();
    return ctx.caller;
  }

  /** The caller's own password, asked again (PASSWORD_WRONG under `field`); the handlers are limited like sign-ins. */
  private async checkPassword(
    ctx: RequestContext,
    caller: Caller,
    password: string,
    field: string,
  ): Promise<void> {
    const row = await this.db.manager(ctx).findOneBy(UserEntity, { id: caller.id });
    if (!row || !(await this.hasher.verify(row.passwordHash, password))) {
      this.logger.warn(
        { event: 'password_check_failed', userId: caller.id },
        'wrong current password on the account page',
      );
      throw badInput('The current password is wrong', { [field]: ['PASSWORD_WRONG'] });
    }
  }

  /** Whether an account has the address, or it is kept for the configured admin. */
  private async isTaken(ctx: RequestContext, email: string): Promise<boolean> {
    if (this.users.isConfiguredAdminEmail(email)) return true;
    const [{ taken }] = await this.db.query<{ taken: boolean }[]>(
      ctx,
      `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = $1) AS taken`,
      [email],
    );
    return taken;
  }

  private async assertFree(ctx: RequestContext, email: string): Promise<void> {
    if (await this.isTaken(ctx, email)) throw this.taken();
  }

  private taken(): AppError {
    return new AppError('CONFLICT', 'An account with this email already exists', {
      fields: { newEmail: ['EMAIL_TAKEN'] },
    });
  }
}
