import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { EventEnvelopeSchema } from '@dating/proto/platform/v1/envelope_pb';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { on } from '../events/event-consumer.js';
import { decodeEnvelope, defineEvent, encodeEvent } from '../events/event-definition.js';
import { kernelMigrations } from '../outbox/outbox-tables.migration.js';
import { eventually, startTestApp, type TestApp } from '../testing/test-app.js';
import { type ServiceDb, ServiceDatabaseModule } from './service-db.js';

const NOTES_DB = Symbol('NOTES_DB');
const NoteAdded = defineEvent({ type: 'notes.v1.NoteAdded', version: 1, topic: 'notes.notes.v1', schema: EventEnvelopeSchema });
const NoteCounted = defineEvent({ type: 'notes.v1.NoteCounted', version: 1, topic: 'notes.counts.v1', schema: EventEnvelopeSchema });

class NotesTables implements MigrationInterface {
  name = 'NotesTables1700000000000';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notes.notes (id serial PRIMARY KEY, text text NOT NULL)`);
    await q.query(`CREATE TABLE notes.counts (n int NOT NULL)`);
    await q.query(`INSERT INTO notes.counts VALUES (0)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notes.notes, notes.counts`);
  }
}

/** A service of a few lines: its database from the kernel, a reaction to its own event. */
@Injectable()
class NotesReactions implements OnModuleInit {
  constructor(@Inject(NOTES_DB) private readonly db: ServiceDb) {}
  onModuleInit(): void {
    this.db.onEvents('notes.count-notes', [
      on(NoteAdded, async (_payload, envelope, manager) => {
        await manager.query(`UPDATE notes.counts SET n = n + 1`);
        const { appendToOutbox } = await import('../outbox/outbox.js');
        await appendToOutbox(manager, 'notes', [encodeEvent(NoteCounted, {}, { streamId: envelope.streamId, actor: 'system:notes' })]);
      }),
    ]);
  }
}

@Module({
  imports: [ServiceDatabaseModule.forService({ token: NOTES_DB, schema: 'notes', migrations: [...kernelMigrations('notes'), NotesTables] })],
  providers: [NotesReactions],
})
class NotesModule {}

describe('ServiceDatabaseModule', () => {
  let t: TestApp;
  let db: ServiceDb;

  beforeAll(async () => {
    t = await startTestApp({ imports: [NotesModule] });
    db = t.app.get<ServiceDb>(NOTES_DB);
  });
  afterAll(async () => t?.close());

  it('migrates the schema, commits state and events together, and publishes them at once', async () => {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(`INSERT INTO notes.notes (text) VALUES ($1) RETURNING id`, ['hello']);
      await tx.publish([encodeEvent(NoteAdded, {}, { streamId: `note-${row!.id}`, actor: 'member:1' })]);
      return row!.id;
    });
    expect(id).toBe(1);
    // The relay runs (started with the app) and was kicked after the commit; the reaction applied it once.
    const counted = await eventually(
      () => db.query<{ n: number }>(`SELECT n FROM notes.counts`),
      (rows) => rows[0]!.n === 1,
    );
    expect(counted[0]!.n).toBe(1);
    const published = await eventually(
      () => db.query<{ type: string; envelope: Buffer }>(`SELECT type, envelope FROM notes.outbox WHERE published_at IS NOT NULL ORDER BY id`),
      (rows) => rows.length === 2,
    );
    expect(published.map((r) => r.type)).toEqual(['notes.v1.NoteAdded', 'notes.v1.NoteCounted']);
    expect(decodeEnvelope(published[1]!.envelope).causationId).toBe(decodeEnvelope(published[0]!.envelope).eventId);
  });

  it('rolls back state and events together', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO notes.notes (text) VALUES ('lost')`);
        await tx.publish([encodeEvent(NoteAdded, {}, { streamId: 'note-lost', actor: 'member:1' })]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query(`SELECT 1 FROM notes.notes WHERE text = 'lost'`)).toEqual([]);
    expect(await db.query(`SELECT 1 FROM notes.outbox WHERE key = 'note-lost'`)).toEqual([]);
  });
});
