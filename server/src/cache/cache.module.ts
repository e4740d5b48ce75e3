import { Module } from '@nestjs/common';
import { CacheService } from './cache.service';
import { ContentInvalidation } from './content-invalidation';

/**
 * What the shop keeps and when it is dropped (cache.service.ts). The domains never import it: they
 * publish what they changed (common/events), and ContentInvalidation listens.
 */
@Module({
  providers: [CacheService, ContentInvalidation],
  exports: [CacheService],
})
export class CacheModule {}
