import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The durable outbox (server/src/mail): a mail is a row written in the transaction of what caused it,
 * delivered afterwards by a sender that claims it with a lease, so no mail is lost and none sent twice.
 */
export class MailOutbox1770000000001 implements MigrationInterface {
  name = 'MailOutbox1770000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "mail_outbox" (
        "id" SERIAL PRIMARY KEY,
        "kind" varchar(40) NOT NULL,
        "recipient" varchar(320) NOT NULL,
        "reply_to" varchar(320),
        "subject" varchar(300) NOT NULL,
        "html" text,
        "text" text,
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "lease_until" timestamptz,
        "last_error" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        "failed_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }
}
