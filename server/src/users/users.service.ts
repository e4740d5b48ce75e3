import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { RequestContext } from '../common/context/request-context';
import { TransactionalConnection } from '../database/transactional-connection';
import { forbidden, notFound, unauthenticated } from '../common/errors/app-error';
import { DomainEvents } from '../common/events/domain-events';
import { LOGGER } from '../common/logging/logger.provider';
import { normaliseEmail } from '../common/text/text-rules';
import type { Page } from '../common/pagination/paginated';
import type { PageRequest } from '../common/pagination/page.args';
import { Account, toAccount } from './account';
import { MAX_ID } from './jwt.strategy';
import { PasswordHasher } from './password-hasher';
import { UserEntity } from './user.entity';

@Injectable()
export class UsersService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly hasher: PasswordHasher,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly events: DomainEvents,
  ) {}

  async list(ctx: RequestContext, page: PageRequest): Promise<Page<Account>> {
    const [rows, total] = await this.db.manager(ctx).findAndCount(UserEntity, { order: { id: 'ASC' }, skip: page.offset, take: page.limit });
    return { items: rows.map(toAccount), total };
  }

  /**
   * An admin cannot remove their own flag, and at least one admin always remains: the admin rows
   * are locked, so two admins demoting each other at once cannot both succeed. A demotion also
   * cuts the demoted user's existing tokens (their token version moves on).
   */
  async setAdmin(ctx: RequestContext, targetId: number, isAdmin: boolean): Promise<Account> {
    const actor = ctx.caller;
    if (!actor) throw unauthenticated();
    if (actor.id === targetId && !isAdmin) throw forbidden('You cannot remove your own admin flag');
    const updated = await this.db.withTransaction(ctx, async (tx) => {
      const manager = this.db.manager(tx);
      const target = targetId <= MAX_ID ? await manager.findOneBy(UserEntity, { id: targetId }) : null;
      if (!target) throw notFound('User not found');
      const admins: { id: number }[] = await manager.query(`SELECT id FROM users WHERE is_admin ORDER BY id FOR UPDATE`);
      if (!admins.some((admin) => admin.id === actor.id)) throw forbidden('Admin only');
      const targetIsAdmin = admins.some((admin) => admin.id === targetId);
      if (!isAdmin && targetIsAdmin && admins.length <= 1) throw forbidden('At least one admin must remain');
      if (targetIsAdmin !== isAdmin) {
        await manager.query(
          isAdmin
            ? `UPDATE users SET is_admin = true WHERE id = $1`
            : `UPDATE users SET is_admin = false, token_version = token_version + 1 WHERE id = $1`,
          [targetId],
        );
      }
      return manager.findOneByOrFail(UserEntity, { id: targetId });
    });
    this.logger.info({ event: 'set_admin', actorId: actor.id, targetId, isAdmin }, 'admin flag changed');
    this.events.publishNow({ type: 'UserChanged', id: targetId });
    return toAccount(updated);
  }

  /** Makes sure this account exists and is an admin (ADMIN_EMAIL / ADMIN_PASSWORD, demo seed). */
  async ensureAdmin(ctx: RequestContext, email: string, password: string, name = 'Admin'): Promise<'created' | 'updated'> {
    // As a registration stores it: a Unicode domain in its ASCII (punycode) form, so the owner can sign in.
    const normalised = normaliseEmail(email);
    const passwordHash = await this.hasher.hash(password);
    const users = this.db.manager(ctx).getRepository(UserEntity);
    const existing = await users
      .createQueryBuilder('user')
      .where('lower(user.email) = :email', { email: normalised })
      .getOne();
    if (existing) {
      await users.update(existing.id, { isAdmin: true, passwordHash });
      return 'updated';
    }
    await users.insert({ email: normalised, name, passwordHash, isAdmin: true });
    return 'created';
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
