import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Logger } from 'pino';
import { forbidden, unauthenticated } from '../errors/app-error';
import { RequestContextService } from '../context/request-context.service';
import { requestOf } from '../http/request-of';
import { LOGGER } from '../logging/logger.provider';
import { ALLOW_KEY, Permission } from './allow.decorator';

/** The messages of the guard's refusals (the permission test tells them from a handler's own errors). */
export const REFUSALS = {
  signInRequired: 'Authentication required',
  adminOnly: 'Admin only',
  undeclared: 'This operation is not open to anyone',
} as const;

/**
 * Deny by default: every GraphQL root field and REST route passes here (a global guard) and is
 * let through only as its @Allow declares. It also builds the request context, so the caller is
 * looked up once per request. The admin flag is the database's, read for this request.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly contexts: RequestContextService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(ALLOW_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!permission) {
      this.logger.error(
        { handler: `${context.getClass().name}.${context.getHandler().name}` },
        'operation without @Allow refused',
      );
      throw forbidden(REFUSALS.undeclared);
    }
    const { caller } = await this.contexts.forRequest(requestOf(context));
    if (permission === 'anyone') return true;
    if (!caller) throw unauthenticated(REFUSALS.signInRequired);
    if (permission === 'admin' && !caller.isAdmin) throw forbidden(REFUSALS.adminOnly);
    return true;
  }
}
