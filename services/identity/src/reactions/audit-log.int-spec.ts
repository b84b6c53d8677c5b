import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  createSiteApp,
  encodeEvent,
  KafkaEventBus,
  recordStaffAction,
  type Runtime,
  RuntimeModule,
  type ServiceDb,
  STAFF_ACTIONS_TOPIC,
  StaffActionRecorded,
  TokenSigner,
} from '@dating/platform';
import { createTestDatabase, eventually, TEST_KAFKA_BROKERS, TEST_TOKEN_SECRET, uniqueName } from '@dating/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityModule } from '../identity.module.js';
import { IDENTITY_DB } from '../identity.tokens.js';
import { type IdentityTestApp, startIdentityTestApp } from '../testing/index.js';

/**
 * identity's audit log consumes `StaffActionRecorded` of every service from `platform.staff-actions.v1`:
 * on the in-process bus of the embedded default, and on Kafka as split mode runs it.
 */

/** A staff action as another service's outbox sends it. */
function foreignAction(overrides: { eventId?: string; service?: string; before?: string; after?: string; recordId?: string } = {}) {
  return encodeEvent(
    StaffActionRecorded,
    {
      actorStaffId: '1001',
      actorRole: 'finance',
      action: 'credits.grant',
      resource: 'accounts',
      recordId: overrides.recordId ?? '100001',
      beforeJson: overrides.before ?? '{"available":10}',
      afterJson: overrides.after ?? '{"available":60}',
      ip: '203.0.113.7',
      userAgent: 'browser/1',
      service: overrides.service ?? 'billing-ledger',
    },
    { streamId: 'staff:1001', actor: 'staff:1001', eventId: overrides.eventId, occurredAt: new Date('2030-01-02T03:04:05Z') },
  );
}

async function rowsOf(db: ServiceDb, eventId: string) {
  return db.query<Record<string, unknown>>(`SELECT * FROM identity.audit_log WHERE event_id = $1`, [eventId]);
}

describe('the audit log on the in-process bus', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await startIdentityTestApp({ redis: false });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("keeps another service's staff action once, however often it is delivered", async () => {
    const event = foreignAction();
    const message = { topic: STAFF_ACTIONS_TOPIC, key: event.key, value: event.envelope };
    expect(event.topic).toBe(STAFF_ACTIONS_TOPIC);
    await t.bus.publish([message]);
    await t.bus.publish([message]);
    const rows = await eventually(
      () => rowsOf(t.db, event.eventId),
      (r) => r.length > 0,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        event_id: event.eventId,
        service: 'billing-ledger',
        actor_staff_id: '1001',
        actor_role: 'finance',
        action: 'credits.grant',
        resource: 'accounts',
        record_id: '100001',
        before: { available: 10 },
        after: { available: 60 },
        ip: '203.0.113.7',
        user_agent: 'browser/1',
        at: new Date('2030-01-02T03:04:05Z'),
      }),
    ]);
  });

  it('stores what jsonb would refuse instead of stopping the consumer on it', async () => {
    const odd = foreignAction({ before: '{"reason":"a\\u0000b"}', after: 'not json', recordId: 'x\u0000y' });
    const next = foreignAction();
    await t.bus.publish([odd, next].map((e) => ({ topic: STAFF_ACTIONS_TOPIC, key: e.key, value: e.envelope })));
    const [row] = await eventually(
      () => rowsOf(t.db, odd.eventId),
      (r) => r.length > 0,
    );
    expect(row).toMatchObject({ before: { reason: 'a\\u0000b' }, after: { unreadable: 'not json' }, record_id: 'x\\u0000y' });
    expect(await rowsOf(t.db, next.eventId)).toHaveLength(1);
  });

  it("records identity's own action in the action's transaction, or not at all", async () => {
    const actor = { staffId: '1001', role: 'admin' as const, ip: '127.0.0.1', userAgent: 'test' };
    const failed = t.db.transaction(async (tx) => {
      await recordStaffAction(tx, 'identity', actor, { action: 'test.fail', resource: 'members', recordId: 'rolled-back', before: null, after: { a: 1 } });
      throw new Error('the action failed');
    });
    await expect(failed).rejects.toThrow('the action failed');
    await t.db.transaction((tx) =>
      recordStaffAction(tx, 'identity', actor, { action: 'test.ok', resource: 'members', recordId: 'kept', before: null, after: { a: 1 } }),
    );
    const kept = await eventually(
      () => t.db.query(`SELECT action FROM identity.audit_log WHERE record_id IN ('rolled-back', 'kept')`),
      (r) => r.length > 0,
    );
    expect(kept).toEqual([{ action: 'test.ok' }]);
    const inOutbox = (recordId: string) =>
      t.db.query(`SELECT 1 FROM identity.outbox WHERE type = 'platform.v1.StaffActionRecorded' AND position(convert_to($1, 'UTF8') in envelope) > 0`, [
        recordId,
      ]);
    expect(await inOutbox('rolled-back')).toEqual([]);
    expect(await inOutbox('kept')).toHaveLength(1);
  });
});

describe('the audit log on Kafka (split mode)', () => {
  let app: NestExpressApplication;
  let bus: KafkaEventBus;
  let producer: KafkaEventBus;
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    const database = await createTestDatabase('audit_kafka');
    drop = database.drop;
    dataDir = await mkdtemp(join(tmpdir(), 'audit-kafka-'));
    bus = new KafkaEventBus({ brokers: TEST_KAFKA_BROKERS, clientId: uniqueName('identity'), sessionTimeoutMs: 6000 });
    producer = new KafkaEventBus({ brokers: TEST_KAFKA_BROKERS, clientId: uniqueName('billing') });
    const runtime: Runtime = {
      databaseUrl: database.url,
      embedded: false,
      bus,
      redis: null,
      tokens: new TokenSigner(TEST_TOKEN_SECRET),
      dataDir,
      publicUrl: 'http://127.0.0.1',
      devProviders: true,
    };
    app = await createSiteApp({ module: class AuditKafkaApp {}, imports: [RuntimeModule.forRoot(runtime), IdentityModule.register()] } satisfies DynamicModule);
    await app.init();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await bus?.close();
    await producer?.close();
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("receives another process's staff actions on platform.staff-actions.v1, and its own through its outbox", async () => {
    const db = app.get<ServiceDb>(IDENTITY_DB, { strict: false });
    const foreign = foreignAction({ eventId: randomUUID() });
    await producer.publish([{ topic: STAFF_ACTIONS_TOPIC, key: foreign.key, value: foreign.envelope }]);
    const actor = { staffId: '1002', role: 'site_moderator' as const, ip: '127.0.0.1', userAgent: 'test' };
    await db.transaction((tx) =>
      recordStaffAction(tx, 'identity', actor, { action: 'member.ban', resource: 'members', recordId: '100009', before: null, after: null }),
    );
    const rows = await eventually(
      () =>
        db.query<{ service: string; action: string }>(
          `SELECT service, action FROM identity.audit_log WHERE event_id = $1 OR record_id = '100009' ORDER BY service`,
          [foreign.eventId],
        ),
      (r) => r.length === 2,
      30_000,
    );
    expect(rows).toEqual([
      { service: 'billing-ledger', action: 'credits.grant' },
      { service: 'identity', action: 'member.ban' },
    ]);
  }, 60_000);
});
