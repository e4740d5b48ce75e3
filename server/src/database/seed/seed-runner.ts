import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource, type QueryRunner } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LOGGER } from '../../common/logging/logger.provider';
import { DemoSeeder, SeederMark } from './seeder';

/** Tables that hold what the migrations made (reference data, bookkeeping): never demo content. */
const KEPT_TABLES = ['migrations', 'colors', 'categories', 'health_probe', 'seed_state'];
/** One number for the advisory lock that lets one instance at a time decide and seed. */
const SEED_LOCK = 7_726_310;

/**
 * At start: every module ensures what must always exist; a database empty in every module gets
 * each module's demo content unless SEED_DEMO=0. `notes` are the lines to print once (credentials).
 *
 * Seeding is marked begun before it starts and done when every module has finished. A start that
 * finds it begun but not done (the shop was stopped or killed while seeding: only seeded rows can be
 * there, since a shop serves nothing before seeding ends) removes what it left, rows and files, and
 * seeds again, so a half-seeded shop never stays half-seeded and the demo admin's password, shown only
 * at the end, always belongs to an account that exists.
 */
@Injectable()
export class SeedRunner implements OnApplicationBootstrap {
  notes: string[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @InjectDataSource() private readonly db: DataSource,
    private readonly discovery: DiscoveryService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Several instances starting on one empty PostgreSQL: one decides and seeds, the others wait and find it done.
    const lock = this.db.createQueryRunner();
    await lock.connect();
    try {
      await lock.manager.query<unknown>('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
      await this.seed(lock);
    } finally {
      await lock.manager.query<unknown>('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
      await lock.release();
    }
  }

  private async seed(runner: QueryRunner): Promise<void> {
    const seeders = this.discovery
      .getProviders({ metadataKey: SeederMark.KEY })
      .map((wrapper) => wrapper.instance as DemoSeeder)
      .filter(Boolean)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    const [previous] = await runner.manager.query<{ state: 'seeding' | 'done' }[]>(
      `SELECT state FROM seed_state WHERE id = 1`,
    );
    const interrupted = previous?.state === 'seeding';
    if (interrupted) await this.removeInterruptedSeed(runner);
    const empty = (await Promise.all(seeders.map((seeder) => seeder.isEmpty()))).every(Boolean);
    for (const seeder of seeders) await seeder.ensure?.();
    if (!empty || !(this.config.seedDemo || interrupted)) return;
    await this.mark(runner, 'seeding');
    const notes: string[] = [];
    for (const seeder of seeders) notes.push(...(await seeder.seedDemo()));
    await this.mark(runner, 'done');
    this.notes = notes;
    this.logger.info({ event: 'demo_seeded', again: interrupted }, 'demo content created');
  }

  private mark(runner: QueryRunner, state: 'seeding' | 'done') {
    return runner.manager.query<unknown>(
      `INSERT INTO seed_state (id, state, updated_at) VALUES (1, $1, now()) ON CONFLICT (id) DO UPDATE SET state = $1, updated_at = now()`,
      [state],
    );
  }

  /** Every row and file an interrupted seeding left: at that point the shop holds nothing else. */
  private async removeInterruptedSeed(runner: QueryRunner): Promise<void> {
    this.logger.warn(
      { event: 'demo_seed_interrupted' },
      'the last demo seeding did not finish: seeding again from the start',
    );
    const tables: { tablename: string }[] = await runner.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND NOT (tablename = ANY($1::text[]))`,
      [KEPT_TABLES],
    );
    if (tables.length)
      await runner.manager.query<unknown>(
        `TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`,
      );
    let entries: string[] = [];
    try {
      entries = readdirSync(this.config.uploadDir);
    } catch {
      // No uploads folder yet: the seeding stopped before its first picture.
    }
    for (const entry of entries) rmSync(join(this.config.uploadDir, entry), { recursive: true, force: true });
  }
}
