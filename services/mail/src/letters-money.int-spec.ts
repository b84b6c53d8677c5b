import { BILLING_DB, BillingLedgerModule, LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger';
import { orderReference } from '@dating/billing-ledger/contracts';
import { grantTestCredits } from '@dating/billing-ledger/testing';
import { MemberBannedEvent, MemberUnbannedEvent } from '@dating/identity/contracts';
import { encodeEvent, type OutgoingEvent, type ServiceDb } from '@dating/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LetterDelivery } from './commands/send-letter/letter-delivery.js';
import { letterChargeKey } from './domain/letters.js';
import type { LetterView } from './infrastructure/letters.js';
import { eventually, type MailTestApp, startMailTestApp } from './testing/index.js';

type Sent = LetterView & { charged: number };

/**
 * Attacks on the money of letters (billing's real ledger): the same client letter id fired at once,
 * replies fired at once, a retry after the price changed, a process that fails between the charge
 * and the delivery and is never retried by the member. After each, the ledger's invariants: his
 * balance is the sum of his events and never negative, one charge per key, one letter per charge.
 */
describe('mail: letters under concurrency and retries', () => {
  let t: MailTestApp;
  let billing: ServiceDb;
  let vera: string; // lady
  let tom: string; // man, 200 credits
  const TOM = 630011;
  const VERA = 630001;

  const send = (token: string, body: Record<string, unknown>) =>
    t.site.call<Sent>('letter/send-letter', { target_user_id: VERA, subject: 'Hello', message: 'Nice to meet you', ...body }, { token });
  const reply = (token: string, body: Record<string, unknown>) => t.site.call<Sent>('letter/reply-on-letter', { message: 'Thank you', ...body }, { token });
  const ledger = () => t.app.get<LedgerPort>(LEDGER_PORT, { strict: false });
  const balance = async (id: number) => Number((await ledger().getBalance({ accountId: String(id) })).balance?.available);
  const letters = (clientId: string) =>
    t.mail.query<{ id: string; charge_id: string | null }>(`SELECT id::text, charge_id FROM mail.letters WHERE client_letter_id = $1`, [clientId]);
  const chargesOf = async (id: number, reference: string) =>
    (await billing.query<{ n: number }>(`SELECT count(*)::int AS n FROM billing.charges WHERE account_id = $1 AND reference = $2`, [String(id), reference]))[0]!
      .n;

  /** His balance is the sum of his ledger events, and never below zero. */
  async function expectLedgerHolds(id: number): Promise<void> {
    const [row] = await billing.query<{ posted: string; held: string; sum_posted: string; sum_held: string }>(
      `SELECT a.posted, a.held, (SELECT coalesce(sum(posted_delta), 0) FROM billing.ledger_events e WHERE e.account_id = a.id) AS sum_posted,
              (SELECT coalesce(sum(held_delta), 0) FROM billing.ledger_events e WHERE e.account_id = a.id) AS sum_held
         FROM billing.accounts a WHERE a.id = $1`,
      [String(id)],
    );
    expect(Number(row!.posted)).toBe(Number(row!.sum_posted));
    expect(Number(row!.held)).toBe(Number(row!.sum_held));
    expect(Number(row!.posted) - Number(row!.held)).toBeGreaterThanOrEqual(0);
  }

  beforeAll(async () => {
    // No grace: the unsent-letters job, called by hand here, takes every journalled letter.
    t = await startMailTestApp({ with: [BillingLedgerModule.register()], mail: { unsentLetterGraceMs: 0 } });
    billing = t.app.get<ServiceDb>(BILLING_DB, { strict: false });
    vera = await t.member({ id: VERA, userType: 'woman', name: 'Vera' });
    tom = await t.member({ id: TOM, userType: 'man', name: 'Tom' });
    await eventually(
      () => billing.query(`SELECT 1 FROM billing.accounts WHERE id = $1`, [String(TOM)]),
      (r) => r.length === 1,
    );
    await grantTestCredits(t.app, String(TOM), 200);
  }, 60_000);
  afterAll(async () => t?.close());

  it('the same client letter id fired 20 times at once: one letter, charged once, every answer that letter', async () => {
    const before = await balance(TOM);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(tom, { client_letter_id: 'twenty-at-once' })));
    expect(answers.every((a) => a.body.status)).toBe(true);
    expect(new Set(answers.map((a) => a.body.result!.id)).size).toBe(1);
    expect(answers.reduce((sum, a) => sum + a.body.result!.charged, 0)).toBe(10);
    expect(await letters('twenty-at-once')).toHaveLength(1);
    expect(await chargesOf(TOM, orderReference('letter', 'twenty-at-once', String(VERA)))).toBe(1);
    expect(await balance(TOM)).toBe(before - 10);
    await expectLedgerHolds(TOM);
  });

  it('his reply to her letter with one client id fired 20 times at once: one reply, charged once; her reply is free', async () => {
    const [first] = await letters('twenty-at-once');
    const hers = await reply(vera, { message_id: Number(first!.id), client_letter_id: 'her-answer' });
    expect(hers.body.result).toMatchObject({ charged: 0 });
    const before = await balance(TOM);
    const answers = await Promise.all(Array.from({ length: 20 }, () => reply(tom, { message_id: hers.body.result!.id, client_letter_id: 'his-answer' })));
    expect(answers.every((a) => a.body.status)).toBe(true);
    expect(new Set(answers.map((a) => a.body.result!.id)).size).toBe(1);
    expect(answers.reduce((sum, a) => sum + a.body.result!.charged, 0)).toBe(10);
    expect(await letters('his-answer')).toHaveLength(1);
    expect(await balance(TOM)).toBe(before - 10);
    await expectLedgerHolds(TOM);
  });

  it('a letter charged but not delivered (the process died) is delivered by its retry at no new cost, even after the price changed', async () => {
    const before = await balance(TOM);
    // What the send does before it dies: the charge, under the letter's key, at today's price.
    await ledger().charge({
      accountId: String(TOM),
      idempotencyKey: letterChargeKey(String(TOM), 'died-after-charge'),
      service: 'write_letter',
      quantity: 1n,
      reference: orderReference('letter', 'died-after-charge', String(VERA)),
    });
    expect(await balance(TOM)).toBe(before - 10);
    expect((await t.site.admin('PUT', 'prices/write_letter', { token: 'staff:admin', body: { price: 12 } })).status).toBe(200);
    try {
      const retried = await send(tom, { client_letter_id: 'died-after-charge' });
      expect(retried.body).toMatchObject({ status: true, result: { is_paid: true } });
      expect(await letters('died-after-charge')).toHaveLength(1);
      expect(await balance(TOM)).toBe(before - 10);
      // A new letter pays the new price.
      expect((await send(tom, { client_letter_id: 'after-the-change' })).body.result).toMatchObject({ charged: 12 });
      await expectLedgerHolds(TOM);
    } finally {
      await t.site.admin('PUT', 'prices/write_letter', { token: 'staff:admin', body: { price: 10 } });
    }
  });

  describe('a failure between the charge and the delivery, with no retry from the member', () => {
    const unsent = (clientId: string) => t.mail.query(`SELECT 1 FROM mail.charge_journal WHERE key = $1`, [letterChargeKey(String(TOM), clientId)]);
    const deliverUnsent = () => t.app.get(LetterDelivery).deliverUnsent();
    /** Makes one statement fail for this client letter id (as a lost connection would), until undone. */
    async function failing(table: 'mail.letters' | 'billing.charges', column: string, clientId: string, run: () => Promise<void>) {
      const db = table === 'mail.letters' ? t.mail : billing;
      await db.query(`CREATE FUNCTION ${table.split('.')[0]}.fail_once() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'lost'; END $$`);
      await db.query(
        `CREATE TRIGGER fail_once BEFORE INSERT ON ${table} FOR EACH ROW WHEN (NEW.${column} LIKE '%${clientId}%') EXECUTE FUNCTION ${table.split('.')[0]}.fail_once()`,
      );
      try {
        await run();
      } finally {
        await db.query(`DROP TRIGGER fail_once ON ${table}`);
        await db.query(`DROP FUNCTION ${table.split('.')[0]}.fail_once()`);
      }
    }

    it('charged but not delivered: the job delivers it once, at the one charge', async () => {
      const before = await balance(TOM);
      await failing('mail.letters', 'client_letter_id', 'lost-delivery', async () => {
        const res = await send(tom, { client_letter_id: 'lost-delivery' }).catch(() => null);
        expect(res?.body.status).not.toBe(true);
      });
      expect(await letters('lost-delivery')).toHaveLength(0);
      expect(await chargesOf(TOM, orderReference('letter', 'lost-delivery', String(VERA)))).toBe(1);
      expect(await unsent('lost-delivery')).toHaveLength(1);

      expect(await deliverUnsent()).toBe(1);
      const [letter] = await letters('lost-delivery');
      expect(letter?.charge_id).toBeTruthy();
      expect(await unsent('lost-delivery')).toHaveLength(0);
      expect(await deliverUnsent()).toBe(0);
      expect(await chargesOf(TOM, orderReference('letter', 'lost-delivery', String(VERA)))).toBe(1);
      expect(await balance(TOM)).toBe(before - 10);
      // His late retry finds that letter, charging nothing.
      expect((await send(tom, { client_letter_id: 'lost-delivery' })).body.result).toMatchObject({ id: Number(letter!.id), charged: 0 });
      await expectLedgerHolds(TOM);
    });

    it('failed before its charge reached billing: the job charges it once and delivers it', async () => {
      const before = await balance(TOM);
      await failing('billing.charges', 'reference', 'lost-charge', async () => {
        const res = await send(tom, { client_letter_id: 'lost-charge' }).catch(() => null);
        expect(res?.body.status).not.toBe(true);
      });
      expect(await chargesOf(TOM, orderReference('letter', 'lost-charge', String(VERA)))).toBe(0);
      expect(await balance(TOM)).toBe(before);
      expect(await unsent('lost-charge')).toHaveLength(1);

      expect(await deliverUnsent()).toBe(1);
      expect(await letters('lost-charge')).toHaveLength(1);
      expect(await chargesOf(TOM, orderReference('letter', 'lost-charge', String(VERA)))).toBe(1);
      expect(await balance(TOM)).toBe(before - 10);
      await expectLedgerHolds(TOM);
    });

    it('refused for want of credits: nothing stored, not even in the journal, and the job charges nothing', async () => {
      const poor = await t.member({ id: 630013, userType: 'man', name: 'Poor' });
      await eventually(
        () => billing.query(`SELECT 1 FROM billing.accounts WHERE id = '630013'`),
        (r) => r.length === 1,
      );
      const res = await t.site.call(
        'letter/send-letter',
        { target_user_id: VERA, subject: 'Hi', message: 'Hello', client_letter_id: 'poor-1' },
        { token: poor },
      );
      expect(res.body).toMatchObject({ status: false, code: 10025 });
      expect(await t.mail.query(`SELECT 1 FROM mail.charge_journal WHERE entry->>'senderId' = $1`, ['630013'])).toHaveLength(0);
      expect(await t.mail.query(`SELECT 1 FROM mail.letters WHERE sender_id = $1`, ['630013'])).toHaveLength(0);
      expect(await deliverUnsent()).toBe(0);
    });
  });

  it('a letter or a reply to a banned lady is not found: nothing charged, journalled or stored; unbanned, it goes', async () => {
    const [hers] = await letters('her-answer');
    const publish = (event: OutgoingEvent) => t.publish([event]);
    const available = async () =>
      (await t.site.call<{ available: boolean; reason: string | null }>('letter/avaible-to-write', { target_user_id: VERA }, { token: tom })).body.result!;
    // The projection first, then the send path's set of the banned, re-read at most once a second.
    const settled = async (expected: { available: boolean; reason: string | null }) => {
      await eventually(available, (a) => a.available === expected.available);
      expect(await available()).toEqual({ user_id: VERA, ...expected });
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    };

    await publish(
      encodeEvent(
        MemberBannedEvent,
        { memberId: String(VERA), reason: 'scam', staffId: '1', bannedAtMs: BigInt(Date.now()) },
        { streamId: String(VERA), actor: 'staff:1' },
      ),
    );
    await settled({ available: false, reason: 'not_found' });
    const before = await balance(TOM);
    expect((await send(tom, { client_letter_id: 'to-banned' })).body).toMatchObject({ status: false, code: 10005 });
    expect((await reply(tom, { message_id: Number(hers!.id), client_letter_id: 'reply-to-banned' })).body).toMatchObject({ status: false, code: 10005 });
    expect(await balance(TOM)).toBe(before);
    expect(await t.mail.query(`SELECT 1 FROM mail.charge_journal WHERE key LIKE $1`, [`%to-banned`])).toHaveLength(0);
    expect(await letters('to-banned')).toHaveLength(0);
    expect(await letters('reply-to-banned')).toHaveLength(0);

    await publish(encodeEvent(MemberUnbannedEvent, { memberId: String(VERA), staffId: '1' }, { streamId: String(VERA), actor: 'staff:1' }));
    await settled({ available: true, reason: null });
    expect((await send(tom, { client_letter_id: 'to-banned' })).body).toMatchObject({ status: true, result: { charged: 10 } });
    expect(await balance(TOM)).toBe(before - 10);
    await expectLedgerHolds(TOM);
  });
});
