import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A picture a mail shows inline (`<img src="cid:…">`): a payment's QR code. `content` is base64. */
export interface InlineAttachment {
  cid: string;
  filename: string;
  contentType: string;
  content: string;
}

/**
 * One mail waiting in (or delivered from) the outbox. Its body is dropped once it is sent: a reset
 * link stays in the database only until it left.
 */
@Entity({ name: 'mail_outbox' })
@Index('mail_outbox_due_idx', ['nextAttemptAt'], { where: `"sent_at" IS NULL AND "failed_at" IS NULL` })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** What the mail is (password-reset, enquiry-to-maker, …): for the logs and the tests. */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ name: 'reply_to', type: 'varchar', length: 320, nullable: true })
  replyTo: string | null;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  /** Pictures the HTML shows inline (cid:), base64: a payment's QR code. Cleared with the body once sent. */
  @Column({ type: 'jsonb', nullable: true })
  attachments: InlineAttachment[] | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /** Until when the sender that claimed it may deliver it alone. */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;
}
