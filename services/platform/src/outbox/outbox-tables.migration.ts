import type { MigrationInterface, QueryRunner } from 'typeorm';
import { chargeJournalMigration } from '../database/charge-journal.js';

/**
 * The kernel's migrations of one service schema (its outbox, inbox and charge journal). Every service lists these
 * first among its migrations; their timestamps keep them before the service's own tables, and a
 * database migrated before one of them was added still runs it (TypeORM runs every pending one).
 */
export function kernelMigrations(schema: string): (new () => MigrationInterface)[] {
  return [outboxTablesMigration(schema), inboxAppliedAtMigration(schema), chargeJournalMigration(schema)];
}

/** The outbox and inbox of one service schema. */
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

/** The inbox by age, for the relay's pruning of rows older than the redelivery window. */
export function inboxAppliedAtMigration(schema: string): new () => MigrationInterface {
  return class InboxAppliedAt implements MigrationInterface {
    name = `InboxAppliedAt1000000000001`;

    async up(q: QueryRunner): Promise<void> {
      await q.query(`CREATE INDEX IF NOT EXISTS inbox_applied_at ON "${schema}".inbox (applied_at)`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP INDEX IF EXISTS "${schema}".inbox_applied_at`);
    }
  };
}
