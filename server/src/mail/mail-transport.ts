import { chmod, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { InlineAttachment } from './mail-outbox.entity';

/** A mail as the sender hands it to the transport. */
export interface OutgoingMail {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: InlineAttachment[] | null;
  createdAt: Date;
}

/** The links a mail carries (for the log line of a mail written to the outbox folder). */
export const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];

/**
 * Where a mail goes: the SMTP server of SMTP_URL (nodemailer), or without it an .eml file in the
 * outbox folder, its subject and links logged, so a newcomer follows a reset link with no mail server.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter;
  private readonly toFolder: boolean;
  /** Whether the outbox folder was made private in this process (once). */
  private privateFolder = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const { smtpUrl } = config.mail;
    this.toFolder = !smtpUrl;
    // Timeouts well under the sender's lease: a mail is never still being sent when another sender may claim it.
    this.transporter = smtpUrl
      ? createTransport({
          url: smtpUrl,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
          disableFileAccess: true,
          disableUrlAccess: true,
        })
      : createTransport({
          streamTransport: true,
          buffer: true,
          newline: 'unix',
          disableFileAccess: true,
          disableUrlAccess: true,
        });
  }

  /** Resolves once the SMTP server took the mail (or the file is written); throws when it did not. */
  async send(mail: OutgoingMail): Promise<void> {
    const domain = /@([^>\s]+)>?\s*$/.exec(this.config.mail.from)?.[1] ?? 'soutache.localhost';
    const info = await this.transporter.sendMail({
      from: this.config.mail.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments?.map(({ cid, filename, contentType, content }) => ({
        cid,
        filename,
        contentType,
        content: Buffer.from(content, 'base64'),
      })),
      // The same id on every try of one mail: a receiver that got it twice (a crash after the server took it) sees one.
      messageId: `<outbox-${mail.id}.${mail.createdAt.getTime()}@${domain}>`,
    });
    if (!this.toFolder) return;
    const folder = this.config.mail.outboxDir;
    await this.ensurePrivateFolder(folder);
    const name = `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}-${mail.kind}.eml`;
    // Written whole, then renamed: a reader of the folder never sees half a mail.
    await writeFile(join(folder, `.${name}.tmp`), info.message as Buffer, { mode: 0o600 });
    await rename(join(folder, `.${name}.tmp`), join(folder, name));
    this.logger.info(
      {
        event: 'mail_written',
        file: join(folder, name),
        to: mail.to,
        subject: mail.subject,
        links: linksIn(mail.text),
      },
      `mail written to the outbox folder: ${mail.subject}`,
    );
  }

  /** The outbox holds live reset links: its folder is the shop user's alone, even one made before with another mode. */
  private async ensurePrivateFolder(folder: string): Promise<void> {
    if (this.privateFolder) return;
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const { mode } = await stat(folder);
    this.privateFolder = true;
    if (mode & 0o077) {
      await chmod(folder, mode & 0o700).catch((error: Error) =>
        this.logger.warn(
          { folder, err: error },
          'the outbox folder is open to other accounts and cannot be made private',
        ),
      );
    }
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
