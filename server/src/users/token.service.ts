import { createSecretKey, KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export const JWT_ISSUER = 'webshop-api';
export const JWT_AUDIENCE = 'webshop-spa';
export const JWT_LIFETIME_SECONDS = 7 * 24 * 3600;
/** How far a token's `iat` may lie ahead of this server's clock (instances' clocks differ a little). */
const CLOCK_SKEW_SECONDS = 5;

/** What a valid token says: whose it is and which of the account's token generations it belongs to. */
export interface TokenClaims {
  userId: number;
  version: number;
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Signs and checks the bearer tokens: HS256 only, iss and aud checked, `exp` and `iat` required.
 * The key is made once: given a string, jsonwebtoken would try it as a public key on every verify.
 */
@Injectable()
export class TokenService {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  issue(claims: TokenClaims): string {
    return jwt.sign({ sub: claims.userId, ver: claims.version }, this.key, {
      algorithm: 'HS256',
      expiresIn: JWT_LIFETIME_SECONDS,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
  }

  /** The claims of a well-formed, correctly signed, current token; null for anything else. */
  verify(token: string, now = Date.now()): TokenClaims | null {
    let payload: jwt.JwtPayload | string;
    try {
      payload = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
    } catch {
      return null;
    }
    if (typeof payload === 'string') return null;
    const { sub, ver, iat, exp } = payload as Record<string, unknown>;
    // jsonwebtoken accepts a token without exp (it never expires) and one issued in the future.
    if (!isCount(exp) || !isCount(iat) || iat > now / 1000 + CLOCK_SKEW_SECONDS) return null;
    if (!isCount(sub) || sub === 0 || !isCount(ver)) return null;
    return { userId: sub, version: ver };
  }
}
