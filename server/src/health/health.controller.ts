import { statfs } from 'node:fs/promises';
import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Allow } from '../common/auth/allow.decorator';
import { RedisConnection } from '../common/rate-limit/redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IMAGE_STORE, type ImageStore } from '../media/image-store';
import { S3ImageStore } from '../media/s3-image-store';

/** A part that has not answered within this is reported down: the readiness answer never hangs. */
const PART_TIMEOUT_MS = 2000;

type PartState = 'up' | 'down' | 'refused';

const within = (check: Promise<PartState>): Promise<PartState> =>
  Promise.race([
    check.catch((): PartState => 'down'),
    new Promise<PartState>((resolve) => setTimeout(() => resolve('down'), PART_TIMEOUT_MS).unref()),
  ]);

/** Below this much free space the image store says it is full (an upload's variants take a few MB). */
const UPLOADS_MIN_FREE_BYTES = 50 * 1024 * 1024;

/**
 * `GET /health`, liveness: 200 when the database answers, 503 when it does not. Whether the shop can
 * write is told beside it (a read-only or full database, an image folder out of space): such a shop
 * still serves its pages, so it stays 200 with `status: "degraded"`.
 *
 * `GET /health/ready`, readiness: every part the instance is configured with answers (the database,
 * Redis with REDIS_URL, the object store with S3_BUCKET), each named with `up`, `down` or `refused`
 * (the store refuses the shop's credentials); 503 and `down` listing the parts when one does not.
 * The shop still serves what does not need the part that is down (docs/operations.md).
 */
@Controller('health')
@Allow('anyone')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnection,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
  ) {}

  @Get('ready')
  @HttpCode(200)
  async ready(@Res({ passthrough: true }) res: Response) {
    const redisClient = this.redis.client;
    const store = this.store instanceof S3ImageStore ? this.store : undefined;
    const [database, redis, objectStore] = await Promise.all([
      within(this.dataSource.query<unknown>('SELECT 1').then((): PartState => 'up')),
      redisClient ? within(redisClient.ping().then((): PartState => 'up')) : undefined,
      store ? within(store.state()) : undefined,
    ]);
    const parts = { database, ...(redis && { redis }), ...(objectStore && { objectStore }) };
    const down = Object.entries(parts)
      .filter(([, state]) => state !== 'up')
      .map(([part]) => part);
    if (down.length) {
      res.status(503);
      res.setHeader('Retry-After', '5');
    }
    return { status: down.length ? 'unavailable' : 'ready', ...parts, ...(down.length && { down }) };
  }

  @Get()
  @HttpCode(200)
  async check(@Res({ passthrough: true }) res: Response) {
    try {
      await this.dataSource.query<unknown>('SELECT 1');
    } catch {
      res.status(503);
      return { status: 'error', database: 'down' };
    }
    const [databaseWritable, uploads] = await Promise.all([this.databaseWrites(), this.uploadsSpace()]);
    return {
      status: databaseWritable && uploads === 'ok' ? 'ok' : 'degraded',
      database: 'up',
      databaseWritable,
      uploads,
    };
  }

  /** A committed write (the WAL reaches the disk): false on a full disk or a read-only database. */
  private async databaseWrites(): Promise<boolean> {
    try {
      await this.dataSource.query<unknown>(
        `INSERT INTO health_probe (id, checked_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET checked_at = now()`,
      );
      return true;
    } catch {
      return false;
    }
  }

  private async uploadsSpace(): Promise<'ok' | 'full' | 'unknown'> {
    try {
      // The folder is made with the first upload: until then its disk is the data folder's.
      const fs = await statfs(this.config.uploadDir).catch(() => statfs(this.config.dataDir));
      return fs.bavail * fs.bsize >= UPLOADS_MIN_FREE_BYTES ? 'ok' : 'full';
    } catch {
      return 'unknown';
    }
  }
}
