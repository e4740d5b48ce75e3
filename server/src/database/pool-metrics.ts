import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type PoolLike, trackPool } from '../common/metrics/metrics';
import { pgPoolOf } from '../common/seams';

/** The app's pg pool in the metrics (connections busy and idle, queries waiting for one) while it is open. */
@Injectable()
export class PoolMetrics implements OnModuleInit, OnApplicationShutdown {
  private forget?: () => void;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    const pool = pgPoolOf(this.dataSource) as PoolLike | undefined;
    if (pool && typeof pool.waitingCount === 'number') this.forget = trackPool(pool);
  }

  onApplicationShutdown(): void {
    this.forget?.();
  }
}
