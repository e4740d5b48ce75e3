import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { UsersModule } from '../users/users.module';
import { CategoryEntity } from './category.entity';
import { ColorEntity } from './color.entity';
import { DemoCatalogueService } from './demo/demo-catalogue.service';
import { FavouriteEntity } from './favourite.entity';
import { ProductImageEntity } from './product-image.entity';
import { ProductEntity } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductsResolver } from './products.resolver';
import { ProductsSeeder } from './products.seeder';
import { ProductsService } from './products.service';
import { RatingEntity } from './rating.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([ColorEntity, CategoryEntity, ProductEntity, ProductImageEntity, RatingEntity, FavouriteEntity]),
    MediaModule,
    UsersModule,
  ],
  controllers: [ProductsController],
  providers: [ProductsService, ProductsResolver, DemoCatalogueService, ProductsSeeder],
  exports: [ProductsService],
})
export class ProductsModule {}
