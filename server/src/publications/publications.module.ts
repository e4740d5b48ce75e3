import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { FeedController } from './feed.controller';
import { PublicationEntity } from './publication.entity';
import { PublicationsController } from './publications.controller';
import { PublicationsResolver } from './publications.resolver';
import { PublicationsService } from './publications.service';

@Module({
  imports: [TypeOrmModule.forFeature([PublicationEntity]), MediaModule],
  controllers: [PublicationsController, FeedController],
  providers: [PublicationsService, PublicationsResolver],
  exports: [PublicationsService],
})
export class PublicationsModule {}
