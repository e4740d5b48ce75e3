import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const HOUR_MS = 3_600_000;

/**
 * Mails an hour to one address the shop has not verified (an enquiry's confirmation, an e-mail change's link),
 * counted with the shop's other limits (shared between instances with REDIS_URL): past it no such mail
 * goes there, so the forms cannot be turned on a stranger's inbox.
 */
@Injectable()
export class RecipientLimit {
  constructor(
    @InjectThrottlerStorage() private readonly limits: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one more mail to `address` and says whether it may go. */
  async allows(address: string): Promise<boolean> {
    const perHour = this.config.rateLimits.mailsPerUnverifiedAddressPerHour;
    const counted = await this.limits.increment(
      `recipient:${address}`,
      HOUR_MS,
      perHour,
      HOUR_MS,
      'unverifiedRecipient',
    );
    return !counted.isBlocked;
  }
}
