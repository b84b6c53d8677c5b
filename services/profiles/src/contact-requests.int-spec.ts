import { fromBinary } from '@bufbuild/protobuf';
import { BILLING_DB, BillingLedgerModule, LedgerService } from '@dating/billing-ledger';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { encodeEvent, type ServiceDb } from '@dating/platform';
import { ChatSessionEndedEvent } from '@dating/chat-room/contracts';
import { CONTACT_UNLOCK } from '@dating/rules';
import { randomUUID } from 'node:crypto';
import { LetterPaymentReversedEvent, LetterSentEvent } from '@dating/mail/contracts';
import { StaffActionRecordedSchema } from '@dating/proto/platform/v1/audit_pb';
import { ContactRequestDecidedSchema, ContactRequestExpiredSchema, ContactRequestMadeSchema } from '@dating/proto/profiles/v1/social_pb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContactRequest } from './infrastructure/contact-requests.js';
import { heldTestKit } from './testing/held.js';
import { eventually, type ProfilesTestApp, startProfilesTestApp } from './testing/index.js';

type Status = {
  user_id: number;
  status: string;
  price: number;
  contacts: { phone: string | null; email: string | null } | null;
  reason: string | null;
  time_create: string | null;
  hold_expired_at: string | null;
  unlock: { chat_minutes: number; letters: number; chat_minutes_needed: number; letters_needed: number; unlocked: boolean };
};
type AdminRecord = {
  id: number;
  man_id: number;
  man_name: string;
  lady_id: number;
  lady_name: string;
  agency_id: string | null;
  status: string;
  step: string | null;
  price: number;
  reason: string | null;
  created_at: string;
  hold_expired_at: string | null;
  agency_decided_by: string | null;
  agency_decided_at: string | null;
  site_decided_by: string | null;
  site_decided_at: string | null;
};

/**
 * Contact-info requests (realinfo, spec sections 1, 3, 7, 8): a man asks for a lady's contacts,
 * his credits are held by billing's real ledger, her agency's moderator and then a site moderator
 * decide in the back office; accepted, her contacts are his (and only his); rejected, his credits
 * come back.
 */
