import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../common/context/request-context';
import { TransactionalConnection } from '../database/transactional-connection';
import type { Language } from '../i18n/locale';
import { renderMail, type RenderedMail } from './mail-layout';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailSender } from './mail-sender';
import { RecipientLimit } from './recipient-limit';
import { mailContent, type MailTemplate } from './mail-templates';

export type { MailPiece, MailTemplate } from './mail-templates';
export type { MailBlock, MailContent, RenderedMail } from './mail-layout';
export { SHOP_NAME } from './mail-layout';

/** A composed mail and where it goes. */
export interface QueuedMail {
  to: string;
  replyTo?: string;
  kind: MailTemplate['kind'];
  mail: RenderedMail;
  /** Pictures the mail shows inline, by the cid its HTML names (cid:payment-qr). */
  attachments?: { cid: string; filename: string; contentType: string; content: Buffer }[];
}

/**
 * The shop's mail, for every domain: compose a mail in the recipient's language, then queue it in the
 * caller's transaction (it leaves only if that commits, and then whatever happens to this process).
 */
@Injectable()
export class MailService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly sender: MailSender,
    private readonly recipients: RecipientLimit,
  ) {}

  /** Counts one more mail to an address the shop has not verified, and says whether it may go (recipient-limit.ts). */
  mayMailUnverified(address: string): Promise<boolean> {
    return this.recipients.allows(address);
  }

  /** The HTML and text of a mail. Compose before opening a transaction: it is CPU work, not database work. */
  async compose(locale: Language, template: MailTemplate, to: string, replyTo?: string): Promise<QueuedMail> {
    return { to, replyTo, kind: template.kind, mail: await renderMail(mailContent(locale, template)) };
  }

  /** Queues mails in the context's transaction (or alone); the sender is woken once it committed. */
  async enqueue(ctx: RequestContext, ...mails: QueuedMail[]): Promise<void> {
    if (!mails.length) return;
    await this.db
      .manager(ctx)
      .createQueryBuilder()
      .insert()
      .into(MailOutboxEntity)
      .values(
        mails.map(({ to, replyTo, kind, mail, attachments }) => ({
          kind,
          recipient: to,
          replyTo: replyTo ?? null,
          subject: mail.subject.slice(0, 300),
          html: mail.html,
          text: mail.text,
          attachments:
            attachments?.map((file) => ({ ...file, content: file.content.toString('base64') })) ?? null,
        })),
      )
      .execute();
    await this.db.afterCommit(ctx, () => this.sender.kick());
  }
}
