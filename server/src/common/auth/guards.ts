import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { forbidden, unauthenticated } from '../errors/app-error';
import type { AuthUser } from './auth-user';

export function requestOf(context: ExecutionContext): Request & { user?: AuthUser } {
  return context.getType<GqlContextType>() === 'graphql'
    ? GqlExecutionContext.create(context).getContext().req
    : context.switchToHttp().getRequest();
}

/** A valid, unrevoked bearer token of an existing user (passport-jwt, strategy in jwt.strategy.ts). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    // A failing database is a server error, not a bad token: let it be masked as one.
    if (error) throw error;
    if (!user) throw unauthenticated();
    return user;
  }
}

/** The admin flag as the database has it now (the strategy reloads the user on every request). */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!requestOf(context).user?.isAdmin) throw forbidden('Admin only');
    return true;
  }
}

export const Authenticated = () => UseGuards(JwtAuthGuard);
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, AdminGuard));
