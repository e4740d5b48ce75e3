import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { RequestContext } from '../common/context/request-context';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { forbidden, notFound, unauthenticated } from '../common/errors/app-error';
import { DomainEvents } from '../common/events/domain-events';
import { LOGGER } from '../common/logging/logger.provider';
import { normaliseEmail } from '../common/text/text-rules';
import type { Page } from '../common/pagination/paginated';
import type { PageRequest } from '../common/pagination/page.args';
import { Account, toAccount } from './account';
import { MAX_ID } from './auth/jwt.strategy';
import { PasswordHasher } from './auth/password-hasher';
import { isLastAdmin, lockAdmins } from './last-admin';
import { endSessions } from './sessions';
import { UserEntity } from './user.entity';

/** What a start did to the configured admin account. */
export type AdminOutcome = 'created' | 'promoted' | 'updated' | 'kept' | 'refused';

@Injectable()
export class UsersService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly hasher: PasswordHasher,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(ctx: RequestContext, page: PageRequest): Promise<Page<Account>> {
    const [rows, total] = await this.db
      .manager(ctx)
      .findAndCount(UserEntity, { order: { id: 'ASC' }, skip: page.offset, take: page.limit });
    return { items: rows.map(toAccount), total };
  }

  /**
   * An admin cannot remove their own flag, and at least one admin always remains (last-admin.ts). A change of the flag
   * ends the user's sessions and voids their mailed links.
   */
  async setAdmin(ctx: RequestContext, targetId: number, isAdmin: boolean): Promise<Account> {
    const actor = ctx.caller;
    if (!actor) throw unauthenticated();
    if (actor.id === targetId && !isAdmin) throw forbidden('You cannot remove your own admin flag');
    const updated = await this.db.withTransaction(ctx, async (tx) => {
      const manager = this.db.manager(tx);
      const target = targetId <= MAX_ID ? await manager.findOneBy(UserEntity, { id: targetId }) : null;
      if (!target) throw notFound('User not found');
      const admins = await lockAdmins(manager);
      if (!admins.includes(actor.id)) throw forbidden('Admin only');
      const targetIsAdmin = admins.includes(targetId);
      if (!isAdmin && isLastAdmin(admins, targetId)) throw forbidden('At least one admin must remain');
      if (targetIsAdmin !== isAdmin) {
        await manager.update(UserEntity, { id: targetId }, { isAdmin });
        // No token outlives the role it was issued under, either way.
        await endSessions(manager, targetId);
      }
      return manager.findOneByOrFail(UserEntity, { id: targetId });
    });
    this.logger.info({ event: 'set_admin', actorId: actor.id, targetId, isAdmin }, 'admin flag changed');
    this.events.publishNow({ type: 'UserChanged', id: targetId });
    return toAccount(updated);
  }

  /**
   * Makes sure the configured admin account (ADMIN_EMAIL / ADMIN_PASSWORD, the demo admin) exists, is
   * an admin and signs in with that password. It promotes only an account a start made (or one that is
   * an admin already): an account someone else registered under the address is refused and left alone.
   * Whatever it changes ends that account's sessions; a start that changes nothing cuts none.
   */
  async ensureAdmin(
    ctx: RequestContext,
    email: string,
    password: string,
    name = 'Admin',
  ): Promise<AdminOutcome> {
    // As a registration stores it: a Unicode domain in its ASCII (punycode) form, so the owner can sign in.
    const normalised = normaliseEmail(email);
    return this.db.withTransaction(ctx, async (tx) => {
      const manager = this.db.manager(tx);
      const existing = await manager
        .getRepository(UserEntity)
        .createQueryBuilder('user')
        .setLock('pessimistic_write')
        .where('lower(user.email) = :email', { email: normalised })
        .getOne();
      if (!existing) {
        await manager.insert(UserEntity, {
          email: normalised,
          name,
          passwordHash: await this.hasher.hash(password),
          isAdmin: true,
          configuredAdmin: true,
        });
        return 'created';
      }
      if (!existing.configuredAdmin && !existing.isAdmin) return 'refused';
      const samePassword = await this.hasher.verify(existing.passwordHash, password);
      if (existing.configuredAdmin && existing.isAdmin && samePassword) return 'kept';
      const passwordHash = samePassword ? existing.passwordHash : await this.hasher.hash(password);
      await manager.update(
        UserEntity,
        { id: existing.id },
        { isAdmin: true, configuredAdmin: true, passwordHash },
      );
      if (!existing.isAdmin || !samePassword) await endSessions(manager, existing.id);
      return existing.isAdmin ? 'updated' : 'promoted';
    });
  }

  /** Whether `email` (normalised) is the configured admin's address, which nobody may register or move to. */
  isConfiguredAdminEmail(email: string): boolean {
    return !!this.config.adminEmail && normaliseEmail(this.config.adminEmail) === email;
  }

  /** A demo account nobody can sign in to: its password is random and thrown away. */
  async createUnusableAccount(ctx: RequestContext, email: string, name: string): Promise<{ id: number }> {
    const passwordHash = await this.hasher.hash(randomBytes(24).toString('base64url'));
    const { identifiers } = await this.db.manager(ctx).insert(UserEntity, { email, name, passwordHash });
    return { id: identifiers[0].id as number };
  }

  count(ctx: RequestContext): Promise<number> {
    return this.db.manager(ctx).count(UserEntity);
  }
}
