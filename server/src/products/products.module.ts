import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { UsersModule } from '../users/users.module';
import { CatalogueWritesController } from './catalogue-writes.controller';
import { CatalogueWritesResolver } from './catalogue-writes.resolver';
import { CatalogueWritesService } from './catalogue-writes.service';
import { CategoryEntity } from './category.entity';
import { ColorEntity } from './color.entity';
import { DemoCatalogueService } from './demo/demo-catalogue.service';
import { DemoPicturesPass } from './demo/demo-pictures-pass';
import { EngagementController } from './engagement.controller';
import { EngagementResolver } from './engagement.resolver';
import { FavouritesService } from './favourites.service';
import { FavouriteEntity } from './favourite.entity';
import { ProductImageEntity } from './product-image.entity';
import { ProductEntity } from './product.entity';
import { ProductPicturesService } from './product-pictures.service';
import { ProductsController } from './products.controller';
import { PieceHoldsResolver } from './piece-holds.resolver';
import { ProductsResolver } from './products.resolver';
import { ProductsSeeder } from './products.seeder';
import { ProductsService } from './products.service';
import { RatingEntity } from './rating.entity';
import { RatingsService } from './ratings.service';
import { SitemapController } from './sitemap.controller';
import { ProductInsights } from './product-insights';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ColorEntity,
      CategoryEntity,
      ProductEntity,
      ProductImageEntity,
      RatingEntity,
      FavouriteEntity,
    ]),
    MediaModule,
    UsersModule,
  ],
  controllers: [ProductsController, EngagementController, SitemapController, CatalogueWritesController],
  providers: [
    ProductsService,
    ProductsResolver,
    PieceHoldsResolver,
    CatalogueWritesService,
    CatalogueWritesResolver,
    RatingsService,
    FavouritesService,
    EngagementResolver,
    DemoCatalogueService,
    DemoPicturesPass,
    ProductsSeeder,
    ProductPicturesService,
    ProductInsights,
  ],
  exports: [ProductsService, CatalogueWritesService, ProductsSeeder],
})
export class ProductsModule {}
