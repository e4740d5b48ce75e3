import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { MediaModule } from '../media/media.module';
import { ProductsModule } from '../products/products.module';
import { OrderEntity, OrderEventEntity, OrderNumberEntity, ShopSettingsEntity } from './order.entity';
import { OrderLinks } from './order-links';
import { OrderMailer } from './order-mailer';
import { OrderViews } from './order-views';
import { MakerOrdersService } from './maker-orders.service';
import { OrdersController } from './orders.controller';
import { OrdersResolver } from './orders.resolver';
import { OrdersSeeder } from './orders.seeder';
import { OrdersService } from './orders.service';
import { ReservationClock } from './reservation-clock';
import { ShopSettingsService } from './shop-settings.service';
import { OrderInsights } from './order-insights';

/** Orders: reserve a piece, pay by bank transfer, ship; a made-to-order request priced by the maker; her selling settings. */
@Module({
  imports: [
    TypeOrmModule.forFeature([OrderEntity, OrderEventEntity, OrderNumberEntity, ShopSettingsEntity]),
    MailModule,
    MediaModule,
    ProductsModule,
  ],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    MakerOrdersService,
    ShopSettingsService,
    OrderLinks,
    OrderViews,
    OrderMailer,
    OrdersResolver,
    ReservationClock,
    OrdersSeeder,
    OrderInsights,
  ],
  exports: [OrdersService],
})
export class OrdersModule {}
