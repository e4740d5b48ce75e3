import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { POOL_SIZE } from './embedded-postgres';
import { migrations } from './migrations';
import { PoolMetrics } from './pool-metrics';
import { SeedRunner } from './seed/seed-runner';
import { TransactionalConnection } from './transactional-connection';

/**
 * Connects, migrates and runs the seeders. It knows no domain: each domain module registers its
 * entities (TypeOrmModule.forFeature) and seeds its own rows through a @Seeder() provider. Global, as
 * every domain's services reach the database through its TransactionalConnection.
 */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        type: 'postgres' as const,
        url: config.databaseUrl,
        autoLoadEntities: true,
        migrations,
        migrationsRun: true,
        synchronize: false,
        logging: false,
        // A statement that runs away is stopped instead of holding a connection.
        extra: { max: POOL_SIZE, statement_timeout: 5_000 },
      }),
    }),
  ],
  providers: [SeedRunner, TransactionalConnection, PoolMetrics],
  exports: [SeedRunner, TransactionalConnection],
})
export class DatabaseModule {}
