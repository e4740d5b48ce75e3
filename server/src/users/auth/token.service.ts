import { createSecretKey, KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export const JWT_ISSUER = 'webshop-api';
export const JWT_AUDIENCE = 'webshop-spa';
export const JWT_LIFETIME_SECONDS = 7 * 24 * 3600;

/** What a token says: whose it is and which of the account's token generations it belongs to. */
export interface TokenClaims {
  userId: number;
  version: number;
}

/** The HS256 key as a key object, made once per use: given a string, jsonwebtoken would try it as a public key on every call. */
export const signingKey = (config: AppConfig): KeyObject =>
  createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));

/** Signs the bearer tokens (HS256, issuer, audience, a week's expiry); passport-jwt checks them (jwt.strategy.ts). */
@Injectable()
export class TokenService {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = signingKey(config);
  }

  issue(claims: TokenClaims): string {
    return jwt.sign({ sub: claims.userId, ver: claims.version }, this.key, {
      algorithm: 'HS256',
      expiresIn: JWT_LIFETIME_SECONDS,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
  }
}
