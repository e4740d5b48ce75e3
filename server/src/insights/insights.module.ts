import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InsightsController } from './insights.controller';
import { InsightsResolver } from './insights.resolver';
import { InsightsService } from './insights.service';
import { PageViewEntity } from './page-view.entity';
import { PageViewsService } from './page-views.service';
import { ReferrerViewEntity } from './referrer-view.entity';

/** The maker's insights: page views and arrivals counted here, engagement from the domains that see it. */
@Module({
  imports: [TypeOrmModule.forFeature([PageViewEntity, ReferrerViewEntity])],
  controllers: [InsightsController],
  providers: [InsightsService, InsightsResolver, PageViewsService],
  exports: [PageViewsService],
})
export class InsightsModule {}
