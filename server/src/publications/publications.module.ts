import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { ProductsModule } from '../products/products.module';
import { BackgroundPicturesService } from './background-pictures.service';
import { FeedController } from './feed.controller';
import { PublicationEntity } from './publication.entity';
import { PublicationsController } from './publications.controller';
import { PublicationsResolver } from './publications.resolver';
import { PublicationsSeeder } from './publications.seeder';
import { PublicationsService } from './publications.service';
import { PublicationInsights } from './publication-insights';

@Module({
  imports: [TypeOrmModule.forFeature([PublicationEntity]), MediaModule, ProductsModule],
  controllers: [PublicationsController, FeedController],
  providers: [
    PublicationsService,
    BackgroundPicturesService,
    PublicationsResolver,
    PublicationsSeeder,
    PublicationInsights,
  ],
  exports: [PublicationsService],
})
export class PublicationsModule {}
