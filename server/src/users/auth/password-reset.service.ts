import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { Logger } from 'pino';
import type { RequestContext } from '../../common/context/request-context';
import { badInput } from '../../common/errors/app-error';
import { LOGGER } from '../../common/logging/logger.provider';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionalConnection } from '../../database/transactional-connection';
import { MailService } from '../../mail/mail.service';
import { PasswordResetConfirmInput } from './dto/password-reset.input';
import { PasswordHasher } from './password-hasher';
import { passwordProblems } from './password-policy';
import { hashLinkToken, type LinkKind, newLinkToken, spendLink, usableLink } from '../link-tokens';
import { endSessions } from '../sessions';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { UserEntity } from '../user.entity';
import { sitePaths, siteUrl } from '../../common/site-paths';

/** A reset link works this long, once. */
export const RESET_LINK_MINUTES = 30;
/** Every request is answered after at least this long, whether or not the account exists. */
const ANSWER_MS = 400;
const HOUR_MS = 3_600_000;

const RESET_LINK: LinkKind = { purpose: 'to set a new password', code: 'RESET_LINK' };

/**
 * Forgotten passwords, after OWASP's Forgot Password cheat sheet: the same answer in about the same
 * time for every address; a random 256-bit token mailed as a link and kept only as its hash, valid
 * 30 minutes and once; the new password under the registration's policy; every session ends and the
 * owner is told. Requests are limited per client (RateLimit('passwordReset')) and per address: past
 * RATE_LIMIT_PASSWORD_RESET_ADDRESS an hour, the request is answered alike and no mail goes.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    @InjectThrottlerStorage() private readonly limits: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Mails a reset link when the address has an account; answers alike (and after ANSWER_MS at least) either way. */
  async request(ctx: RequestContext, email: string): Promise<void> {
    const started = Date.now();
    try {
      await this.mailLink(ctx, email);
    } finally {
      const left = started + ANSWER_MS - Date.now();
      if (left > 0) await sleep(left);
    }
  }

  private async mailLink(ctx: RequestContext, email: string): Promise<void> {
    const perAddress = this.config.rateLimits.passwordResetsPerAddressPerHour;
    const counted = await this.limits.increment(
      `address:${email}`,
      HOUR_MS,
      perAddress,
      HOUR_MS,
      'passwordResetAddress',
    );
    const user = await this.db
      .manager(ctx)
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .where('lower(user.email) = :email', { email })
      .getOne();
    const { token, tokenHash } = newLinkToken();
    const url = siteUrl(this.config.publicUrl, sitePaths.resetPassword(token), ctx.locale);
    // Composed for an unknown address too: the same work, so about the same time.
    const composed = await this.mail.compose(
      ctx.locale,
      { kind: 'password-reset', name: user?.name ?? email, url, validMinutes: RESET_LINK_MINUTES },
      email,
    );
    if (!user) {
      this.logger.info(
        { event: 'password_reset_unknown' },
        'password reset asked for an address with no account',
      );
      return;
    }
    if (counted.isBlocked) {
      this.logger.warn(
        { event: 'password_reset_limited', userId: user.id },
        'password reset not mailed: too many for this address this hour',
      );
      return;
    }
    await this.db.withTransaction(ctx, async (tx) => {
      await this.db.manager(tx).insert(PasswordResetTokenEntity, {
        tokenHash,
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
      await this.mail.enqueue(tx, composed);
    });
    this.logger.info({ event: 'password_reset_mailed', userId: user.id }, 'password reset link queued');
  }

  /** Sets the new password with a link's token: once, within 30 minutes; every session ends, the owner is told. */
  async confirm(ctx: RequestContext, input: PasswordResetConfirmInput): Promise<void> {
    const tokenHash = hashLinkToken(input.token);
    const found = await this.db
      .manager(ctx)
      .getRepository(PasswordResetTokenEntity)
      .createQueryBuilder('reset')
      .innerJoinAndMapOne('reset.user', UserEntity, 'owner', 'owner.id = reset.userId')
      .where('reset.tokenHash = :tokenHash', { tokenHash })
      .getOne();
    const owner = usableLink(found?.user ? found : undefined, RESET_LINK).user as UserEntity;
    const problems = passwordProblems(input.password, { email: owner.email, name: owner.name });
    if (problems.length)
      throw badInput(`Invalid input (password: ${problems.join(', ')})`, { password: problems });
    const passwordHash = await this.hasher.hash(input.password);
    const notice = await this.mail.compose(
      ctx.locale,
      {
        kind: 'password-changed',
        name: owner.name,
        resetUrl: siteUrl(this.config.publicUrl, sitePaths.forgotPassword, ctx.locale),
      },
      owner.email,
    );
    await this.db.withTransaction(ctx, async (tx) => {
      const manager = this.db.manager(tx);
      await spendLink(manager, PasswordResetTokenEntity, tokenHash, RESET_LINK);
      await manager.update(UserEntity, { id: owner.id }, { passwordHash });
      await endSessions(manager, owner.id);
      await this.mail.enqueue(tx, notice);
    });
    this.logger.info(
      { event: 'password_reset', userId: owner.id },
      'password set with a reset link; sessions cut',
    );
  }
}
