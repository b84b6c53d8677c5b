import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A man's paid letter between its charge and its delivery (send-letter's journal): written before
 * the charge, deleted by the delivery's statement. A row older than the grace period is a letter
 * whose process or database failed in between; the deliver-unsent-letters job charges it again
 * under the same key (the ledger answers the first charge) and delivers it, so no credit is taken
 * for a letter that is never delivered.
 */
export class UnsentLetters1769000000000 implements MigrationInterface {
  name = 'UnsentLetters1769000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE mail.unsent_letters (
      sender_id bigint NOT NULL,
      client_letter_id text NOT NULL,
      letter_id bigint NOT NULL,
      letter jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (sender_id, client_letter_id)
    )`);
    // The job's scan for rows past the grace period.
    await q.query(`CREATE INDEX unsent_letters_age ON mail.unsent_letters (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail.unsent_letters`);
  }
}
