import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CategoryEntity } from '../products/category.entity';
import { ColorEntity } from '../products/color.entity';
import { FavouriteEntity } from '../products/favourite.entity';
import { ProductImageEntity } from '../products/product-image.entity';
import { ProductEntity } from '../products/product.entity';
import { RatingEntity } from '../products/rating.entity';
import { UserEntity } from '../users/user.entity';
import { POOL_SIZE } from './embedded-postgres';
import { migrations } from './migrations';

export const entities = [UserEntity, ColorEntity, CategoryEntity, ProductEntity, ProductImageEntity, RatingEntity, FavouriteEntity];

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        type: 'postgres' as const,
        url: config.databaseUrl,
        entities,
        migrations,
        migrationsRun: true,
        synchronize: false,
        logging: false,
        // A statement that runs away is stopped instead of holding a connection.
        extra: { max: POOL_SIZE, statement_timeout: 5_000 },
      }),
    }),
  ],
})
export class DatabaseModule {}
