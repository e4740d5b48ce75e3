import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { PictureVisibility } from './picture-visibility';

/** How long a signed address of a hidden picture opens it, at least (see `PictureSignatures.url`). */
export const SIGNED_PICTURE_SECONDS = 60 * 60;
/** Expiry times are rounded up to this: the same address for every read within it, so the admin's browser reuses what it fetched. */
const EXPIRY_STEP_SECONDS = 10 * 60;

/** What an admin's signed address of a hidden picture is answered with: her browser keeps it a little, no shared cache at all. */
export const PRIVATE_PICTURE_CACHE = 'private, max-age=300';

/**
 * Addresses that open a picture kept from the public (a piece not public yet) for whoever holds them,
 * for an hour: an <img> carries no bearer token and the shop sets no session cookie, so the API hands
 * an admin such addresses in the picture fields (`?sig=…&exp=…`, an HMAC of the picture's key and the
 * expiry under a key derived from JWT_SECRET). A new JWT_SECRET voids those handed out before it.
 */
@Injectable()
export class PictureSignatures {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
  ) {
    this.key = Buffer.from(
      hkdfSync('sha256', config.jwtSecret, 'soutache-pictures', 'picture address v1', 32),
    );
  }

  /** The store's address of the file `key`, signed: it opens for SIGNED_PICTURE_SECONDS, up to EXPIRY_STEP_SECONDS more. */
  url(key: string, now = Date.now()): string {
    const exp = Math.ceil((now / 1000 + SIGNED_PICTURE_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return `${this.store.url(key)}?sig=${this.mac(key, exp)}&exp=${exp}`;
  }

  /** Whether `sig` and `exp` (as a query string gave them) sign the file `key` and have not expired; compared in constant time. */
  opens(key: string, sig: unknown, exp: unknown, now = Date.now()): boolean {
    if (typeof sig !== 'string' || typeof exp !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    const seconds = Number(exp);
    if (seconds * 1000 <= now) return false;
    const expected = Buffer.from(this.mac(key, seconds));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(key: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${key}\n${exp}`).digest('base64url');
  }
}

/** How /uploads/ answers a picture: as usual (a year's public cache), to the holder of a signed address only (a short private cache), or 404. */
export type PictureVerdict = 'public' | 'private' | 'hidden';

/**
 * The rule of /uploads/ for pictures kept from the public: to anyone without a valid signed address
 * (visitors, users, an admin's expired address) they answer as a picture that does not exist.
 * Synchronous for every picture unless a change is being read (PictureVisibility).
 */
@Injectable()
export class PictureAccess {
  constructor(
    private readonly visibility: PictureVisibility,
    private readonly signatures: PictureSignatures,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
  ) {}

  /**
   * The address of the file `key` for a reader entitled to what it shows (an order's holder, the admin's
   * lists of orders and enquiries): signed while the picture is kept from the public, plain otherwise.
   */
  async address(key: string): Promise<string> {
    return (await this.visibility.isHidden(key)) ? this.signatures.url(key) : this.store.url(key);
  }

  verdict(req: Request, key: string): PictureVerdict | Promise<PictureVerdict> {
    const hidden = this.visibility.isHidden(key);
    return typeof hidden === 'boolean'
      ? this.judge(req, key, hidden)
      : hidden.then((value) => this.judge(req, key, value));
  }

  private judge(req: Request, key: string, hidden: boolean): PictureVerdict {
    if (!hidden) return 'public';
    const query = req.query as Record<string, unknown>;
    return this.signatures.opens(key, query.sig, query.exp) ? 'private' : 'hidden';
  }
}
