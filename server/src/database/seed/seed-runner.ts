import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LOGGER } from '../../common/logging/logger.provider';
import { DemoSeeder, SeederMark } from './seeder';

/**
 * At start: every module ensures what must always exist; a database empty in every module gets
 * each module's demo content unless SEED_DEMO=0. `notes` are the lines to print once (credentials).
 */
@Injectable()
export class SeedRunner implements OnApplicationBootstrap {
  notes: string[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly discovery: DiscoveryService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeders = this.discovery
      .getProviders({ metadataKey: SeederMark.KEY })
      .map((wrapper) => wrapper.instance as DemoSeeder)
      .filter(Boolean)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    const empty = (await Promise.all(seeders.map((seeder) => seeder.isEmpty()))).every(Boolean);
    for (const seeder of seeders) await seeder.ensure?.();
    if (!empty || !this.config.seedDemo) return;
    for (const seeder of seeders) this.notes.push(...(await seeder.seedDemo()));
    this.logger.info({ event: 'demo_seeded' }, 'demo content created');
  }
}
