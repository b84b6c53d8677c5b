import { fromBinary } from '@bufbuild/protobuf';
import { BILLING_DB, BillingEvents, BillingLedgerModule, LedgerService } from '@dating/billing-ledger';
import { MemberAgencyChangedEvent } from '@dating/identity/contracts';
import { encodeEvent, type ServiceDb } from '@dating/platform';
import { randomUUID } from 'node:crypto';
import { StaffActionRecordedSchema } from '@dating/proto/platform/v1/audit_pb';
import { GiftDecidedSchema, GiftExpiredSchema, GiftSentSchema } from '@dating/proto/profiles/v1/social_pb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldTestKit } from './testing/held.js';
import { eventually, type ProfilesTestApp, startProfilesTestApp } from './testing/index.js';

type Gift = { id: number; name: string; name_ru: string | null; category: string; price: number; delivery_price: number };
type Party = { user_id: number; name: string; avatar: string | null };
type Sent = {
  id: number;
  gift: { id: number; name: string; name_ru: string | null; category: string };
  old_price: number;
  old_delivery_price: number;
  comment: string | null;
  status: string;
  moderation_agency: string;
  moderation_site: string;
  reason: string | null;
  receiver: Party;
  sender: Party;
  time_create: string;
  date: string | null;
  hold_expired_at: string | null;
};
type AdminRecord = Record<string, unknown> & { id: number; status: string; step: string | null; display_status: string; hold_expired_at: string | null };

/**
 * Gifts (spec sections 3, 4, 7): the catalogue, a man's gift held on billing's real ledger, her
 * agency's moderator and then a site moderator deciding in the back office (delivered: charged;
 * rejected: given back), what each member sees of them, and the catalogue's administration.
 */
