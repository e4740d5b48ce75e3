import { statfs } from 'node:fs/promises';
import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Allow } from '../common/auth/allow.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Below this much free space the image store says it is full (an upload's variants take a few MB). */
const UPLOADS_MIN_FREE_BYTES = 50 * 1024 * 1024;

/**
 * Liveness and readiness: 200 when the database answers, 503 when it does not. Whether the shop can
 * write is told beside it (a read-only or full database, an image folder out of space): such a shop
 * still serves its pages, so it stays 200 with `status: "degraded"`.
 */
@Controller('health')
@Allow('anyone')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @HttpCode(200)
  async check(@Res({ passthrough: true }) res: Response) {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      res.status(503);
      return { status: 'error', database: 'down' };
    }
    const [databaseWritable, uploads] = await Promise.all([this.databaseWrites(), this.uploadsSpace()]);
    return { status: databaseWritable && uploads === 'ok' ? 'ok' : 'degraded', database: 'up', databaseWritable, uploads };
  }

  /** A committed write (the WAL reaches the disk): false on a full disk or a read-only database. */
  private async databaseWrites(): Promise<boolean> {
    try {
      await this.dataSource.query(`INSERT INTO health_probe (id, checked_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET checked_at = now()`);
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
