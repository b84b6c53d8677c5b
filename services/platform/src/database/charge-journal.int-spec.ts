import { Module } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteError } from '../api/site-error.js';
import { kernelMigrations } from '../outbox/outbox-tables.migration.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { ChargeJournal } from './charge-journal.js';
import { type ServiceDb, ServiceDatabaseModule } from './service-db.js';

const SHOP_DB = Symbol('SHOP_DB');

@Module({ imports: [ServiceDatabaseModule.forService({ token: SHOP_DB, schema: 'shop', migrations: kernelMigrations('shop') })] })
class ShopModule {}

describe('ChargeJournal on PostgreSQL', () => {
  let t: TestApp;
  let db: ServiceDb;
  const entryOf = async (key: string) =>
    (await db.query<{ entry: { n: number } }>(`SELECT entry FROM shop.charge_journal WHERE key = $1`, [key]))[0]?.entry ?? null;

  beforeAll(async () => {
    t = await startTestApp({ imports: [ShopModule] });
    db = t.app.get<ServiceDb>(SHOP_DB, { strict: false });
  });
  afterAll(async () => t?.close());

  it('journals each of many payments made at once before its charge runs, and a refused charge drops only its own entry', async () => {
    const journal = new ChargeJournal<{ n: number }>(db, 'order');
    const keys = Array.from({ length: 30 }, (_, i) => `order:${i}`);
    const journalledBeforeCharge: (number | null)[] = [];
    const answers = await Promise.allSettled(
      keys.map((key, n) =>
        journal.pay(
          key,
          { n },
          async () => {
            journalledBeforeCharge[n] = (await entryOf(key))?.n ?? null;
            if (n === 7) throw new SiteError(10025, 'Not enough credits');
            return n * 10;
          },
          async (charged) => charged + 1,
        ),
      ),
    );

    expect(journalledBeforeCharge).toEqual(keys.map((_, n) => n));
    expect(answers[7]).toMatchObject({ status: 'rejected', reason: { code: 10025 } });
    expect(answers.filter((a, n) => n !== 7).map((a) => (a.status === 'fulfilled' ? a.value : null))).toEqual(
      keys.map((_, n) => n * 10 + 1).filter((_, n) => n !== 7),
    );
    // Nothing here settles the entries (the recording statement would): all but the refused one stay for the job.
    const left = await db.query<{ key: string }>(`SELECT key FROM shop.charge_journal WHERE kind = 'order' ORDER BY key`);
    expect(left.map((r) => r.key)).toEqual(keys.filter((_, n) => n !== 7).sort());
  });

  it('writes one key paid twice at once a single time (the first entry), and both payments go on to their charge', async () => {
    const journal = new ChargeJournal<{ n: number }>(db, 'twin');
    const charged: string[] = [];
    // The first two payments each run alone; the twins after them wait and go in one statement together.
    const payments = [
      ['first', 1],
      ['second', 2],
      ['twin', 3],
      ['twin', 4],
    ] as const;
    await Promise.all(
      payments.map(([key, n]) =>
        journal.pay(
          key,
          { n },
          async () => charged.push(`${key}:${n}`),
          async () => undefined,
        ),
      ),
    );

    expect(charged.sort()).toEqual(['first:1', 'second:2', 'twin:3', 'twin:4']);
    expect(await db.query(`SELECT key FROM shop.charge_journal WHERE kind = 'twin' ORDER BY key`)).toEqual([
      { key: 'first' },
      { key: 'second' },
      { key: 'twin' },
    ]);
    expect((await entryOf('twin'))!.n).toBe(3);
  });
});
