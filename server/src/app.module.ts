import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Logger } from 'pino';
import { AccessGuard } from './common/auth/access.guard';
import { DomainEvents } from './common/events/domain-events';
import { AccountParts } from './common/events/account-parts';
import { PieceHolds } from './common/events/piece-holds';
import { SitemapEntries } from './common/http/sitemap-entries';
import { InsightSources } from './common/insight-sources';
import { DomainEventsRelay } from './common/events/domain-events-relay';
import { RequestContextService } from './common/context/request-context.service';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { LOGGER } from './common/logging/logger.provider';
import { PublicReads } from './common/http/public-reads';
import { validationPipe } from './common/http/validation';
import { RateLimitGuard, throttlerOptions } from './common/rate-limit/rate-limit';
import { RedisConnection } from './common/rate-limit/redis';
import { RequestRateLimit } from './common/rate-limit/request-limit';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { graphqlOptions } from './graphql/graphql-options';
import { PublicReadsPlugin } from './graphql/public-reads';
import { HealthController } from './health/health.controller';
import { MediaModule } from './media/media.module';
import { ProductsModule } from './products/products.module';
import { OpenApiModule } from './openapi/openapi.module';
import { UsersModule } from './users/users.module';
import { PublicationsModule } from './publications/publications.module';
import { CommentsModule } from './comments/comments.module';
import { I18nModule } from './i18n/i18n.module';
import { MailModule } from './mail/mail.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { OrdersModule } from './orders/orders.module';
import { InsightsModule } from './insights/insights.module';
import { CacheModule } from './cache/cache.module';
import { ScheduledPublishing } from './common/events/scheduled-publishing';

@Global()
@Module({})
class CoreModule {
  static register(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: CoreModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        RedisConnection,
        RequestRateLimit,
        DomainEvents,
        AccountParts,
        PieceHolds,
        SitemapEntries,
        InsightSources,
        DomainEventsRelay,
        ScheduledPublishing,
        PublicReads,
        PublicReadsPlugin,
      ],
      exports: [
        APP_CONFIG,
        LOGGER,
        RedisConnection,
        RequestRateLimit,
        DomainEvents,
        AccountParts,
        PieceHolds,
        SitemapEntries,
        InsightSources,
        ScheduledPublishing,
        DomainEventsRelay,
        PublicReads,
      ],
    };
  }
}

/** The shop's own modules: their controllers are the REST API that /api/openapi.json describes. */
export const FEATURE_MODULES = [
  I18nModule,
  MailModule,
  UsersModule,
  OpenApiModule,
  ProductsModule,
  PublicationsModule,
  CommentsModule,
  EnquiriesModule,
  OrdersModule,
  InsightsModule,
];

/** Controllers of the app module itself (answered outside the /api prefix). */
export const ROOT_CONTROLLERS = [HealthController];

@Module({})
export class AppModule {
  /** `extraModules`: more modules in the same app (tests add throwaway fixtures this way). */
  static register(config: AppConfig, logger: Logger, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.register(config, logger),
        DatabaseModule,
        ThrottlerModule.forRootAsync({
          inject: [RedisConnection],
          useFactory: (redis: RedisConnection) => throttlerOptions(config, redis),
        }),
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          ...graphqlOptions(config, logger),
        }),
        ...FEATURE_MODULES,
        CacheModule,
        // The image store for the readiness answer (HealthController).
        MediaModule,
        ...extraModules,
      ],
      controllers: ROOT_CONTROLLERS,
      providers: [
        RequestContextService,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_PIPE, useValue: validationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
