import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { CallerSource } from '../../common/auth/caller-source';
import type { Caller } from '../../common/context/request-context';
import { JWT_STRATEGY } from './jwt.strategy';

/**
 * The caller of a request, as passport's bearer-token strategy finds it (jwt.strategy.ts). A token that
 * fails (forged, expired, `alg: none`, cut by a demotion) makes no caller, not an error: the access
 * guard then refuses what needs one, and lets through what anyone may do. A database that cannot
 * answer is an error (503), never a visitor signed out.
 */
@Injectable()
export class PassportCallers extends CallerSource {
  callerFor(req: Request): Promise<Caller | null> {
    return new Promise((resolve, reject) => {
      const authenticate = passport.authenticate(
        JWT_STRATEGY,
        { session: false },
        (error: unknown, caller: Caller | false | undefined) =>
          error ? reject(error) : resolve(caller || null),
      ) as (req: Request, res: unknown, next: (error?: unknown) => void) => void;
      authenticate(req, req.res, reject);
    });
  }
}
