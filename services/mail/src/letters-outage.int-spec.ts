import { setTimeout as sleep } from 'node:timers/promises';
import { BILLING_DB, BillingLedgerModule, verifyLedger } from '@dating/billing-ledger';
import { grantTestCredits } from '@dating/billing-ledger/testing';
import type { ServiceDb } from '@dating/platform';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LetterDelivery } from './commands/send-letter/letter-delivery.js';
import type { LetterView } from './infrastructure/letters.js';
import { eventually, type MailTestApp, startMailTestApp } from './testing/index.js';

type Sent = LetterView & { charged: number };

/**
 * Letters sent while PostgreSQL ends every connection of this test's database again and again
 * (pg_terminate_backend on this database only): a letter answered as sent is stored; every letter
 * charged is delivered by the unsent-letters job without a retry; one that failed is sent again with
 * its client id, as the member site does, and is then stored once and charged once; the books
 * balance and the outbox is worked off.
 */
describe('mail: letters across terminated database connections', () => {
  let t: MailTestApp;
  let billing: ServiceDb;
  let killer: pg.Client;
  let tom: string;
  const TOM = 640011;
  const VERA = 640001;

  beforeAll(async () => {
    t = await startMailTestApp({ with: [BillingLedgerModule.register()], mail: { unsentLetterGraceMs: 0 } });
    billing = t.app.get<ServiceDb>(BILLING_DB, { strict: false });
    await t.member({ id: VERA, userType: 'woman', name: 'Vera' });
    tom = await t.member({ id: TOM, userType: 'man', name: 'Tom' });
    await eventually(
      () => billing.query(`SELECT 1 FROM billing.accounts WHERE id = $1`, [String(TOM)]),
      (r) => r.length === 1,
    );
    await grantTestCredits(t.app, String(TOM), 2000);
    killer = new pg.Client({ connectionString: t.runtime.databaseUrl });
    await killer.connect();
  }, 60_000);
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  const send = (clientId: string) =>
    t.site
      .call<Sent>('letter/send-letter', { target_user_id: VERA, subject: 'Hello', message: `Letter ${clientId}`, client_letter_id: clientId }, { token: tom })
      .catch(() => null);

  it('stores every letter answered as sent, and each letter retried with its client id once, charged once', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `storm-${i}`);
    const answered = new Map<string, boolean>();
    const sending = (async () => {
      for (const id of ids) {
        const res = await send(id);
        answered.set(id, !!res?.body.status);
        await sleep(60);
      }
    })();
    let cuts = 0;
    while (answered.size < ids.length) {
      const { rows } = await killer.query(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      cuts += rows[0].n;
      await sleep(150);
    }
    await sending;
    expect(cuts).toBeGreaterThan(0);

    const stored = async () =>
      new Set(
        (await t.mail.query<{ client_letter_id: string }>(`SELECT client_letter_id FROM mail.letters WHERE sender_id = $1`, [String(TOM)])).map(
          (r) => r.client_letter_id,
        ),
      );
    const okIds = ids.filter((id) => answered.get(id));
    const now = await stored();
    expect(okIds.filter((id) => !now.has(id))).toEqual([]);

    // Before any retry, the unsent-letters job delivers every letter the storm charged: a member
    // who gave up on a failed send has paid for nothing that was not delivered.
    await t.app.get(LetterDelivery).deliverUnsent();
    const charged = await billing.query<{ reference: string }>(`SELECT reference FROM billing.charges WHERE account_id = $1`, [String(TOM)]);
    const delivered = await stored();
    expect(charged.map((c) => c.reference.split(':')[1]!).filter((id) => !delivered.has(id))).toEqual([]);
    expect(await t.mail.query(`SELECT 1 FROM mail.charge_journal WHERE entry->>'senderId' = $1`, [String(TOM)])).toEqual([]);

    // The site sends a failed letter again with the same client id.
    for (const id of ids.filter((i) => !answered.get(i))) {
      const again = await eventually(
        () => send(id),
        (r) => !!r?.body.status,
      );
      expect(again?.body.status, JSON.stringify(again?.body)).toBe(true);
    }
    const all = await stored();
    expect(ids.filter((id) => !all.has(id))).toEqual([]);
    const charges = await billing.query<{ n: number }>(`SELECT count(*)::int AS n FROM billing.charges WHERE account_id = $1`, [String(TOM)]);
    expect(charges[0]!.n).toBe(ids.length);
    const [account] = await billing.query<{ posted: number; held: number }>(
      `SELECT posted::int AS posted, held::int AS held FROM billing.accounts WHERE id = $1`,
      [String(TOM)],
    );
    expect(account).toEqual({ posted: 2000 - 10 * ids.length, held: 0 });
    expect((await verifyLedger(billing)).mismatches).toEqual([]);
    for (const schema of ['mail', 'billing', 'profiles']) {
      await eventually(
        () => t.mail.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}".outbox WHERE published_at IS NULL`),
        (rows) => rows[0]!.n === 0,
        15_000,
      );
    }
  }, 120_000);
});
