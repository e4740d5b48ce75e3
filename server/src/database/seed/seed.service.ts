import { randomBytes } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LOGGER } from '../../common/logging/logger.provider';
import { DemoCatalogueService } from '../../products/demo/demo-catalogue.service';
import { UsersService } from '../../users/users.service';

export const DEMO_ADMIN_EMAIL = 'admin@soutache.example';

/** Demo customers so the admin panel has someone to promote; their passwords are random and unused. */
const DEMO_CUSTOMERS = [
  { name: 'Anna Kowalska', email: 'anna.kowalska@soutache.example' },
  { name: 'Maria Nowak', email: 'maria.nowak@soutache.example' },
];

export interface FirstStartCredentials {
  email: string;
  password: string;
}

/**
 * At start: the ADMIN_EMAIL account exists and is an admin (idempotent); an empty database gets the
 * demo content unless SEED_DEMO=0, with a random admin password printed once.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  demoAdmin?: FirstStartCredentials;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly users: UsersService,
    private readonly catalogue: DemoCatalogueService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const empty = (await this.users.count()) === 0;
    if (this.config.adminEmail && this.config.adminPassword) {
      const outcome = await this.users.ensureAdmin(this.config.adminEmail, this.config.adminPassword);
      this.logger.info({ event: 'admin_ensured', outcome }, 'ADMIN_EMAIL account is an admin');
    }
    if (empty && this.config.seedDemo) await this.seedDemo();
  }

  private async seedDemo(): Promise<void> {
    const password = randomBytes(12).toString('base64url');
    await this.users.ensureAdmin(DEMO_ADMIN_EMAIL, password, 'Demo Admin');
    const customerIds: number[] = [];
    for (const customer of DEMO_CUSTOMERS) {
      customerIds.push((await this.users.createUnusableAccount(customer.email, customer.name)).id);
    }
    await this.catalogue.seed(customerIds);
    this.demoAdmin = { email: DEMO_ADMIN_EMAIL, password };
    this.logger.info({ event: 'demo_seeded' }, 'demo content created');
  }
}
