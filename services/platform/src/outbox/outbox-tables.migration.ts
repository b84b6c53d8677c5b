import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox and inbox of one service schema. Every service lists this first among its
 * migrations; the timestamp keeps it before the service's own tables.
 */
export function outboxTablesMigration(schema: string): new () => MigrationInterface {
  return class OutboxTables implements MigrationInterface {
    name = `OutboxTables1000000000000`;

    async up(q: QueryRunner): Promise<void> {
      await q.query(`CREATE TABLE "${schema}".outbox (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        topic text NOT NULL,
        key text NOT NULL,
        envelope bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
      await q.query(`CREATE INDEX outbox_unpublished ON "${schema}".outbox (id) WHERE published_at IS NULL`);
      await q.query(`CREATE TABLE "${schema}".inbox (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP TABLE "${schema}".inbox`);
      await q.query(`DROP TABLE "${schema}".outbox`);
    }
  };
}
