import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailSender } from './mail-sender';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { RecipientLimit } from './recipient-limit';

/** E-mail: templates (MJML), the durable outbox and its sender, SMTP or the outbox folder. */
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntity])],
  providers: [MailService, MailSender, MailTransport, RecipientLimit],
  exports: [MailService],
})
export class MailModule {}
