import { randomUUID } from 'node:crypto';
import { decodeEnvelope, decodePayload, KafkaEventBus, openServiceDatabase, OutboxRelay, type DeliveredMessage } from '@dating/platform';
import { createTestDatabase, eventually, TEST_KAFKA_BROKERS, uniqueName } from '@dating/platform/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_TOPIC, BillingEvents } from '../contracts/billing-events.js';
import { LOW_BALANCE_THRESHOLD } from '../domain/index.js';
import { BILLING_MIGRATIONS } from '../infrastructure/billing-migrations.js';
import { BILLING_SCHEMA } from '../infrastructure/billing-schema.js';
import { openTestAccount } from '../testing/ledger-fixtures.js';
import { LedgerService } from './ledger.service.js';

/** The ledger's integration events leave through the outbox to Kafka, keyed by account, in stream order. */
describe('ledger events on Kafka', () => {
  let db: DataSource;
  let drop: () => Promise<void>;
  let bus: KafkaEventBus;
  let relay: OutboxRelay;

  beforeAll(async () => {
    const created = await createTestDatabase('ledger_events');
    drop = created.drop;
    db = await openServiceDatabase({ url: created.url, schema: BILLING_SCHEMA, migrations: BILLING_MIGRATIONS, poolSize: 6 });
    bus = new KafkaEventBus({ brokers: TEST_KAFKA_BROKERS, clientId: uniqueName('ledger-events'), sessionTimeoutMs: 6000 });
    relay = new OutboxRelay(db, BILLING_SCHEMA, bus, { pollIntervalMs: 50 });
  });

  afterAll(async () => {
    await relay?.stop();
    await bus?.close();
    await db?.destroy();
    await drop?.();
  });

  it('publishes grant, charges and BalanceLow keyed by the account, in stream order', async () => {
    const accountId = `m-${randomUUID()}`;
    const got: DeliveredMessage[] = [];
    const sub = await bus.subscribe({
      group: uniqueName('ledger-events'),
      topics: [ACCOUNTS_TOPIC],
      fromBeginning: true,
      handler: async (m) => void (m.key === accountId && got.push(m)),
    });
    const ledger = new LedgerService(db, () => relay.kick());
    await openTestAccount(db, ledger, { accountId, credits: 25 });
    for (let i = 0; i < 2; i++) {
      await ledger.execute({
        accountId,
        actor: `member:${accountId}`,
        command: { type: 'ChargeCredits', chargeId: randomUUID(), service: 'write_letter', unitPrice: 10, quantity: 1, reference: 'w1' },
      });
    }
    relay.start();
    await eventually(
      async () => got.length,
      (n) => n >= 4,
      30_000,
      50,
    );
    await sub.close();

    const envelopes = got.map((m) => decodeEnvelope(m.value));
    expect(envelopes.map((e) => e.type)).toEqual([
      'billing.v1.CreditsGranted',
      'billing.v1.CreditsCharged',
      'billing.v1.CreditsCharged',
      'billing.v1.BalanceLow',
    ]);
    expect(envelopes.every((e) => e.streamId === accountId)).toBe(true);
    // Account opened is version 1 (internal); the published ones follow it densely.
    expect(envelopes.slice(0, 3).map((e) => Number(e.streamVersion))).toEqual([2, 3, 4]);
    const low = decodePayload(BillingEvents.BalanceLow, envelopes[3]!);
    expect(Number(low.available)).toBe(5);
    expect(Number(low.threshold)).toBe(LOW_BALANCE_THRESHOLD);
  });
});
