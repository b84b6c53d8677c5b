import { BILLING_DB, BillingLedgerModule } from '@dating/billing-ledger';
import type { ServiceDb } from '@dating/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinishMediaPurchasesJob } from './commands/finish-media-purchases.job.js';
import { heldTestKit } from './testing/held.js';
import { acceptedPhoto, eventually, type ProfilesTestApp, startProfilesTestApp } from './testing/index.js';

type Gift = { id: number; name: string; price: number; delivery_price: number };
type Sent = { id: number; status: string };
type Photo = { id: number; was_bought: boolean; charged?: number };

/**
 * Attacks on what profiles sells on billing's real ledger: client ids shaped like the keys of a
 * gift's capture and release, decisions racing each other, one photo bought twenty times at once,
 * a purchase cut off between its charge and its row.
 * After each, his balance is the sum of his ledger events and what he paid for is what he got.
 */
describe('profiles: held and bought things under hostile ids and concurrency', () => {
  let t: ProfilesTestApp;
  let billing: ServiceDb;
  const SITE = 'staff:site_moderator';
  const [LENA, DAN, SAM] = ['640001', '640011', '640012'];
  const tokens: Record<string, string> = {};
  let gift: Gift;

  const kit = () => heldTestKit(t);
  const send = (token: string, body: Record<string, unknown>) =>
    t.site.call<Sent>('present/send-to-user', { target_user_id: Number(LENA), gift_id: gift.id, ...body }, { token });
  const decide = (id: number, body: Record<string, unknown>) => kit().admin<Sent & { code?: number }>('POST', `gift-sends/${id}/decision`, SITE, body);
  const charges = async (man: string) =>
    (
      await billing.query<{ n: number; sum: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS sum FROM billing.charges WHERE account_id = $1`,
        [man],
      )
    )[0]!;

  /** His balance is the sum of his ledger events, never below zero. */
  async function expectLedgerHolds(man: string): Promise<void> {
    const [row] = await billing.query<{ posted: string; held: string; sum_posted: string; sum_held: string }>(
      `SELECT a.posted, a.held, (SELECT coalesce(sum(posted_delta), 0) FROM billing.ledger_events e WHERE e.account_id = a.id) AS sum_posted,
              (SELECT coalesce(sum(held_delta), 0) FROM billing.ledger_events e WHERE e.account_id = a.id) AS sum_held
         FROM billing.accounts a WHERE a.id = $1`,
      [man],
    );
    expect([Number(row!.posted), Number(row!.held)]).toEqual([Number(row!.sum_posted), Number(row!.sum_held)]);
    expect(Number(row!.posted) - Number(row!.held)).toBeGreaterThanOrEqual(0);
  }

  beforeAll(async () => {
    t = await startProfilesTestApp({ with: [BillingLedgerModule.register()] });
    billing = t.app.get<ServiceDb>(BILLING_DB, { strict: false });
    tokens[LENA] = await t.register({ id: LENA, userType: 'woman', name: 'Lena' });
    tokens[DAN] = await t.register({ id: DAN, userType: 'man', name: 'Dan' });
    tokens[SAM] = await t.register({ id: SAM, userType: 'man', name: 'Sam' });
    await eventually(
      () => billing.query(`SELECT 1 FROM billing.accounts WHERE id = ANY($1::text[])`, [[DAN, SAM]]),
      (r) => r.length === 2,
    );
    await kit().grant(DAN, 1000);
    await kit().grant(SAM, 100);
    const catalogue = (await t.site.call<Gift[]>('present/get-peresents', {}, { token: tokens[DAN]! })).body.result!;
    gift = catalogue.find((g) => g.name === 'Teddy bear')!; // 150 with delivery
  }, 60_000);
  afterAll(async () => t?.close());

  it("a gift whose client id is another gift's id plus ':release' does not block that gift's rejection: his credits come back", async () => {
    const decoy = await send(tokens[DAN]!, { client_id: 'g1:release' });
    const real = await send(tokens[DAN]!, { client_id: 'g1' });
    expect([decoy.body.status, real.body.status]).toEqual([true, true]);
    expect(await kit().balance(DAN)).toEqual({ posted: 1000, held: 300, available: 700 });
    expect(await decide(real.body.result!.id, { decision: 'reject', reason: 'Not deliverable' })).toMatchObject({ status: 200, body: { status: 'reject' } });
    expect(await decide(decoy.body.result!.id, { decision: 'reject', reason: 'Not deliverable' })).toMatchObject({ status: 200, body: { status: 'reject' } });
    expect(await kit().balance(DAN)).toEqual({ posted: 1000, held: 0, available: 1000 });
    await expectLedgerHolds(DAN);
  });

  it("a gift whose client id is another gift's id plus ':capture' does not make that gift undeliverable: delivered and charged once", async () => {
    const decoy = await send(tokens[DAN]!, { client_id: 'g2:capture' });
    const real = await send(tokens[DAN]!, { client_id: 'g2' });
    expect(await decide(real.body.result!.id, { decision: 'accept' })).toMatchObject({ status: 200, body: { status: 'accept' } });
    expect(await decide(decoy.body.result!.id, { decision: 'accept' })).toMatchObject({ status: 200, body: { status: 'accept' } });
    expect(await kit().balance(DAN)).toEqual({ posted: 700, held: 0, available: 700 });
    expect(await charges(DAN)).toEqual({ n: 2, sum: 300 });
    await expectLedgerHolds(DAN);
  });

  it('an accept and a reject of one gift at the same moment: one decision, and the money moves its way once', async () => {
    const sent = await send(tokens[DAN]!, { client_id: 'g3' });
    const answers = await Promise.all([
      decide(sent.body.result!.id, { decision: 'accept' }),
      decide(sent.body.result!.id, { decision: 'reject', reason: 'Both at once' }),
      decide(sent.body.result!.id, { decision: 'accept' }),
    ]);
    const [row] = await t.db.query<{ status: string }>(`SELECT status FROM profiles.gift_sends WHERE id = $1`, [sent.body.result!.id]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status === 200).every((a) => a.body.status === row!.status)).toBe(true);
    const balance = await kit().balance(DAN);
    expect(balance.held).toBe(0);
    expect(balance.posted).toBe(row!.status === 'accept' ? 550 : 700);
    await expectLedgerHolds(DAN);
  });

  /** A private photo of Lena's, accepted: what Sam buys. */
  const privatePhoto = () => acceptedPhoto(t, tokens[LENA]!, 'private');

  it('one private photo bought twenty times at once: charged once, bought once', async () => {
    const photoId = await privatePhoto();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.site.call<Photo>('member-photo/buy-photo', { photo_id: photoId }, { token: tokens[SAM]! })),
    );
    expect(answers.every((a) => a.body.status && a.body.result!.was_bought)).toBe(true);
    expect(await charges(SAM)).toEqual({ n: 1, sum: 5 });
    expect(await t.db.query(`SELECT 1 FROM profiles.photo_purchases WHERE buyer_id = $1`, [SAM])).toHaveLength(1);
    expect(await kit().balance(SAM)).toEqual({ posted: 95, held: 0, available: 95 });
    await expectLedgerHolds(SAM);
  });

  it('a photo charged whose purchase row was lost (no retry from him): the job records it, charged once', async () => {
    const photoId = await privatePhoto();
    const before = await charges(SAM);
    // The purchase row's insert fails, as a lost connection would between the charge and the row.
    await t.db.query(`CREATE FUNCTION profiles.fail_purchase() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'lost'; END $$`);
    await t.db.query(`CREATE TRIGGER fail_purchase BEFORE INSERT ON profiles.photo_purchases FOR EACH ROW EXECUTE FUNCTION profiles.fail_purchase()`);
    try {
      const failed = await t.site.call<Photo>('member-photo/buy-photo', { photo_id: photoId }, { token: tokens[SAM]! }).catch(() => null);
      expect(failed?.body.status).not.toBe(true);
    } finally {
      await t.db.query(`DROP TRIGGER fail_purchase ON profiles.photo_purchases`);
      await t.db.query(`DROP FUNCTION profiles.fail_purchase()`);
    }
    expect(await charges(SAM)).toEqual({ n: before.n + 1, sum: before.sum + 5 });
    const bought = () => t.db.query(`SELECT 1 FROM profiles.photo_purchases WHERE buyer_id = $1 AND photo_id = $2`, [SAM, photoId]);
    expect(await bought()).toHaveLength(0);

    expect(await t.app.get(FinishMediaPurchasesJob).finishDue(0)).toBe(1);
    expect(await bought()).toHaveLength(1);
    expect(await t.db.query(`SELECT 1 FROM profiles.charge_journal`)).toEqual([]);
    expect(await t.app.get(FinishMediaPurchasesJob).finishDue(0)).toBe(0);
    expect(await charges(SAM)).toEqual({ n: before.n + 1, sum: before.sum + 5 });
    // He sees it bought, and buying it again charges nothing.
    const again = await t.site.call<Photo>('member-photo/buy-photo', { photo_id: photoId }, { token: tokens[SAM]! });
    expect(again.body.result).toMatchObject({ was_bought: true, charged: 0 });
    await expectLedgerHolds(SAM);
  });
});
