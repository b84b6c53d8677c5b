import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The men who sent a lady a gift that was delivered (profiles' GiftDecided, the site's accept): she
 * may write to him, her thank-you letter (the spec's gift letter), though he never wrote to her.
 */
export class GiftThanks1768500000000 implements MigrationInterface {
  name = 'GiftThanks1768500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE mail.gift_senders (
      lady_id bigint NOT NULL,
      man_id bigint NOT NULL,
      delivered_at timestamptz NOT NULL,
      PRIMARY KEY (lady_id, man_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail.gift_senders`);
  }
}
