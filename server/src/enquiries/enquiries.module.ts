import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { MediaModule } from '../media/media.module';
import { ProductsModule } from '../products/products.module';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesResolver } from './enquiries.resolver';
import { EnquiriesService } from './enquiries.service';
import { EnquiryEntity } from './enquiry.entity';
import { EnquiryInsights } from './enquiry-insights';

/** Questions to the maker: kept, mailed, and listed for admins. */
@Module({
  imports: [TypeOrmModule.forFeature([EnquiryEntity]), MailModule, MediaModule, ProductsModule],
  controllers: [EnquiriesController],
  providers: [EnquiriesService, EnquiriesResolver, EnquiryInsights],
})
export class EnquiriesModule {}