describe('realinfo: contact-info requests and their moderation', () => {
  let t: ProfilesTestApp;
  let billing: ServiceDb;
  const AGENCY = 'staff:agency_moderator:agency-7';
  const OTHER_AGENCY = 'staff:agency_moderator:agency-9';
  const SITE = 'staff:site_moderator';
  const tokens: Record<string, string> = {};
  // Ladies: Anna (agency-7), Bella (no agency), Clara (no contacts), Dana (agency-7), Eva, Fiona and Gala (no agency).
  const [ANNA, BELLA, CLARA, DANA, EVA, FIONA, GALA, HANNA] = ['540001', '540002', '540003', '540004', '540005', '540006', '540007', '540008'];
  // Men: John (rich), Mark (no credits), Otto (another man), Paul (blocks), Rick (concurrent), Sam (a hold that expires).
  const [JOHN, MARK, OTTO, PAUL, RICK, SAM] = ['540011', '540012', '540013', '540014', '540015', '540016'];

  const call = <T = Status>(path: string, body: unknown, token: string) => t.site.call<T>(`realinfo/${path}`, body, { token });
  const kit = () => heldTestKit(t);
  const balance = (id: string) => kit().balance(id);
  const admin = <T = AdminRecord>(method: string, path: string, token: string, body?: unknown) => kit().admin<T>(method, path, token, body);
  const list = (token: string, filter: Record<string, unknown>) => kit().list<AdminRecord>('contact-requests', token, filter);
  const outbox = (type: string) => kit().outbox(type);
  const grant = (id: string, credits: number) => kit().grant(id, credits);
  const requestOf = async (man: string, lady: string) =>
    (await t.db.query<{ id: string }>(`SELECT id::text AS id FROM profiles.contact_requests WHERE man_id = $1 AND lady_id = $2`, [man, lady]))[0]?.id;

  beforeAll(async () => {
    t = await startProfilesTestApp({ with: [BillingLedgerModule.register()] });
    billing = t.app.get<ServiceDb>(BILLING_DB, { strict: false });
    const ladies = { [ANNA]: 'Anna', [BELLA]: 'Bella', [CLARA]: 'Clara', [DANA]: 'Dana', [EVA]: 'Eva', [FIONA]: 'Fiona', [GALA]: 'Gala', [HANNA]: 'Hanna' };
    const men = { [JOHN]: 'John', [MARK]: 'Mark', [OTTO]: 'Otto', [PAUL]: 'Paul', [RICK]: 'Rick', [SAM]: 'Sam' };
    for (const [id, name] of Object.entries(ladies)) tokens[id] = await t.register({ id, userType: 'woman', name });
    for (const [id, name] of Object.entries(men)) tokens[id] = await t.register({ id, userType: 'man', name });
    await t.setProfile(ANNA, { agency_id: 'agency-7' });
    await t.setProfile(DANA, { agency_id: 'agency-7' });
    await t.db.query(`UPDATE profiles.contacts SET phone = '+380 44 123 4567' WHERE member_id = $1`, [ANNA]);
    await t.db.query(`UPDATE profiles.contacts SET email = NULL, phone = NULL WHERE member_id = $1`, [CLARA]);
    await eventually(
      () => billing.query(`SELECT 1 FROM billing.accounts WHERE id = ANY($1::text[])`, [Object.keys(men)]),
      (r) => r.length === Object.keys(men).length,
    );
    for (const man of [JOHN, OTTO, PAUL, SAM]) await grant(man, 2000);
    await grant(RICK, 700);
  }, 60_000);

  afterAll(async () => t?.close());

  it("answers 'none' with the price before he asks", async () => {
    const res = await call('get-info-status', { user_id: Number(ANNA) }, tokens[JOHN]!);
    expect(res.body.result).toEqual({
      user_id: Number(ANNA),
      status: 'none',
      price: 500,
      contacts: null,
      reason: null,
      time_create: null,
      hold_expired_at: null,
      unlock: { chat_minutes: 0, letters: 0, chat_minutes_needed: CONTACT_UNLOCK.chatMinutes, letters_needed: CONTACT_UNLOCK.letters, unlocked: false },
    });
  });

  it('makes a request: holds the price once, status process; a repeat is 10034 and holds nothing more', async () => {
    const res = await call('make-request', { user_id: Number(ANNA) }, tokens[JOHN]!);
    expect(res.body).toMatchObject({ status: true, result: { user_id: Number(ANNA), status: 'process', price: 500, contacts: null, reason: null } });
    expect(Date.parse(res.body.result!.time_create!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await balance(JOHN)).toEqual({ posted: 2000, held: 500, available: 1500 });
    const status = await call('get-info-status', { user_id: Number(ANNA) }, tokens[JOHN]!);
    expect(status.body.result).toMatchObject({ status: 'process', contacts: null, time_create: res.body.result!.time_create });

    const again = await call('make-request', { user_id: Number(ANNA) }, tokens[JOHN]!);
    expect(again).toMatchObject({ status: 409, body: { status: false, code: 10034, desc: 'You already sent request earlier!' } });
    expect(await balance(JOHN)).toEqual({ posted: 2000, held: 500, available: 1500 });

    const [made] = await outbox('profiles.v1.ContactRequestMade');
    expect(made!.key).toBe(JOHN);
    expect(fromBinary(ContactRequestMadeSchema, made!.envelope.payload)).toMatchObject({ manId: JOHN, ladyId: ANNA, price: 500n, agencyId: 'agency-7' });
    const [hold] = await billing.query<{ service: string; amount: string; reference: string }>(
      `SELECT service, amount::text AS amount, reference FROM billing.holds WHERE account_id = $1`,
      [JOHN],
    );
    expect(hold).toEqual({ service: 'realinfo_request', amount: '500', reference: `realinfo:${JOHN}:${ANNA}` });
  });

  it('two concurrent requests store one request and move the money once', async () => {
    const answers = await Promise.all([
      call('make-request', { user_id: Number(EVA) }, tokens[RICK]!),
      call('make-request', { user_id: Number(EVA) }, tokens[RICK]!),
    ]);
    expect(answers.map((a) => a.body.status).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.body.status)!.body).toMatchObject({ code: 10034, desc: 'You already sent request earlier!' });
    expect(await t.db.query(`SELECT 1 FROM profiles.contact_requests WHERE man_id = $1`, [RICK])).toHaveLength(1);
    expect(await billing.query(`SELECT 1 FROM billing.holds WHERE account_id = $1`, [RICK])).toHaveLength(1);
    expect(await balance(RICK)).toEqual({ posted: 700, held: 500, available: 200 });
    // And with 200 left he cannot afford another: billing's 10025, nothing stored, nothing held.
    const short = await call('make-request', { user_id: Number(BELLA) }, tokens[RICK]!);
    expect(short.body).toMatchObject({ status: false, code: 10025 });
    expect(await requestOf(RICK, BELLA)).toBeUndefined();
    expect(await balance(RICK)).toEqual({ posted: 700, held: 500, available: 200 });
  });

  it('not enough credits: 10025 and nothing stored', async () => {
    const res = await call('make-request', { user_id: Number(ANNA) }, tokens[MARK]!);
    expect(res.body).toMatchObject({ status: false, code: 10025 });
    expect(await requestOf(MARK, ANNA)).toBeUndefined();
    expect((await call('get-info-status', { user_id: Number(ANNA) }, tokens[MARK]!)).body.result).toMatchObject({ status: 'none' });
    expect(await outbox('profiles.v1.ContactRequestMade')).toHaveLength(2);
  });

  it('refuses a woman, the same sex, an unknown member, his own id, a block either way, a lady without contacts', async () => {
    expect(await call('make-request', { user_id: Number(JOHN) }, tokens[ANNA]!)).toMatchObject({ status: 403, body: { status: false, code: 10024 } });
    expect((await call('get-info-status', { user_id: Number(JOHN) }, tokens[ANNA]!)).body).toMatchObject({ status: false, code: 10024 });
    expect((await call('make-request', { user_id: Number(OTTO) }, tokens[JOHN]!)).body).toMatchObject({ status: false, code: 10024 });
    expect((await call('make-request', { user_id: Number(JOHN) }, tokens[JOHN]!)).body).toMatchObject({ status: false, code: 10024 });
    expect((await call('make-request', { user_id: 549999 }, tokens[JOHN]!)).body).toMatchObject({ status: false, code: 10404 });
    expect((await call('get-info-status', { user_id: 549999 }, tokens[JOHN]!)).body).toMatchObject({ status: false, code: 10404 });
    expect((await call('make-request', { user_id: 'x' }, tokens[JOHN]!)).body).toMatchObject({ status: false, code: 10002 });
    expect((await call('make-request', {}, tokens[JOHN]!)).body).toMatchObject({ status: false, code: 10001 });

    // He blocked her; she blocked him.
    expect((await t.site.call('block/add', { target_user_id: Number(FIONA) }, { token: tokens[PAUL]! })).body.status).toBe(true);
    expect((await t.site.call('block/add', { target_user_id: Number(PAUL) }, { token: tokens[GALA]! })).body.status).toBe(true);
    for (const lady of [FIONA, GALA])
      expect((await call('make-request', { user_id: Number(lady) }, tokens[PAUL]!)).body).toMatchObject({ status: false, code: 10003 });

    const none = await call('make-request', { user_id: Number(CLARA) }, tokens[PAUL]!);
    expect(none.body).toMatchObject({ status: false, code: 11223, desc: "You can't buy contacts for now" });
    expect(await t.db.query(`SELECT 1 FROM profiles.contact_requests WHERE man_id = $1`, [PAUL])).toHaveLength(0);
    expect(await balance(PAUL)).toEqual({ posted: 2000, held: 0, available: 2000 });
  });

  it("another agency's moderator neither sees nor decides; the site waits for the agency; the agency accepts → verification", async () => {
    const id = (await requestOf(JOHN, ANNA))!;
    expect((await list(OTHER_AGENCY, {})).body).toEqual([]);
    expect((await admin('GET', `contact-requests/${id}`, OTHER_AGENCY)).status).toBe(404);
    const foreign = await admin('POST', `contact-requests/${id}/decision`, OTHER_AGENCY, { decision: 'accept' });
    expect(foreign).toMatchObject({ status: 404, body: { code: 10404, message: 'Contact request not found' } });
    const early = await admin('POST', `contact-requests/${id}/decision`, SITE, { decision: 'accept' });
    expect(early).toMatchObject({ status: 409, body: { code: 10034, message: 'Her agency moderator decides first' } });
    expect((await admin('POST', `contact-requests/${id}/decision`, AGENCY, { decision: 'maybe' })).body).toMatchObject({
      code: 10002,
      errors: { decision: expect.any(String) },
    });
    expect((await admin('GET', 'contact-requests', 'staff:finance')).status).toBe(403);
    expect((await admin('POST', `contact-requests/${id}/decision`, 'staff:finance', { decision: 'accept' })).status).toBe(403);
    expect((await admin('GET', 'contact-requests', tokens[JOHN]!)).status).toBe(401);

    const one = await admin('GET', `contact-requests/${id}`, AGENCY);
    expect(one.body).toEqual({
      id: Number(id),
      man_id: Number(JOHN),
      man_name: 'John',
      lady_id: Number(ANNA),
      lady_name: 'Anna',
      agency_id: 'agency-7',
      status: 'process',
      step: 'agency',
      price: 500,
      reason: null,
      created_at: expect.any(String),
      party_banned: false,
      hold_expired_at: null,
      agency_decided_by: null,
      agency_decided_at: null,
      site_decided_by: null,
      site_decided_at: null,
    });

    const accepted = await admin('POST', `contact-requests/${id}/decision`, AGENCY, { decision: 'accept' });
    expect(accepted).toMatchObject({ status: 200, body: { status: 'verification', step: 'site', agency_decided_by: 'staff:staff-agency_moderator-agency-7' } });
    expect((await call('get-info-status', { user_id: Number(ANNA) }, tokens[JOHN]!)).body.result).toMatchObject({ status: 'verification', contacts: null });
    // Her agency has decided: its second decision is out of turn; the money has not moved.
    const twice = await admin('POST', `contact-requests/${id}/decision`, AGENCY, { decision: 'reject', reason: 'changed my mind' });
    expect(twice).toMatchObject({ status: 409, body: { code: 10034, message: 'Her agency has decided already; the site moderator decides now' } });
    expect(await balance(JOHN)).toEqual({ posted: 2000, held: 500, available: 1500 });
  });

  it('the site accepts: the held credits are captured (his balance and a contacts request order), her contacts are his alone', async () => {
    const id = (await requestOf(JOHN, ANNA))!;
    const accepted = await admin('POST', `contact-requests/${id}/decision`, SITE, { decision: 'accept' });
    expect(accepted).toMatchObject({ status: 200, body: { status: 'accept', step: null, site_decided_by: 'staff:staff-site_moderator', reason: null } });
    expect(await balance(JOHN)).toEqual({ posted: 1500, held: 0, available: 1500 });
    const orders = await t.site.call<{ type: string; type_name: string; credits: number; companion_id: string }[]>(
      'credit/get-orders',
      {},
      { token: tokens[JOHN]! },
    );
    expect(orders.body.result).toEqual([
      expect.objectContaining({ type: 'contacts_request', type_name: 'contacts request', credits: 500, companion_id: ANNA }),
    ]);

    const status = await call('get-info-status', { user_id: Number(ANNA) }, tokens[JOHN]!);
    expect(status.body.result).toMatchObject({ status: 'accept', contacts: { phone: '+380 44 123 4567', email: `anna.${ANNA}@example.com` }, reason: null });
    // Never to another man, and nowhere else.
    expect((await call('get-info-status', { user_id: Number(ANNA) }, tokens[OTTO]!)).body.result).toMatchObject({ status: 'none', contacts: null });
    const profile = await t.site.call<Record<string, unknown>>('profile/load', { target_user_id: Number(ANNA) }, { token: tokens[JOHN]! });
    expect(JSON.stringify(profile.body.result)).not.toContain('123 4567');

    expect((await admin('POST', `contact-requests/${id}/decision`, SITE, { decision: 'reject', reason: 'late' })).status).toBe(409);
    const decided = (await outbox('profiles.v1.ContactRequestDecided')).map((e) => fromBinary(ContactRequestDecidedSchema, e.envelope.payload));
    expect(decided.map((d) => [d.step, d.status])).toEqual([
      ['agency', 'verification'],
      ['site', 'accept'],
    ]);
    expect(decided[1]).toMatchObject({ manId: JOHN, ladyId: ANNA, decidedBy: 'staff:staff-site_moderator' });
  });

  it('a lady without an agency goes to the site step at process; a rejection needs a reason, gives his credits back and tells him why', async () => {
    await call('make-request', { user_id: Number(BELLA) }, tokens[JOHN]!);
    const id = (await requestOf(JOHN, BELLA))!;
    expect(await balance(JOHN)).toEqual({ posted: 1500, held: 500, available: 1000 });
    expect((await admin('GET', `contact-requests/${id}`, AGENCY)).status).toBe(404);
    expect((await admin('GET', `contact-requests/${id}`, SITE)).body).toMatchObject({ status: 'process', step: 'site', agency_id: null });
    const noReason = await admin('POST', `contact-requests/${id}/decision`, SITE, { decision: 'reject' });
    expect(noReason).toMatchObject({ status: 400, body: { code: 10002, errors: { reason: 'Give the reason of the rejection' } } });
    const tooLong = await admin('POST', `contact-requests/${id}/decision`, SITE, { decision: 'reject', reason: 'x'.repeat(501) });
    expect(tooLong.body).toMatchObject({ code: 10002, errors: { reason: expect.any(String) } });
    expect(await balance(JOHN)).toEqual({ posted: 1500, held: 500, available: 1000 });

    const rejected = await admin('POST', `contact-requests/${id}/decision`, SITE, { decision: 'reject', reason: 'She asked us not to share them' });
    expect(rejected.body).toMatchObject({
      status: 'reject',
      step: null,
      reason: 'She asked us not to share them',
      site_decided_by: 'staff:staff-site_moderator',
    });
    expect(await balance(JOHN)).toEqual({ posted: 1500, held: 0, available: 1500 });
    expect((await call('get-info-status', { user_id: Number(BELLA) }, tokens[JOHN]!)).body.result).toMatchObject({
      status: 'reject',
      contacts: null,
      reason: 'She asked us not to share them',
    });
    // Any status: a second request is refused.
    expect((await call('make-request', { user_id: Number(BELLA) }, tokens[JOHN]!)).body).toMatchObject({
      code: 10034,
      desc: 'You already sent request earlier!',
    });
  });

  it("the agency's rejection is final and gives his credits back", async () => {
    await call('make-request', { user_id: Number(DANA) }, tokens[OTTO]!);
    const id = (await requestOf(OTTO, DANA))!;
    expect(await balance(OTTO)).toEqual({ posted: 2000, held: 500, available: 1500 });
    const rejected = await admin('POST', `contact-requests/${id}/decision`, AGENCY, { decision: 'reject', reason: 'Not now' });
    expect(rejected.body).toMatchObject({ status: 'reject', step: null, reason: 'Not now', agency_decided_by: 'staff:staff-agency_moderator-agency-7' });
    expect(await balance(OTTO)).toEqual({ posted: 2000, held: 0, available: 2000 });
    expect((await admin('POST', `contact-requests/${id}/decision`, SITE, { decision: 'accept' })).status).toBe(409);
    expect(await balance(OTTO)).toEqual({ posted: 2000, held: 0, available: 2000 });
  });

  it('a hold that expired before the site decided: he reads his credits as returned, the accept is refused (nothing charged), the reject completes', async () => {
    await call('make-request', { user_id: Number(HANNA) }, tokens[SAM]!);
    const id = (await requestOf(SAM, HANNA))!;
    const [hold] = await t.db.query<{ hold_id: string }>(`SELECT hold_id FROM profiles.contact_requests WHERE id = $1`, [id]);
    expect((await call('get-info-status', { user_id: Number(HANNA) }, tokens[SAM]!)).body.result).toMatchObject({ status: 'process', hold_expired_at: null });
    await t.app.get(LedgerService).execute({
      accountId: SAM,
      actor: 'system:hold-expiry',
      idempotencyKey: `expire:${hold!.hold_id}`,
      command: { type: 'ExpireHold', holdId: hold!.hold_id, nowMs: Date.now() + 31 * 24 * 3600 * 1000 },
    });
    expect(await balance(SAM)).toEqual({ posted: 2000, held: 0, available: 2000 });
    // Billing's HoldExpired reaches profiles: his request reads as returned, the back office sees it.
    const status = await eventually(
      () => call('get-info-status', { user_id: Number(HANNA) }, tokens[SAM]!),
      (r) => r.body.result?.hold_expired_at != null,
    );
    expect(status.body.result).toMatchObject({ status: 'process', price: 500, hold_expired_at: expect.any(String) });
    expect((await admin('GET', `contact-requests/${id}`, SITE)).body).toMatchObject({ status: 'process', step: 'site', hold_expired_at: expect.any(String) });
    // He is told (ContactRequestExpired, keyed by him), with the credits returned.
    const told = (await outbox('profiles.v1.ContactRequestExpired')).map((e) => ({
      key: e.key,
      ...fromBinary(ContactRequestExpiredSchema, e.envelope.payload),
    }));
    expect(told).toEqual([expect.objectContaining({ key: SAM, requestId: id, manId: SAM, ladyId: HANNA, credits: 500n, expiredAtMs: expect.any(BigInt) })]);
    const accept = await admin('POST', `contact-requests/${id}/decision`, SITE, { decision: 'accept' });
    expect(accept).toMatchObject({ status: 409, body: { code: 10034 } });
    expect(await balance(SAM)).toEqual({ posted: 2000, held: 0, available: 2000 });
    expect((await admin('GET', `contact-requests/${id}`, SITE)).body).toMatchObject({ status: 'process', step: 'site' });
    const reject = await admin('POST', `contact-requests/${id}/decision`, SITE, { decision: 'reject', reason: 'Expired' });
    expect(reject.body).toMatchObject({ status: 'reject', hold_expired_at: expect.any(String) });
    // Its decision says the hold had expired: he was told then, not again.
    const decided = (await outbox('profiles.v1.ContactRequestDecided')).map((e) => fromBinary(ContactRequestDecidedSchema, e.envelope.payload));
    expect(decided.filter((d) => d.requestId === id)).toEqual([expect.objectContaining({ status: 'reject', holdExpired: true })]);
    expect(await balance(SAM)).toEqual({ posted: 2000, held: 0, available: 2000 });
    // Given back once, by the expiry: the reject released nothing.
    const ledger = await billing.query<{ type: string }>(`SELECT type FROM billing.ledger_events WHERE data->>'holdId' = $1 ORDER BY version`, [hold!.hold_id]);
    expect(ledger.map((e) => e.type)).toEqual(['CreditsHeld', 'HoldExpired']);
  });

  it('records every decision in the audit log', async () => {
    const audits = (await outbox('platform.v1.StaffActionRecorded')).map((e) => fromBinary(StaffActionRecordedSchema, e.envelope.payload));
    expect(audits.map((a) => a.action)).toEqual([
      'contacts.agency-accept',
      'contacts.site-accept',
      'contacts.site-reject',
      'contacts.agency-reject',
      'contacts.site-reject',
    ]);
    expect(audits.every((a) => a.resource === 'contact-requests' && a.service === 'profiles')).toBe(true);
    const annas = audits[1]!;
    expect(annas).toMatchObject({ recordId: await requestOf(JOHN, ANNA), actorRole: 'site_moderator' });
    expect(JSON.parse(annas.beforeJson)).toMatchObject({ status: 'verification' });
    expect(JSON.parse(annas.afterJson)).toMatchObject({ status: 'accept' });
  });

  it('lists with the filters: status, q (name or id), step for the dashboard count; an agency moderator sees her agency only', async () => {
    await call('make-request', { user_id: Number(DANA) }, tokens[JOHN]!); // agency-7, waits for the agency
    const all = await list(SITE, {});
    expect(all.range).toBe('contact-requests 0-5/6');
    expect(all.body.map((r) => r.status).sort()).toEqual(['accept', 'process', 'process', 'reject', 'reject', 'reject']);
    expect((await list(SITE, { status: 'reject' })).body.map((r) => r.lady_name).sort()).toEqual(['Bella', 'Dana', 'Hanna']);
    expect((await list(SITE, { q: 'ann' })).body.map((r) => r.lady_name).sort()).toEqual(['Anna', 'Hanna']);
    expect((await list(SITE, { q: RICK })).body.map((r) => r.man_name)).toEqual(['Rick']);
    // The count of what waits at a moderator's step: the list's total for { step }.
    const agencyWaits = await list(AGENCY, { step: 'agency' });
    expect(agencyWaits.range).toBe('contact-requests 0-0/1');
    expect(agencyWaits.body[0]).toMatchObject({ man_id: Number(JOHN), lady_id: Number(DANA), status: 'process', step: 'agency' });
    const siteWaits = await list(SITE, { step: 'site' });
    expect(siteWaits.body.map((r) => [r.man_name, r.lady_name])).toEqual([['Rick', 'Eva']]);
    expect(siteWaits.range).toBe('contact-requests 0-0/1');
    expect((await list(AGENCY, {})).body.every((r) => r.agency_id === 'agency-7')).toBe(true);
    expect((await list(AGENCY, { agency_id: 'agency-9' })).body.every((r) => r.agency_id === 'agency-7')).toBe(true);
    expect((await list(SITE, { nope: 1 })).status).toBe(400);
    const sorted = await admin<AdminRecord[]>('GET', `contact-requests?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,1]')}`, SITE);
    expect(sorted.range).toBe('contact-requests 0-1/6');
    expect(sorted.body[0]!.id).toBeGreaterThan(sorted.body[1]!.id);
  });

  it('unlocked by talking (billed chat minutes and his paid letters, each event once): the request is free, holds nothing and is decided as any other', async () => {
    const status = async () => (await call('get-info-status', { user_id: Number(HANNA) }, tokens[MARK]!)).body.result!;
    const ended = (minutes: number, eventId = randomUUID()) =>
      encodeEvent(
        ChatSessionEndedEvent,
        { sessionId: randomUUID(), roomId: randomUUID(), manId: MARK, womanId: HANNA, minutes, credits: BigInt(minutes), reason: 'ended' },
        { streamId: MARK, actor: `member:${MARK}`, eventId },
      );
    const letter = (senderId: string, recipientId: string, chargeId: string, letterId: string = randomUUID()) =>
      encodeEvent(
        LetterSentEvent,
        { letterId, senderId, recipientId, subject: 'Hi', chargeId, amount: chargeId ? 10n : 0n },
        {
          streamId: recipientId,
          actor: `member:${senderId}`,
        },
      );
    // Mark has no credits: before the unlock he cannot ask (billing's 10025).
    expect((await call('make-request', { user_id: Number(HANNA) }, tokens[MARK]!)).body).toMatchObject({ status: false, code: 10025 });

    const twice = ended(CONTACT_UNLOCK.chatMinutes - 20);
    await t.publish([twice, twice, ended(20), ended(0)]);
    const hers = [letter(HANNA, MARK, ''), letter(HANNA, MARK, '')];
    const others = [letter(OTTO, HANNA, randomUUID()), letter(MARK, EVA, randomUUID())];
    const his = Array.from({ length: CONTACT_UNLOCK.letters - 1 }, () => letter(MARK, HANNA, randomUUID()));
    await t.publish([...hers, ...others, ...his]);
    // One letter short: his minutes are there, not yet the letters.
    const short = await eventually(status, (s) => s.unlock.letters === CONTACT_UNLOCK.letters - 1 && s.unlock.chat_minutes === CONTACT_UNLOCK.chatMinutes);
    expect(short).toMatchObject({ status: 'none', price: 500, unlock: { unlocked: false } });
    // A letter whose charge finance reversed stops counting, once however often it is told; an unknown letter changes nothing.
    const reversed = (letterId: string) =>
      encodeEvent(LetterPaymentReversedEvent, { letterId, senderId: MARK, chargeId: randomUUID() }, { streamId: MARK, actor: 'staff:1' });
    const refunded = randomUUID();
    await t.publish([letter(MARK, HANNA, randomUUID(), refunded)]);
    await eventually(status, (s) => s.unlock.unlocked);
    await t.publish([reversed(refunded), reversed(refunded), reversed(randomUUID())]);
    await eventually(status, (s) => s.unlock.letters === CONTACT_UNLOCK.letters - 1);
    await new Promise((r) => setTimeout(r, 300));
    expect((await status()).unlock.letters).toBe(CONTACT_UNLOCK.letters - 1);
    await t.publish([letter(MARK, HANNA, randomUUID())]);
    const open = await eventually(status, (s) => s.unlock.unlocked);
    expect(open).toMatchObject({ status: 'none', price: 0, unlock: { chat_minutes: CONTACT_UNLOCK.chatMinutes, letters: CONTACT_UNLOCK.letters } });

    const made = await call('make-request', { user_id: Number(HANNA) }, tokens[MARK]!);
    expect(made.body).toMatchObject({ status: true, result: { status: 'process', price: 0 } });
    expect(await billing.query(`SELECT 1 FROM billing.holds WHERE account_id = $1`, [MARK])).toEqual([]);
    // Hanna has no agency: the site decides at once; nothing to capture, her contacts are his.
    const id = (await requestOf(MARK, HANNA))!;
    expect(await admin('POST', `contact-requests/${id}/decision`, SITE, { decision: 'accept' })).toMatchObject({ status: 200, body: { status: 'accept' } });
    expect(await status()).toMatchObject({ status: 'accept', price: 0, contacts: { email: `hanna.${HANNA}@example.com` } });
    expect(await balance(MARK)).toEqual({ posted: 0, held: 0, available: 0 });
    const orders = await t.site.call<unknown[]>('credit/get-orders', {}, { token: tokens[MARK]! });
    expect(orders.body.result).toEqual([]);
  });

  it('a paid request that loses to a free one (her contacts unlocked between the two) gives its hold back at once', async () => {
    // The race made certain: billing's real ledger, wrapped so that right after it holds Otto's price
    // a free request of his for Hanna is stored, as a second request of his would be once unlocked.
    const ledger = t.app.get<LedgerPort>(LEDGER_PORT, { strict: false });
    const hold = ledger.hold.bind(ledger);
    const before = await balance(OTTO);
    let holdId = '';
    ledger.hold = async (request) => {
      const held = await hold(request);
      holdId = held.holdId;
      await insertContactRequest(t.db, { manId: OTTO, ladyId: HANNA, agencyId: null, price: 0, holdId: null, at: new Date() });
      return held;
    };
    try {
      const made = await call('make-request', { user_id: Number(HANNA) }, tokens[OTTO]!);
      expect(made.body).toMatchObject({ status: false, code: 10034 });
    } finally {
      ledger.hold = hold;
    }
    // Held and given back: nothing waits for the hold's 30-day expiry, nothing is charged.
    expect(await balance(OTTO)).toEqual(before);
    expect(holdId).not.toBe('');
    expect(await billing.query(`SELECT account_id, status FROM billing.holds WHERE hold_id = $1`, [holdId])).toEqual([
      { account_id: OTTO, status: 'released' },
    ]);
    expect(await call('get-info-status', { user_id: Number(HANNA) }, tokens[OTTO]!)).toMatchObject({ body: { result: { status: 'process', price: 0 } } });
  });
});
