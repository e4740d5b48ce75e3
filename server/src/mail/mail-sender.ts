import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { InlineAttachment } from './mail-outbox.entity';
import { MailTransport } from './mail-transport';

interface ClaimedRow {
  id: number;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: InlineAttachment[] | null;
  attempts: number;
  created_at: Date;
}

/** How long a sent or given-up mail's row (its recipient, subject and kind) is kept: long enough to answer "did it go?". */
export const OUTBOX_KEEP_DAYS = 30;
const PRUNE_EVERY_MS = 3_600_000;

/** The wait before try n+1: 5 s doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers the outbox. A mail is claimed by one statement that takes a lease on the oldest due row
 * nobody holds (`FOR UPDATE SKIP LOCKED`: several instances never pick the same one, and PGlite runs
 * it as well), then sent, then marked sent under the same lease (its `attempts` is the fence: a sender
 * whose lease ran out and was claimed again marks nothing). A mail committed but not yet sent when
 * the process dies (kill -9) is still due after the restart; one claimed and not marked is due again
 * once its lease ran out. Its stable Message-ID lets a receiver drop the one copy a crash between the
 * SMTP server's answer and the mark could repeat.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.mail.sender) return;
    this.timer = setInterval(() => this.kick(), this.config.mail.pollMs);
    this.timer.unref();
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
    void this.prune();
    // What a stopped (or killed) instance left due goes at start.
    this.kick();
  }

  /** Delivers what is due now (a new mail right after its commit); one delivery run at a time per instance. */
  kick(): void {
    if (!this.config.mail.sender || this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) =>
        this.logger.warn(
          { event: 'mail_outbox_unreachable', err: error },
          'the outbox could not be read; tried again shortly',
        ),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the delivery run under way (tests, and a stop). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    clearInterval(this.pruneTimer);
    await this.running;
  }

  /** Forgets the mails sent or given up more than OUTBOX_KEEP_DAYS ago: an address is not kept for ever. */
  async prune(): Promise<number> {
    try {
      const [, removed] = await this.dataSource.query<[unknown[], number]>(
        `DELETE FROM mail_outbox WHERE coalesce(sent_at, failed_at) < now() - ($1 * interval '1 day')`,
        [OUTBOX_KEEP_DAYS],
      );
      if (removed) this.logger.info({ event: 'mail_outbox_pruned', removed }, 'old sent mails forgotten');
      return removed;
    } catch (error) {
      this.logger.warn(
        { event: 'mail_outbox_unreachable', err: error },
        'old sent mails could not be forgotten; tried again later',
      );
      return 0;
    }
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      const row = await this.claim();
      if (!row) return;
      await this.deliver(row);
    }
  }

  private async claim(): Promise<ClaimedRow | undefined> {
    const [rows] = await this.dataSource.query<[ClaimedRow[], number]>(
      `UPDATE mail_outbox SET attempts = attempts + 1, lease_until = now() + ($1 * interval '1 millisecond')
        WHERE id = (
          SELECT id FROM mail_outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
           ORDER BY next_attempt_at, id LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, recipient, reply_to, subject, html, text, attachments, attempts, created_at`,
      [this.config.mail.leaseMs],
    );
    return rows[0];
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    try {
      await this.transport.send({
        id: row.id,
        kind: row.kind,
        to: row.recipient,
        replyTo: row.reply_to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments: row.attachments,
        createdAt: new Date(row.created_at),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= this.config.mail.maxAttempts;
      await this.dataSource.query<unknown>(
        `UPDATE mail_outbox SET lease_until = NULL, last_error = $3, next_attempt_at = now() + ($4 * interval '1 millisecond'), failed_at = CASE WHEN $5 THEN now() END
          WHERE id = $1 AND attempts = $2`,
        [row.id, row.attempts, message.slice(0, 500), retryDelayMs(row.attempts), giveUp],
      );
      const log = {
        event: giveUp ? 'mail_failed' : 'mail_retry',
        mailId: row.id,
        kind: row.kind,
        attempts: row.attempts,
        err: message,
      };
      if (giveUp) this.logger.error(log, 'a mail could not be delivered and was given up');
      else this.logger.warn(log, 'a mail could not be delivered; it is tried again later');
      return;
    }
    // Sent: the body (a reset link) leaves the database.
    await this.dataSource.query<unknown>(
      `UPDATE mail_outbox SET sent_at = now(), lease_until = NULL, html = NULL, text = NULL, attachments = NULL, last_error = NULL WHERE id = $1 AND attempts = $2`,
      [row.id, row.attempts],
    );
    this.logger.info(
      { event: 'mail_sent', mailId: row.id, kind: row.kind, attempts: row.attempts },
      'mail sent',
    );
  }
}
