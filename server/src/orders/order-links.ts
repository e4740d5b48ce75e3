import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { absoluteUrl, sitePaths, siteUrl } from '../common/site-paths';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Language } from '../i18n/locale';

/**
 * The links of an order's mails. Their secret (`token`) is an HMAC of the order's number and its random
 * salt under a key derived from JWT_SECRET: every mail can carry it, and the database keeps nothing that
 * opens an order by itself. A new JWT_SECRET voids the links sent before it (the buyer's account still reads them).
 */
@Injectable()
export class OrderLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'soutache-orders', 'order link v1', 32));
  }

  token(number: string, salt: string): string {
    return createHmac('sha256', this.key).update(`${number}:${salt}`).digest('base64url');
  }

  /** Whether `token` is the order's secret (compared in constant time). */
  opens(token: string, number: string, salt: string): boolean {
    const expected = Buffer.from(this.token(number, salt));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The order's page, which opens without an account with the secret; `confirm` adds the first mail's confirmation. */
  page(number: string, salt: string, locale: Language, confirm?: string): string {
    const query = `token=${encodeURIComponent(this.token(number, salt))}${confirm ? `&confirm=${encodeURIComponent(confirm)}` : ''}`;
    return siteUrl(this.config.publicUrl, sitePaths.order(number, query), locale);
  }

  /** An absolute address on the site, in a language. */
  site(path: string, locale: Language): string {
    return siteUrl(this.config.publicUrl, path, locale);
  }

  /** A picture's address as a mail needs it: absolute. */
  absolute(url: string): string {
    return absoluteUrl(this.config.publicUrl, url);
  }
}
