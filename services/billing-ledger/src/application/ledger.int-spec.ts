import { randomUUID } from 'node:crypto';
import { openServiceDatabase } from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MIGRATIONS } from '../infrastructure/billing-migrations.js';
import { BILLING_SCHEMA } from '../infrastructure/billing-schema.js';
import { addTestWoman, openTestAccount } from '../testing/ledger-fixtures.js';
import { LedgerService } from './ledger.service.js';
import { verifyLedger } from './verify-ledger.js';

let db: DataSource;
let drop: () => Promise<void>;
let ledger: LedgerService;

const openAccount = (credits: number) => openTestAccount(db, ledger, { credits });

const charge = (accountId: string, key: string | undefined, unitPrice = 1, reference = 'ref') =>
  ledger.execute({
    accountId,
    actor: `member:${accountId}`,
    idempotencyKey: key,
    command: { type: 'ChargeCredits', chargeId: randomUUID(), service: 'write_letter', unitPrice, quantity: 1, reference },
  });

beforeAll(async () => {
  const created = await createTestDatabase('ledger');
  drop = created.drop;
  db = await openServiceDatabase({ url: created.url, schema: BILLING_SCHEMA, migrations: BILLING_MIGRATIONS, poolSize: 20 });
  ledger = new LedgerService(db);
});

afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

describe('ledger on PostgreSQL', () => {
  it('lets exactly 16 of 50 concurrent charges through against a balance that covers 16', async () => {
    const accountId = await openAccount(160);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => charge(accountId, `race:${accountId}:${i}`, 10)));
    expect(results.filter((r) => r.ok)).toHaveLength(16);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const [account] = await db.query(`SELECT posted, held, version FROM billing.accounts WHERE id = $1`, [accountId]);
    expect(Number(account.posted)).toBe(0);
    const [{ n, distinct_ids }] = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS distinct_ids FROM billing.ledger_events WHERE account_id = $1`,
      [accountId],
    );
    expect(n).toBe(2 + 16);
    expect(distinct_ids).toBe(n);
    const [{ outbox }] = await db.query(`SELECT count(*)::int AS outbox FROM billing.outbox WHERE key = $1 AND type = 'billing.v1.CreditsCharged'`, [
      accountId,
    ]);
    expect(outbox).toBe(16);
  });

  it('refuses a charge that does not fit and changes nothing', async () => {
    const accountId = await openAccount(5);
    const before = await db.query(`SELECT * FROM billing.accounts WHERE id = $1`, [accountId]);
    const r = await charge(accountId, undefined, 6);
    expect(r).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await db.query(`SELECT * FROM billing.accounts WHERE id = $1`, [accountId])).toEqual(before);
  });

  it('applies an idempotency key at most once and returns the first answer; a refusal for want of credits leaves the key free', async () => {
    const accountId = await openAccount(10);
    const first = await charge(accountId, 'letter:1', 4);
    const again = await charge(accountId, 'letter:1', 4);
    expect(first.ok).toBe(true);
    expect(again).toMatchObject({ ok: true, replayed: true });
    if (first.ok && again.ok) expect(again.balance).toEqual(first.balance);
    const refused = await charge(accountId, 'letter:2', 50);
    expect(refused).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    await ledger.execute({
      accountId,
      actor: 'staff:t',
      command: { type: 'GrantCredits', grantId: randomUUID(), credits: 100, reason: 'top up', staffId: 's' },
    });
    // Topped up, the same request with the same key goes through, once.
    expect(await charge(accountId, 'letter:2', 50)).toMatchObject({ ok: true, replayed: false });
    expect(await charge(accountId, 'letter:2', 50)).toMatchObject({ ok: true, replayed: true });
    expect(await charge(accountId, 'letter:1', 5)).toMatchObject({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    const [{ posted }] = await db.query(`SELECT posted FROM billing.accounts WHERE id = $1`, [accountId]);
    expect(Number(posted)).toBe(10 - 4 + 100 - 50);
    // A refusal that cannot change (a woman has no account) is the key's answer for good.
    const womanId = await addTestWoman(db);
    expect(await charge(womanId, 'letter:w', 1)).toMatchObject({ ok: false, code: 'WOMAN_HAS_NO_ACCOUNT', replayed: false });
    expect(await charge(womanId, 'letter:w', 1)).toMatchObject({ ok: false, code: 'WOMAN_HAS_NO_ACCOUNT', replayed: true });
  });

  it('settles concurrent duplicates of one key exactly once', async () => {
    const accountId = await openAccount(100);
    const results = await Promise.all(Array.from({ length: 20 }, () => charge(accountId, `dup:${accountId}`, 7)));
    expect(results.every((r) => r.ok)).toBe(true);
    const [{ posted }] = await db.query(`SELECT posted FROM billing.accounts WHERE id = $1`, [accountId]);
    expect(Number(posted)).toBe(93);
  });

  it('never charges a woman', async () => {
    const womanId = await addTestWoman(db);
    expect(await charge(womanId, undefined, 1)).toMatchObject({ ok: false, code: 'WOMAN_HAS_NO_ACCOUNT' });
  });

  it('holds, captures part, releases the rest; the database refuses edits to events', async () => {
    const accountId = await openAccount(30);
    const holdId = randomUUID();
    const held = await ledger.execute({
      accountId,
      actor: 'system:chat',
      command: { type: 'HoldCredits', holdId, service: 'text_chat', amount: 20, reference: 'room-1', expiresAtMs: Date.now() + 60_000 },
    });
    expect(held).toMatchObject({ ok: true, balance: { posted: 30, held: 20, available: 10 } });
    expect(await charge(accountId, undefined, 11)).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    const captured = await ledger.execute({ accountId, actor: 'system:chat', command: { type: 'CaptureHold', holdId, chargeId: randomUUID(), amount: 3 } });
    expect(captured).toMatchObject({ ok: true, balance: { posted: 27, held: 17, available: 10 } });
    const released = await ledger.execute({ accountId, actor: 'system:chat', command: { type: 'ReleaseHold', holdId } });
    expect(released).toMatchObject({ ok: true, balance: { posted: 27, held: 0, available: 27 } });
    await expect(db.query(`UPDATE billing.ledger_events SET data = '{}' WHERE account_id = $1`, [accountId])).rejects.toThrow(/append-only/);
    await expect(db.query(`DELETE FROM billing.ledger_events WHERE account_id = $1`, [accountId])).rejects.toThrow(/append-only/);
  });

  it('the database itself refuses a balance below zero', async () => {
    const accountId = await openAccount(5);
    await expect(db.query(`UPDATE billing.accounts SET posted = -1 WHERE id = $1`, [accountId])).rejects.toThrow(/available_never_negative/);
  });

  it('reconciles: every balance equals the sum of its events', async () => {
    const report = await verifyLedger(db);
    expect(report.accounts).toBeGreaterThan(5);
    expect(report.mismatches).toEqual([]);
    const accountId = await openAccount(10);
    // Tamper with the projection behind the ledger's back: verify must name the account.
    await db.query(`UPDATE billing.accounts SET posted = posted + 1 WHERE id = $1`, [accountId]);
    const tampered = await verifyLedger(db);
    expect(tampered.mismatches.map((m) => m.accountId)).toContain(accountId);
    await db.query(`UPDATE billing.accounts SET posted = posted - 1 WHERE id = $1`, [accountId]);
  });
});
