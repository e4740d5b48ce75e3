import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { IMAGE_STORE, LocalImageStore } from '../media/image-store';
import { CategoryEntity } from './category.entity';
import { ColorEntity } from './color.entity';
import { DemoCatalogueService } from './demo/demo-catalogue.service';
import { FavouriteEntity } from './favourite.entity';
import { ProductImageEntity } from './product-image.entity';
import { ProductEntity } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductsResolver } from './products.resolver';
import { ProductsService } from './products.service';
import { RatingEntity } from './rating.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ColorEntity, CategoryEntity, ProductEntity, ProductImageEntity, RatingEntity, FavouriteEntity])],
  controllers: [ProductsController],
  providers: [
    ProductsService,
    ProductsResolver,
    DemoCatalogueService,
    { provide: IMAGE_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalImageStore(config.uploadDir) },
  ],
  exports: [ProductsService, DemoCatalogueService],
})
export class ProductsModule {}
