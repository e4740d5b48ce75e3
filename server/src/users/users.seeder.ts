import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import type { Logger } from 'pino';
import { systemContext } from '../common/context/request-context';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DemoSeeder, Seeder } from '../database/seed/seeder';
import { UsersService } from './users.service';

export const DEMO_ADMIN_EMAIL = 'admin@soutache.example';

const SEED = systemContext('users seed');

/** Demo customers so the admin panel has someone to promote; their passwords are random and unused. */
const DEMO_CUSTOMERS = [
  { name: 'Anna Kowalska', email: 'anna.kowalska@soutache.example' },
  { name: 'Maria Nowak', email: 'maria.nowak@soutache.example' },
];

/** The ADMIN_EMAIL account at every start (only the one a start made); a demo admin (random password, shown once) and customers. */
@Seeder()
export class UsersSeeder implements DemoSeeder {
  /** The demo customers' ids once seeded, for other modules' demo rows (ratings, favourites). */
  demoCustomerIds: number[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly users: UsersService,
  ) {}

  async isEmpty(): Promise<boolean> {
    return (await this.users.count(SEED)) === 0;
  }

  async ensure(): Promise<void> {
    if (!this.config.adminEmail || !this.config.adminPassword) return;
    const outcome = await this.users.ensureAdmin(SEED, this.config.adminEmail, this.config.adminPassword);
    if (outcome === 'refused') {
      this.logger.error(
        { event: 'admin_refused' },
        'ADMIN_EMAIL belongs to an account no start made and that is not an admin (the address changed hands?): not promoted. Promote the right account in the admin panel, or set ADMIN_EMAIL to a free address.',
      );
      return;
    }
    this.logger.info({ event: 'admin_ensured', outcome }, 'ADMIN_EMAIL account is an admin');
  }

  async seedDemo(): Promise<string[]> {
    const password = randomBytes(12).toString('base64url');
    await this.users.ensureAdmin(SEED, DEMO_ADMIN_EMAIL, password, 'Demo Admin');
    for (const customer of DEMO_CUSTOMERS) {
      this.demoCustomerIds.push(
        (await this.users.createUnusableAccount(SEED, customer.email, customer.name)).id,
      );
    }
    return [`Demo admin (shown once, on first start): ${DEMO_ADMIN_EMAIL} / ${password}`];
  }
}
