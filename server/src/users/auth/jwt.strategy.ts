import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { bearerToken } from '../../common/auth/bearer-token';
import { type Caller, systemContext } from '../../common/context/request-context';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionalConnection } from '../../database/transactional-connection';
import { toAccount } from '../account';
import { JWT_AUDIENCE, JWT_ISSUER, signingKey } from './token.service';
import { UserEntity } from '../user.entity';

/** Passport's name for the bearer-token strategy, which the access guard's caller lookup asks for. */
export const JWT_STRATEGY = 'jwt';
/** How far a token's `iat` may lie ahead of this server's clock (instances' clocks differ a little). */
const CLOCK_SKEW_SECONDS = 5;
/** Largest id PostgreSQL's integer column holds; anything else cannot name a user. */
export const MAX_ID = 2_147_483_647;

/** The caller lookup runs while the request's own context is being built: outside any transaction, as the shop's. */
const TOKEN_CHECK = systemContext('token check');

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The bearer tokens, checked by passport-jwt: HS256 only (no `alg: none`, no other algorithm), issuer
 * and audience checked, signature and expiry by jsonwebtoken. `validate` then holds the claims to what
 * the shop issues (an expiry and an issue time required, the issue time not ahead of the clock, a user
 * id and a token generation) and compares the generation with the account's own: a demotion, a password
 * change or a sign-out everywhere moves it on, and every older token stops working at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly db: TransactionalConnection,
  ) {
    super({
      jwtFromRequest: (req: { headers: Record<string, string | string[] | undefined> }) => {
        const header = req.headers.authorization;
        return bearerToken(typeof header === 'string' ? header : undefined) ?? null;
      },
      // A key object made once: given a string, jsonwebtoken would try it as a public key on every check.
      secretOrKey: signingKey(config) as unknown as string,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
  }

  /** The caller a valid token stands for; false (no caller, an anonymous visitor) for anything else. */
  async validate(payload: Record<string, unknown>): Promise<Caller | false> {
    const { sub, ver, iat, exp } = payload;
    // jsonwebtoken accepts a token without exp (it never expires) and one issued in the future.
    if (!isCount(exp) || !isCount(iat) || iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) return false;
    if (!isCount(sub) || sub === 0 || sub > MAX_ID || !isCount(ver)) return false;
    const row = await this.db.manager(TOKEN_CHECK).findOneBy(UserEntity, { id: sub });
    if (!row || row.tokenVersion !== ver) return false;
    return toAccount(row);
  }
}