describe('present: gifts, their moderation and the catalogue', () => {
  let t: ProfilesTestApp;
  let billing: ServiceDb;
  const AGENCY = 'staff:agency_moderator:agency-7';
  const OTHER_AGENCY = 'staff:agency_moderator:agency-9';
  const SITE = 'staff:site_moderator';
  const ADMIN = 'staff:admin';
  const tokens: Record<string, string> = {};
  // Ladies: Anna (agency-7), Bella (no agency), Fiona (blocks Paul).
  const [ANNA, BELLA, FIONA] = ['560001', '560002', '560003'];
  // Men: John (rich), Mark (no credits), Paul (blocked), Rick (a retry and too few credits), Sam (holds that expire).
  const [JOHN, MARK, PAUL, RICK, SAM] = ['560011', '560012', '560013', '560014', '560015'];

  const call = <T = Sent>(path: string, body: unknown, token: string) => t.site.call<T>(`present/${path}`, body, { token });
  const kit = () => heldTestKit(t);
  const balance = (id: string) => kit().balance(id);
  const admin = <T = AdminRecord>(method: string, path: string, token: string, body?: unknown) => kit().admin<T>(method, path, token, body);
  const list = (token: string, filter: Record<string, unknown>) => kit().list<AdminRecord>('gift-sends', token, filter);
  const outbox = (type: string) => kit().outbox(type);
  const grant = (id: string, credits: number) => kit().grant(id, credits);
  const decide = (id: number, token: string, body: Record<string, unknown>) => admin('POST', `gift-sends/${id}/decision`, token, body);
  let catalogue: Gift[] = [];
  const giftNamed = (name: string) => catalogue.find((g) => g.name === name)!;

  beforeAll(async () => {
    t = await startProfilesTestApp({ with: [BillingLedgerModule.register()] });
    billing = t.app.get<ServiceDb>(BILLING_DB, { strict: false });
    const ladies = { [ANNA]: 'Anna', [BELLA]: 'Bella', [FIONA]: 'Fiona' };
    const men = { [JOHN]: 'John', [MARK]: 'Mark', [PAUL]: 'Paul', [RICK]: 'Rick', [SAM]: 'Sam' };
    for (const [id, name] of Object.entries(ladies)) tokens[id] = await t.register({ id, userType: 'woman', name });
    for (const [id, name] of Object.entries(men)) tokens[id] = await t.register({ id, userType: 'man', name });
    await t.setProfile(ANNA, { agency_id: 'agency-7' });
    await eventually(
      () => billing.query(`SELECT 1 FROM billing.accounts WHERE id = ANY($1::text[])`, [Object.keys(men)]),
      (r) => r.length === Object.keys(men).length,
    );
    await grant(JOHN, 2000);
    await grant(PAUL, 2000);
    await grant(RICK, 300);
    await grant(SAM, 2000);
  }, 60_000);

  afterAll(async () => t?.close());

  it('lists the catalogue by category then price, with prices and delivery prices; one category on request', async () => {
    const res = await call<Gift[]>('get-peresents', {}, tokens[JOHN]!);
    catalogue = res.body.result!;
    expect(catalogue.length).toBeGreaterThan(10);
    expect(catalogue[0]).toEqual({
      id: expect.any(Number),
      name: 'Spring tulips',
      name_ru: 'Весенние тюльпаны',
      category: 'flowers',
      price: 90,
      delivery_price: 30,
    });
    const categories = [...new Set(catalogue.map((g) => g.category))];
    expect(categories[0]).toBe('flowers');
    expect(categories).toContain('season_tickets_and_certificates');
    const flowers = (await call<Gift[]>('get-peresents', { category: 'flowers' }, tokens[ANNA]!)).body.result!;
    expect(flowers.map((g) => g.price)).toEqual([...flowers.map((g) => g.price)].sort((a, b) => a - b));
    expect(flowers.every((g) => g.category === 'flowers')).toBe(true);
    expect((await call('get-peresents', { category: 'cars' }, tokens[JOHN]!)).body).toMatchObject({ status: false, code: 10002 });
    expect((await t.site.call('present/get-peresents', {})).body).toMatchObject({ status: false, code: 10401 });
  });

  it('sends a gift: price and delivery held once per attempt, packaging, GiftSent; a retry answers the same gift', async () => {
    const roses = giftNamed('11 red roses');
    const body = { target_user_id: Number(ANNA), gift_id: roses.id, comment: '  For your smile  ', client_id: 'b5b0c3f4-2d1c-4f5e-9d7a-1f2e3d4c5b6a' };
    const res = await call('send-to-user', body, tokens[JOHN]!);
    expect(res.body).toMatchObject({ status: true, message: 'Gift sent to processing' });
    expect(res.body.result).toEqual({
      id: expect.any(Number),
      gift: { id: roses.id, name: '11 red roses', name_ru: '11 красных роз', category: 'flowers' },
      old_price: 150,
      old_delivery_price: 30,
      comment: 'For your smile',
      status: 'packaging',
      moderation_agency: 'free',
      moderation_site: 'free',
      reason: null,
      receiver: { user_id: Number(ANNA), name: 'Anna', avatar: null },
      sender: { user_id: Number(JOHN), name: 'John', avatar: null },
      time_create: expect.any(String),
      date: null,
      hold_expired_at: null,
    });
    expect(await balance(JOHN)).toEqual({ posted: 2000, held: 180, available: 1820 });
    const again = await call('send-to-user', body, tokens[JOHN]!);
    expect(again.body.result).toEqual(res.body.result);
    expect(await balance(JOHN)).toEqual({ posted: 2000, held: 180, available: 1820 });
    const reused = await call('send-to-user', { ...body, gift_id: giftNamed('Teddy bear').id }, tokens[JOHN]!);
    expect(reused).toMatchObject({ status: 409, body: { status: false, code: 10027, desc: 'This client_id was used for another gift' } });

    const [sent] = await outbox('profiles.v1.GiftSent');
    expect(sent!.key).toBe(JOHN);
    expect(fromBinary(GiftSentSchema, sent!.envelope.payload)).toMatchObject({
      manId: JOHN,
      ladyId: ANNA,
      giftName: '11 red roses',
      price: 150n,
      deliveryPrice: 30n,
      agencyId: 'agency-7',
    });
    const [hold] = await billing.query<{ service: string; amount: string; reference: string }>(
      `SELECT service, amount::text AS amount, reference FROM billing.holds WHERE account_id = $1`,
      [JOHN],
    );
    expect(hold).toEqual({ service: 'gift', amount: '180', reference: `gift:${body.client_id}:${ANNA}` });
  });

  it('not enough credits: 10025, nothing stored or held; two concurrent sends of one attempt hold and store once', async () => {
    const cake = giftNamed('Birthday cake'); // 200 with delivery
    const poor = await call('send-to-user', { target_user_id: Number(ANNA), gift_id: cake.id }, tokens[MARK]!);
    expect(poor.body).toMatchObject({ status: false, code: 10025 });
    expect(await t.db.query(`SELECT 1 FROM profiles.gift_sends WHERE man_id = $1`, [MARK])).toHaveLength(0);

    const attempt = { target_user_id: Number(BELLA), gift_id: cake.id, client_id: 'rick-attempt-1' };
    const answers = await Promise.all([call('send-to-user', attempt, tokens[RICK]!), call('send-to-user', attempt, tokens[RICK]!)]);
    expect(answers.every((a) => a.body.status === true)).toBe(true);
    expect(answers[0]!.body.result!.id).toBe(answers[1]!.body.result!.id);
    expect(await t.db.query(`SELECT 1 FROM profiles.gift_sends WHERE man_id = $1`, [RICK])).toHaveLength(1);
    expect(await balance(RICK)).toEqual({ posted: 300, held: 200, available: 100 });
    // 100 left: another cake does not fit.
    const short = await call('send-to-user', { ...attempt, client_id: 'rick-attempt-2' }, tokens[RICK]!);
    expect(short.body).toMatchObject({ status: false, code: 10025 });
    expect(await balance(RICK)).toEqual({ posted: 300, held: 200, available: 100 });
  });

  it('refuses a woman, the same sex, an unknown lady or gift, a block either way, a comment over 1000 characters', async () => {
    const roses = giftNamed('11 red roses');
    expect(await call('send-to-user', { target_user_id: Number(JOHN), gift_id: roses.id }, tokens[ANNA]!)).toMatchObject({
      status: 403,
      body: { status: false, code: 10024 },
    });
    expect((await call('send-to-user', { target_user_id: Number(PAUL), gift_id: roses.id }, tokens[JOHN]!)).body).toMatchObject({ code: 10024 });
    expect((await call('send-to-user', { target_user_id: 569999, gift_id: roses.id }, tokens[JOHN]!)).body).toMatchObject({ code: 10404 });
    expect((await call('send-to-user', { target_user_id: Number(ANNA), gift_id: 999999 }, tokens[JOHN]!)).body).toMatchObject({
      code: 10404,
      desc: 'Gift not found',
    });
    const long = await call('send-to-user', { target_user_id: Number(ANNA), gift_id: roses.id, comment: 'x'.repeat(1001) }, tokens[JOHN]!);
    expect(long.body).toMatchObject({ status: false, code: 10002, error: { comment: [expect.stringContaining('1000')] } });
    expect((await call('send-to-user', { target_user_id: Number(ANNA) }, tokens[JOHN]!)).body).toMatchObject({ code: 10001 });
    expect((await call('send-to-user', { target_user_id: Number(ANNA), gift_id: roses.id, client_id: 'a b' }, tokens[JOHN]!)).body).toMatchObject({
      code: 10002,
    });
    expect((await t.site.call('block/add', { target_user_id: Number(PAUL) }, { token: tokens[FIONA]! })).body.status).toBe(true);
    expect((await call('send-to-user', { target_user_id: Number(FIONA), gift_id: roses.id }, tokens[PAUL]!)).body).toMatchObject({ code: 10003 });
    expect(await balance(PAUL)).toEqual({ posted: 2000, held: 0, available: 2000 });
  });

  it('moderation: another agency neither sees nor decides; the site waits for the agency; agency accept → on the way; site accept → delivered and charged', async () => {
    const [gift] = (await call<Sent[]>('get-my-gifts', {}, tokens[JOHN]!)).body.result!;
    expect((await list(OTHER_AGENCY, {})).body).toEqual([]);
    expect((await admin('GET', `gift-sends/${gift!.id}`, OTHER_AGENCY)).status).toBe(404);
    expect(await decide(gift!.id, OTHER_AGENCY, { decision: 'accept' })).toMatchObject({ status: 404, body: { code: 10404, message: 'Gift not found' } });
    expect(await decide(gift!.id, SITE, { decision: 'accept' })).toMatchObject({
      status: 409,
      body: { code: 10034, message: 'Her agency moderator decides first' },
    });
    expect((await admin('GET', 'gift-sends', 'staff:finance')).status).toBe(403);
    expect((await admin('GET', 'gift-sends', tokens[JOHN]!)).status).toBe(401);

    const record = await admin('GET', `gift-sends/${gift!.id}`, AGENCY);
    expect(record.body).toMatchObject({
      man_name: 'John',
      lady_name: 'Anna',
      agency_id: 'agency-7',
      gift_name: '11 red roses',
      gift_category: 'flowers',
      price: 150,
      delivery_price: 30,
      total: 180,
      comment: 'For your smile',
      status: 'process',
      step: 'agency',
      display_status: 'packaging',
    });
    const onWay = await decide(gift!.id, AGENCY, { decision: 'accept' });
    expect(onWay).toMatchObject({ status: 200, body: { status: 'verification', step: 'site', display_status: 'onWay' } });
    expect((await call<Sent[]>('get-my-gifts', {}, tokens[JOHN]!)).body.result![0]).toMatchObject({
      status: 'onWay',
      moderation_agency: 'accept',
      moderation_site: 'free',
    });
    // Not delivered yet: not hers to see.
    expect((await call<Sent[]>('get-my-gifts', {}, tokens[ANNA]!)).body.result).toEqual([]);

    const delivered = await decide(gift!.id, SITE, { decision: 'accept' });
    expect(delivered).toMatchObject({ status: 200, body: { status: 'accept', step: null, display_status: 'delivered' } });
    expect(await balance(JOHN)).toEqual({ posted: 1820, held: 0, available: 1820 });
    const orders = await t.site.call<{ type: string; credits: number; companion_id: string }[]>('credit/get-orders', {}, { token: tokens[JOHN]! });
    expect(orders.body.result).toEqual([expect.objectContaining({ type: 'gift', credits: 180, companion_id: ANNA })]);
    const his = (await call<Sent[]>('get-my-gifts', { status: 'delivered' }, tokens[JOHN]!)).body.result!;
    expect(his).toHaveLength(1);
    expect(his[0]).toMatchObject({ status: 'delivered', moderation_agency: 'accept', moderation_site: 'accept', date: expect.any(String) });
    // Hers now, with him as the sender.
    const hers = (await call<Sent[]>('get-my-gifts', {}, tokens[ANNA]!)).body.result!;
    expect(hers).toEqual([expect.objectContaining({ id: gift!.id, sender: { user_id: Number(JOHN), name: 'John', avatar: null }, status: 'delivered' })]);
    expect((await call<Sent[]>('get-my-gifts', {}, tokens[BELLA]!)).body.result).toEqual([]);
    expect(await decide(gift!.id, SITE, { decision: 'reject', reason: 'late' })).toMatchObject({ status: 409, body: { code: 10034 } });

    const decided = (await outbox('profiles.v1.GiftDecided')).map((e) => fromBinary(GiftDecidedSchema, e.envelope.payload));
    expect(decided.map((d) => [d.step, d.status])).toEqual([
      ['agency', 'verification'],
      ['site', 'accept'],
    ]);
  });

  it('a rejection needs a reason, gives his credits back and tells him why; the agency rejects at her step', async () => {
    const bear = giftNamed('Teddy bear'); // 150
    const toBella = (await call('send-to-user', { target_user_id: Number(BELLA), gift_id: bear.id }, tokens[JOHN]!)).body.result!;
    const toAnna = (await call('send-to-user', { target_user_id: Number(ANNA), gift_id: bear.id }, tokens[JOHN]!)).body.result!;
    expect(await balance(JOHN)).toEqual({ posted: 1820, held: 300, available: 1520 });
    expect((await admin('GET', `gift-sends/${toBella.id}`, SITE)).body).toMatchObject({ step: 'site', agency_id: null });
    expect(await decide(toBella.id, SITE, { decision: 'reject' })).toMatchObject({
      status: 400,
      body: { errors: { reason: 'Give the reason of the rejection' } },
    });
    const rejected = await decide(toBella.id, SITE, { decision: 'reject', reason: 'Out of stock in her city' });
    expect(rejected.body).toMatchObject({ status: 'reject', display_status: 'reject', reason: 'Out of stock in her city' });
    const byAgency = await decide(toAnna.id, AGENCY, { decision: 'reject', reason: 'She is travelling' });
    expect(byAgency.body).toMatchObject({ status: 'reject', display_status: 'reject' });
    expect(await balance(JOHN)).toEqual({ posted: 1820, held: 0, available: 1820 });

    const mine = (await call<Sent[]>('get-my-gifts', { status: 'reject' }, tokens[JOHN]!)).body.result!;
    expect(mine.map((g) => [g.receiver.name, g.reason, g.moderation_agency, g.moderation_site])).toEqual([
      ['Bella', 'Out of stock in her city', 'free', 'reject'],
      ['Anna', 'She is travelling', 'reject', 'free'],
    ]);
  });

  it('get-my-gifts: the status filters, date ascending by default, by price (with delivery) either way, paging', async () => {
    const all = await call<Sent[]>('get-my-gifts', {}, tokens[JOHN]!);
    expect(all.body).toMatchObject({ count: 3, total_count: 3 });
    const times = all.body.result!.map((g) => g.time_create);
    expect(times).toEqual([...times].sort());
    expect((await call<Sent[]>('get-my-gifts', { status: 'packaging' }, tokens[JOHN]!)).body.result).toEqual([]);
    expect((await call<Sent[]>('get-my-gifts', { status: 'onWay' }, tokens[JOHN]!)).body.result).toEqual([]);
    const cheapFirst = (await call<Sent[]>('get-my-gifts', { sort: 'price' }, tokens[JOHN]!)).body.result!;
    expect(cheapFirst.map((g) => g.old_price + g.old_delivery_price)).toEqual([150, 150, 180]);
    const dearFirst = (await call<Sent[]>('get-my-gifts', { sort: 'price', direction: 'desc' }, tokens[JOHN]!)).body.result!;
    expect(dearFirst[0]!.old_price + dearFirst[0]!.old_delivery_price).toBe(180);
    const page = await call<Sent[]>('get-my-gifts', { limit: 2, offset: 2 }, tokens[JOHN]!);
    expect(page.body).toMatchObject({ count: 1, total_count: 3 });
    expect((await call('get-my-gifts', { status: 'lost' }, tokens[JOHN]!)).body).toMatchObject({ code: 10002 });
    expect((await call('get-my-gifts', { limit: 0 }, tokens[JOHN]!)).body).toMatchObject({ code: 10002 });
    // Rick's is his alone.
    expect((await call<Sent[]>('get-my-gifts', {}, tokens[RICK]!)).body.result!.map((g) => g.receiver.name)).toEqual(['Bella']);
  });

  it('the back-office list: filters, the step count; an agency moderator sees her agency only', async () => {
    const all = await list(SITE, {});
    expect(all.range).toBe('gift-sends 0-3/4');
    expect((await list(SITE, { step: 'site' })).body.map((r) => r.man_name)).toEqual(['Rick']);
    expect((await list(AGENCY, { step: 'agency' })).range).toBe('gift-sends */0');
    expect((await list(AGENCY, {})).body.every((r) => r.agency_id === 'agency-7')).toBe(true);
    expect((await list(SITE, { q: 'bear' })).body).toHaveLength(2);
    expect((await list(SITE, { status: 'accept' })).body.map((r) => r.display_status)).toEqual(['delivered']);
  });

  it('the catalogue in the back office: admins create and change gifts, moderators read, finance does not; a retired gift cannot be sent', async () => {
    expect((await admin('GET', 'gifts', AGENCY)).status).toBe(200);
    expect((await admin('GET', 'gifts', 'staff:finance')).status).toBe(403);
    expect((await admin('POST', 'gifts', SITE, { name: 'Ring', category: 'jewelry', price: 10, delivery_price: 0 })).status).toBe(403);
    const missing = await admin('POST', 'gifts', ADMIN, { name: 'Ring' });
    expect(missing).toMatchObject({ status: 400, body: { code: 10002 } });
    const bad = await admin('POST', 'gifts', ADMIN, { name: ' ', category: 'cars', price: 0, delivery_price: -1 });
    expect(bad.status).toBe(400);
    const created = await admin('POST', 'gifts', ADMIN, { name: 'Gold ring', category: 'jewelry', price: 1500, delivery_price: 50 });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Gold ring', name_ru: null, category: 'jewelry', price: 1500, delivery_price: 50, active: true },
    });
    const ring = created.body as unknown as Gift;
    // Its Russian name: set, kept when absent, refused blank, cleared by ''.
    expect((await admin('PUT', `gifts/${ring.id}`, ADMIN, { name_ru: ' Золотое кольцо ' })).body).toMatchObject({ name_ru: 'Золотое кольцо' });
    expect((await admin('PUT', `gifts/${ring.id}`, ADMIN, { price: 1490 })).body).toMatchObject({ name_ru: 'Золотое кольцо', price: 1490 });
    expect((await admin('PUT', `gifts/${ring.id}`, ADMIN, { name_ru: '   ' })).status).toBe(400);
    expect((await admin('PUT', `gifts/${ring.id}`, ADMIN, { name_ru: '' })).body).toMatchObject({ name_ru: null });
    expect((await call<Gift[]>('get-peresents', { category: 'jewelry' }, tokens[JOHN]!)).body.result!.map((g) => g.name)).toContain('Gold ring');

    // A price change leaves the gifts sent before at their price; retiring takes it out of the catalogue.
    const roses = giftNamed('11 red roses');
    expect((await admin('PUT', `gifts/${roses.id}`, ADMIN, { ...roses, price: 170 })).body).toMatchObject({ price: 170 });
    expect((await call<Sent[]>('get-my-gifts', { status: 'delivered' }, tokens[JOHN]!)).body.result![0]).toMatchObject({ old_price: 150 });
    expect((await admin('PUT', `gifts/${ring.id}`, ADMIN, { active: false })).body).toMatchObject({ active: false });
    expect((await call<Gift[]>('get-peresents', {}, tokens[JOHN]!)).body.result!.map((g) => g.name)).not.toContain('Gold ring');
    expect((await call('send-to-user', { target_user_id: Number(ANNA), gift_id: ring.id }, tokens[JOHN]!)).body).toMatchObject({ code: 10404 });
    expect((await admin('PUT', 'gifts/999999', ADMIN, { price: 5 })).status).toBe(404);
    expect((await admin<Gift[]>('GET', `gifts?filter=${encodeURIComponent('{"category":"flowers"}')}`, SITE)).body.length).toBe(4);
  });

  it('records every decision and catalogue change in the audit log', async () => {
    const audits = (await outbox('platform.v1.StaffActionRecorded')).map((e) => fromBinary(StaffActionRecordedSchema, e.envelope.payload));
    expect(audits.map((a) => `${a.resource}:${a.action}`)).toEqual([
      'gift-sends:gifts.agency-accept',
      'gift-sends:gifts.site-accept',
      'gift-sends:gifts.site-reject',
      'gift-sends:gifts.agency-reject',
      'gifts:gift.create',
      // The ring's Russian name set, its price, its Russian name cleared; the roses' price; the ring retired.
      ...Array<string>(5).fill('gifts:gift.update'),
    ]);
  });

  it("moves a lady's gifts, waiting or decided, to her new agency (identity's MemberAgencyChanged)", async () => {
    const tulips = giftNamed('Spring tulips');
    const waiting = (await call('send-to-user', { target_user_id: Number(ANNA), gift_id: tulips.id }, tokens[JOHN]!)).body.result!;
    await t.publish([encodeEvent(MemberAgencyChangedEvent, { memberId: ANNA, agencyId: 'agency-9', staffId: '1' }, { streamId: ANNA, actor: 'staff:1' })]);
    const queue = await eventually(
      () => list(OTHER_AGENCY, { step: 'agency' }),
      (r) => r.body.length > 0,
    );
    // The gift still waiting for the agency is the new agency's to decide.
    expect(queue.body.map((r) => r.id)).toEqual([waiting.id]);
    // All of her gifts follow her, the decided ones too: agency-7 (only Anna's) reads none of them any more.
    expect((await admin('GET', `gift-sends/${waiting.id}`, AGENCY)).status).toBe(404);
    expect((await list(AGENCY, {})).body).toEqual([]);
    const hers = (await list(OTHER_AGENCY, {})).body;
    expect(hers.length).toBeGreaterThan(1);
    expect(hers.every((g) => g.agency_id === 'agency-9')).toBe(true);
  });

  it('leaves a gift whose decision is moving his credits to that decision, which writes her agency of the moment when it completes', async () => {
    const bear = giftNamed('Teddy bear');
    const gift = (await call('send-to-user', { target_user_id: Number(ANNA), gift_id: bear.id }, tokens[JOHN]!)).body.result!;
    // agency-9's rejection has claimed it and is giving his credits back (HeldDecisions' step 1) when an admin moves her.
    await t.db.query(`UPDATE profiles.gift_sends SET settling = 'release' WHERE id = $1`, [gift.id]);
    await t.publish([encodeEvent(MemberAgencyChangedEvent, { memberId: ANNA, agencyId: 'agency-7', staffId: '1' }, { streamId: ANNA, actor: 'staff:1' })]);
    await eventually(
      () => t.db.query<{ agency_id: string }>(`SELECT agency_id FROM profiles.profiles WHERE member_id = $1`, [ANNA]),
      (rows) => rows[0]?.agency_id === 'agency-7',
    );
    // Moved now, it would wait at the agency-7 step with a claim only agency-9's decision completes.
    expect(await t.db.query(`SELECT agency_id FROM profiles.gift_sends WHERE id = $1`, [gift.id])).toEqual([{ agency_id: 'agency-9' }]);
    // The claimed decision completes (its retry) and the gift goes to the agency she is in now.
    expect((await decide(gift.id, OTHER_AGENCY, { decision: 'reject', reason: 'She is away' })).body).toMatchObject({
      status: 'reject',
      agency_id: 'agency-7',
    });
    expect((await admin('GET', `gift-sends/${gift.id}`, OTHER_AGENCY)).status).toBe(404);
    expect((await admin('GET', `gift-sends/${gift.id}`, AGENCY)).body).toMatchObject({ id: gift.id, status: 'reject' });
  });

  it("follows billing's HoldExpired: a gift nobody decided reads as returned and can only be rejected, which releases nothing again", async () => {
    const send = async (lady: string, gift: string) =>
      (await call('send-to-user', { target_user_id: Number(lady), gift_id: giftNamed(gift).id }, tokens[SAM]!)).body.result!;
    const holdOf = async (id: number) => (await t.db.query<{ hold_id: string }>(`SELECT hold_id FROM profiles.gift_sends WHERE id = $1`, [id]))[0]!.hold_id;
    const expire = (holdId: string) =>
      t.app.get(LedgerService).execute({
        accountId: SAM,
        actor: 'system:hold-expiry',
        idempotencyKey: `expire:${holdId}`,
        command: { type: 'ExpireHold', holdId, nowMs: Date.now() + 31 * 24 * 3600 * 1000 },
      });
    const ledgerOf = async (holdId: string) =>
      (await billing.query<{ type: string }>(`SELECT type FROM billing.ledger_events WHERE data->>'holdId' = $1 ORDER BY version`, [holdId])).map(
        (e) => e.type,
      );
    const hisGifts = async () => new Map((await call<Sent[]>('get-my-gifts', {}, tokens[SAM]!)).body.result!.map((g) => [g.id, g]));
    const marks = () => t.db.query(`SELECT id::int AS id, status, hold_expired_at FROM profiles.gift_sends WHERE man_id = $1 ORDER BY id`, [SAM]);
    const toldExpired = async () =>
      (await outbox('profiles.v1.GiftExpired'))
        .map((e) => ({ key: e.key, ...fromBinary(GiftExpiredSchema, e.envelope.payload) }))
        .filter((e) => e.manId === SAM)
        .map(({ key, giftSendId, manId, ladyId, credits }) => ({ key, giftSendId, manId, ladyId, credits }));

    const atAgency = await send(ANNA, 'Heart balloons'); // 120, her agency's step (agency-7)
    const atSite = await send(BELLA, 'Fruit basket'); // 170, the site's step (no agency)
    const late = await send(BELLA, 'Silk scarf'); // 270, its HoldExpired not yet in profiles when rejected
    const rejected = await send(BELLA, 'Box of Belgian chocolates'); // 110, given back by a reject
    const delivered = await send(BELLA, 'Teddy bear'); // 150, captured
    expect((await decide(rejected.id, SITE, { decision: 'reject', reason: 'Not in her city' })).body).toMatchObject({ status: 'reject' });
    expect((await decide(delivered.id, SITE, { decision: 'accept' })).body).toMatchObject({ status: 'accept' });
    expect(await balance(SAM)).toEqual({ posted: 1850, held: 560, available: 1290 });
    expect((await hisGifts()).get(atSite.id)).toMatchObject({ status: 'packaging', hold_expired_at: null });

    // Thirty days on, nobody decided three of them: billing's job gives the credits back.
    for (const gift of [atAgency, atSite, late]) expect(await expire(await holdOf(gift.id))).toMatchObject({ ok: true });
    expect(await balance(SAM)).toEqual({ posted: 1850, held: 0, available: 1850 });
    await eventually(
      () => t.db.query(`SELECT 1 FROM profiles.gift_sends WHERE man_id = $1 AND hold_expired_at IS NOT NULL`, [SAM]),
      (rows) => rows.length === 3,
    );
    const gifts = await hisGifts();
    // He reads his credits as returned, no longer as held; the decided ones are as they were.
    for (const gift of [atAgency, atSite, late]) expect(gifts.get(gift.id)).toMatchObject({ status: 'packaging', hold_expired_at: expect.any(String) });
    expect(gifts.get(rejected.id)).toMatchObject({ status: 'reject', hold_expired_at: null });
    expect(gifts.get(delivered.id)).toMatchObject({ status: 'delivered', hold_expired_at: null });
    // He is told once per gift (GiftExpired, keyed by him: notifications and his live toast), with the credits returned.
    const told = [
      { key: SAM, giftSendId: String(atAgency.id), manId: SAM, ladyId: ANNA, credits: 120n },
      { key: SAM, giftSendId: String(atSite.id), manId: SAM, ladyId: BELLA, credits: 170n },
      { key: SAM, giftSendId: String(late.id), manId: SAM, ladyId: BELLA, credits: 270n },
    ];
    expect(await toldExpired()).toEqual(told);
    // The back office sees it on the record (and the list).
    expect((await admin('GET', `gift-sends/${atAgency.id}`, AGENCY)).body).toMatchObject({
      status: 'process',
      step: 'agency',
      display_status: 'packaging',
      hold_expired_at: gifts.get(atAgency.id)!.hold_expired_at,
    });
    expect((await list(SITE, { man_id: Number(SAM) })).body.filter((r) => r.hold_expired_at !== null).map((r) => r.id)).toEqual([
      atAgency.id,
      atSite.id,
      late.id,
    ]);

    // The event again (billing's own, redelivered), a new one for the same hold, one for a hold no gift has,
    // and for the rejected and the delivered gift's holds: nothing changes.
    const before = await marks();
    const [billingsOwn] = await billing.query<{ topic: string; key: string; envelope: Buffer }>(
      `SELECT topic, key, envelope FROM billing.outbox WHERE type = $1 AND key = $2 ORDER BY id LIMIT 1`,
      [BillingEvents.HoldExpired.type, SAM],
    );
    await t.bus.publish([{ topic: billingsOwn!.topic, key: billingsOwn!.key, value: billingsOwn!.envelope }]);
    const expired = (accountId: string, holdId: string) =>
      encodeEvent(BillingEvents.HoldExpired, { accountId, holdId, amount: 100n }, { streamId: accountId, actor: 'system:hold-expiry', eventId: randomUUID() });
    await t.publish([
      expired(SAM, await holdOf(atSite.id)),
      expired(SAM, randomUUID()),
      expired(SAM, await holdOf(rejected.id)),
      expired(SAM, await holdOf(delivered.id)),
    ]);
    expect(await marks()).toEqual(before);
    expect(await toldExpired()).toEqual(told);

    // Nothing is left to capture: either accept is refused, nothing charged; the gifts stay where they were.
    expect(await decide(atAgency.id, AGENCY, { decision: 'accept' })).toMatchObject({ status: 409, body: { code: 10034 } });
    expect(await decide(atSite.id, SITE, { decision: 'accept' })).toMatchObject({ status: 409, body: { code: 10034 } });
    expect((await admin('GET', `gift-sends/${atAgency.id}`, AGENCY)).body).toMatchObject({ status: 'process', step: 'agency' });
    expect(await balance(SAM)).toEqual({ posted: 1850, held: 0, available: 1850 });

    // The reject completes at either step without asking billing: nothing is released twice.
    expect((await decide(atAgency.id, AGENCY, { decision: 'reject', reason: 'No decision in time' })).body).toMatchObject({
      status: 'reject',
      display_status: 'reject',
      hold_expired_at: expect.any(String),
    });
    expect((await decide(atSite.id, SITE, { decision: 'reject', reason: 'No decision in time' })).body).toMatchObject({ status: 'reject' });
    // One whose HoldExpired has not reached profiles yet (Kafka lagging): billing's release answers "not open", and the reject completes.
    await t.db.query(`UPDATE profiles.gift_sends SET hold_expired_at = NULL WHERE id = $1`, [late.id]);
    expect((await decide(late.id, SITE, { decision: 'reject', reason: 'No decision in time' })).body).toMatchObject({ status: 'reject' });
    expect(await balance(SAM)).toEqual({ posted: 1850, held: 0, available: 1850 });
    for (const gift of [atAgency, atSite, late]) expect(await ledgerOf(await holdOf(gift.id))).toEqual(['CreditsHeld', 'HoldExpired']);
    // The rejects of holds profiles knew expired say so (he was told then, not again); the late one's does not (he was not told).
    const rejects = new Map(
      (await outbox('profiles.v1.GiftDecided'))
        .map((e) => fromBinary(GiftDecidedSchema, e.envelope.payload))
        .filter((d) => d.manId === SAM && d.status === 'reject')
        .map((d) => [Number(d.giftSendId), d.holdExpired]),
    );
    expect([rejects.get(atAgency.id), rejects.get(atSite.id), rejects.get(late.id), rejects.get(rejected.id)]).toEqual([true, true, false, false]);
    expect([...(await hisGifts()).values()].map((g) => g.status)).toEqual(['reject', 'reject', 'reject', 'reject', 'delivered']);
  });
});
