import { CLIENT_ID, decodeEnvelope, decodePayload, encodeEvent, type EventDefinition, StaffActionRecorded } from '@dating/platform';
import { MemberAgencyChangedEvent, MemberBannedEvent } from '@dating/identity/contracts';
import type { DescMessage } from '@bufbuild/protobuf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendDispatchesJob } from './admin/dispatches/send-dispatches.job.js';
import { DispatchApprovedEvent, DispatchProposedEvent, DispatchRejectedEvent } from './contracts/mail-events.js';
import { DISPATCH_PROPOSALS_PER_DAY } from './domain/dispatches.js';
import type { LadyDispatchView } from './infrastructure/dispatches.js';
import type { DialogList } from './queries/get-dialogs/get-dialogs.js';
import { eventually, type MailTestApp, startMailTestApp } from './testing/index.js';

/** A lady's dispatch proposed on the member site, approved or rejected in the back office (PostgreSQL, profiles' real block list). */
describe('mail: a lady proposes a dispatch, her agency approves or rejects it', () => {
  let t: MailTestApp;
  let olena: string; // lady of agency ag1
  let iryna: string; // lady without an agency
  let john: string;
  let keys = 0;
  const job = () => t.app.get(SendDispatchesJob, { strict: false });
  const AG1 = 'staff:agency_moderator:ag1';
  const AG2 = 'staff:agency_moderator:ag2';
  const SITE = 'staff:site_moderator';

  const propose = (token: string, body: Record<string, unknown> = {}) =>
    t.site.call<LadyDispatchView>(
      'letter/dispatch',
      {
        subject: 'Spring in Kyiv',
        message: 'Would you like to hear about my city?',
        recipient_ids: [630011, 630012],
        client_dispatch_id: `k${++keys}`,
        ...body,
      },
      { token },
    );
  const dispatchesOf = async (lady: number) =>
    (await t.mail.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail.dispatches WHERE lady_id = $1`, [lady]))[0]!.n;
  const lettersFrom = async (id: number) => (await t.mail.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail.letters WHERE sender_id = $1`, [id]))[0]!.n;
  const events = async <D extends DescMessage>(event: EventDefinition<D>, key?: string) =>
    (
      await t.mail.query<{ envelope: Buffer }>(
        `SELECT envelope FROM mail.outbox WHERE type = $1 ${key ? 'AND key = $2' : ''} ORDER BY id`,
        key ? [event.type, key] : [event.type],
      )
    ).map((r) => decodePayload(event, decodeEnvelope(new Uint8Array(r.envelope))));
  const decide = (token: string, id: number, body: Record<string, unknown>) =>
    t.site.admin<Record<string, unknown>>('PUT', `dispatches/${id}`, { token, body });
  const mine = async (token: string) => (await t.site.call<LadyDispatchView[]>('letter/get/dispatches', {}, { token })).body;

  beforeAll(async () => {
    t = await startMailTestApp({ mail: { dispatchBatch: 2 } });
    olena = await t.member({ id: 630001, userType: 'woman', name: 'Olena' });
    iryna = await t.member({ id: 630002, userType: 'woman', name: 'Iryna' });
    john = await t.member({ id: 630011, userType: 'man', name: 'John' });
    await t.member({ id: 630012, userType: 'man', name: 'Mark' });
    await t.member({ id: 630013, userType: 'man', name: 'Peter' });
    await t.setProfile(630001, { agency_id: 'ag1' });
  }, 60_000);
  afterAll(async () => t?.close());

  it('refuses a man on both routes (10024) and stores nothing', async () => {
    expect((await propose(john, { recipient_ids: [630013] })).body).toMatchObject({ status: false, code: 10024 });
    expect((await t.site.call('letter/get/dispatches', {}, { token: john })).body).toMatchObject({ status: false, code: 10024 });
    expect((await t.site.call('letter/dispatch', {})).body).toMatchObject({ status: false, code: 10401 });
    expect(await dispatchesOf(630011)).toBe(0);
  });

  it('answers bad input with 10002 and the send-letter messages, and stores nothing', async () => {
    const bad = async (body: Record<string, unknown>, desc: string) =>
      expect((await propose(olena, body)).body, JSON.stringify(body).slice(0, 80)).toMatchObject({ status: false, code: 10002, desc });
    await bad({ subject: 's'.repeat(101) }, 'Subject must not contain more than 100 characters');
    await bad({ subject: '' }, 'The Subject field is required');
    await bad({ subject: '   ' }, 'The Subject field is required');
    await bad({ message: 'l'.repeat(5001) }, 'Letter must not contain more than 5000 characters');
    // A field left out is the kernel's 10001 (missing required parameters), as on letter/send-letter.
    expect((await propose(olena, { message: undefined })).body).toMatchObject({ code: 10001, desc: 'The Letter field is required' });
    await bad({ recipient_ids: [] }, 'The recipient_ids field must list 1 to 500 member ids');
    await bad({ recipient_ids: Array.from({ length: 501 }, (_, i) => 700000 + i) }, 'The recipient_ids field must be a list of at most 500 ids');
    await bad({ recipient_ids: '[1,' }, 'The recipient_ids field must be a list of at most 500 ids');
    await bad({ client_dispatch_id: 'bad id!' }, 'The client_dispatch_id field must be 1 to 64 letters, digits or _ . : -');
    // Only men she may write to: not a lady, not an unknown member, no block either way.
    await bad({ recipient_ids: [630011, 630002, 699999] }, 'You cannot write to these members: 630002, 699999');
    expect((await t.site.call('block/add', { target_user_id: 630001 }, { token: 'man-630013' })).body).toMatchObject({ status: true });
    expect((await t.site.call('block/add', { target_user_id: 630012 }, { token: olena })).body).toMatchObject({ status: true });
    const refused = await propose(olena, { recipient_ids: JSON.stringify([630011, 630012, 630013]) });
    expect(refused.body).toMatchObject({
      code: 10002,
      desc: 'You cannot write to these members: 630012, 630013',
      error: { recipient_ids: [expect.any(String)] },
    });
    await t.site.call('block/remove', { target_user_id: 630001 }, { token: 'man-630013' });
    await t.site.call('block/remove', { target_user_id: 630012 }, { token: olena });
    expect(await dispatchesOf(630001)).toBe(0);
    expect(await events(DispatchProposedEvent)).toEqual([]);
  });

  it('stores her proposal awaiting approval and sends nothing; a retry answers it again', async () => {
    const first = await propose(olena, { client_dispatch_id: 'spring-1', recipient_ids: JSON.stringify([630011, 630012, 630012]) });
    expect(first.body).toMatchObject({ status: true, result: { state: 'awaiting_approval', total: 2, sent: 0, skipped: 0, reject_reason: null } });
    const id = first.body.result!.id;
    const again = await propose(olena, { client_dispatch_id: 'spring-1', recipient_ids: [630012, 630011] });
    expect(again.body.result).toMatchObject({ id, state: 'awaiting_approval' });
    expect((await propose(olena, { client_dispatch_id: 'spring-1', message: 'Another text' })).body).toMatchObject({
      code: 10027,
      desc: 'This dispatch id was already used for another dispatch',
    });
    expect(await dispatchesOf(630001)).toBe(1);
    expect(await job().tick()).toBe(0);
    expect(await lettersFrom(630001)).toBe(0);
    expect(await events(DispatchProposedEvent, '630001')).toEqual([
      expect.objectContaining({ dispatchId: String(id), ladyId: '630001', agencyId: 'ag1', recipients: 2n }),
    ]);
    const list = await mine(olena);
    expect(list).toMatchObject({ status: true, count: 1, total_count: 1, result: [{ id, state: 'awaiting_approval', subject: 'Spring in Kyiv' }] });
    expect((await mine(iryna)).result).toEqual([]);
    // The back office lists it under its state, for her agency and the site, not for another agency.
    const filter = `dispatches?filter=${encodeURIComponent(JSON.stringify({ state: 'awaiting_approval' }))}`;
    expect((await t.site.admin<{ id: number; proposed: boolean }[]>('GET', filter, { token: AG1 })).body).toEqual([
      expect.objectContaining({ id, state: 'awaiting_approval', proposed: true, agency_id: 'ag1' }),
    ]);
    expect((await t.site.admin<unknown[]>('GET', filter, { token: SITE })).body).toHaveLength(1);
    expect((await t.site.admin<unknown[]>('GET', filter, { token: AG2 })).body).toEqual([]);
  });

  it("another agency's moderator is refused; her agency's approval queues it and the job sends the copies", async () => {
    const [{ id }] = (await mine(olena)).result!;
    expect((await decide(AG2, id, { decision: 'approve' })).status).toBe(404);
    expect((await decide(AG1, id, { decision: 'maybe' })).status).toBe(400);
    expect((await mine(olena)).result![0]).toMatchObject({ state: 'awaiting_approval' });

    const approved = await decide(AG1, id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, state: 'sending', decided_by: 'staff-agency_moderator-ag1', reject_reason: null });
    expect((await decide(SITE, id, { decision: 'reject', reason: 'Too late' })).body).toMatchObject({
      code: 10034,
      message: 'This dispatch does not await approval',
    });
    expect(await events(DispatchApprovedEvent, '630001')).toEqual([
      expect.objectContaining({ dispatchId: String(id), staffId: 'staff-agency_moderator-ag1', recipients: 2n }),
    ]);
    const audit = await events(StaffActionRecorded);
    expect(audit.filter((a) => a.action === 'dispatch.approve')).toEqual([
      expect.objectContaining({ resource: 'dispatches', recordId: String(id), actorStaffId: 'staff-agency_moderator-ag1', service: 'mail' }),
    ]);
    expect(JSON.parse(audit.find((a) => a.action === 'dispatch.approve')!.beforeJson)).toMatchObject({ state: 'awaiting_approval' });

    expect(await job().tick()).toBe(2);
    expect(await job().tick()).toBe(0);
    expect((await mine(olena)).result![0]).toMatchObject({ id, state: 'done', sent: 2, skipped: 0, time_finished: expect.any(String) });
    // Each copy's client id is one no member may send as her own, so none of her letters can take a copy's place.
    const copies = await t.mail.query<{ client_letter_id: string }>(`SELECT client_letter_id FROM mail.letters WHERE dispatch_id = $1`, [id]);
    expect(copies.map((c) => c.client_letter_id).sort()).toEqual([`dispatch/${id}/630011`, `dispatch/${id}/630012`]);
    expect(copies.some((c) => CLIENT_ID.test(c.client_letter_id))).toBe(false);
    const inbox = await t.site.call<DialogList>('letter/get/dialog', { type: 'inbox' }, { token: john });
    expect(inbox.body.result!.dialog_array[0]).toMatchObject({ companion: { user_id: 630001 }, message: { subject: 'Spring in Kyiv' } });
  });

  it('a rejection sends nothing, and she reads the reason', async () => {
    const proposed = await propose(olena, { subject: 'Summer', recipient_ids: [630013] });
    const id = proposed.body.result!.id;
    expect((await decide(SITE, id, { decision: 'reject', reason: '  ' })).body).toMatchObject({
      code: 10002,
      errors: { reason: 'Give the reason of the rejection' },
    });
    const rejected = await decide(SITE, id, { decision: 'reject', reason: ' Contact details in the text ' });
    expect(rejected.body).toMatchObject({ id, state: 'rejected', reject_reason: 'Contact details in the text', decided_by: 'staff-site_moderator' });
    expect(await job().tick()).toBe(0);
    expect(await lettersFrom(630001)).toBe(2);
    expect((await mine(olena)).result![0]).toMatchObject({ id, state: 'rejected', reject_reason: 'Contact details in the text', sent: 0 });
    expect(await events(DispatchRejectedEvent, '630001')).toEqual([expect.objectContaining({ dispatchId: String(id), reason: 'Contact details in the text' })]);
    expect((await events(StaffActionRecorded)).filter((a) => a.action === 'dispatch.reject').map((a) => a.recordId)).toEqual([String(id)]);
    expect((await decide(AG1, id, { decision: 'approve' })).body).toMatchObject({ code: 10034 });
  });

  it(`limits her to ${DISPATCH_PROPOSALS_PER_DAY} proposals a day; a retry of an earlier one still answers`, async () => {
    expect(DISPATCH_PROPOSALS_PER_DAY).toBe(3);
    expect((await propose(olena, { subject: 'Autumn' })).body).toMatchObject({ status: true });
    const over = await propose(olena, { subject: 'Winter' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ status: false, code: 10034, desc: 'You can propose at most 3 dispatches a day' });
    expect((await propose(olena, { client_dispatch_id: 'spring-1', recipient_ids: [630011, 630012] })).body).toMatchObject({ status: true });
    expect(await dispatchesOf(630001)).toBe(3);
    // Another lady has her own count; a lady without an agency is decided by site moderators only.
    const hers = await propose(iryna, { recipient_ids: [630011] });
    expect(hers.body.result).toMatchObject({ state: 'awaiting_approval' });
    expect((await decide(AG1, hers.body.result!.id, { decision: 'approve' })).status).toBe(404);
    expect((await decide(SITE, hers.body.result!.id, { decision: 'approve' })).body).toMatchObject({ state: 'sending' });
  });

  it('holds the limit under concurrent proposals', async () => {
    const oksana = await t.member({ id: 630003, userType: 'woman', name: 'Oksana' });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => propose(oksana, { subject: `Burst ${i}` })));
    expect(answers.filter((a) => a.body.status)).toHaveLength(DISPATCH_PROPOSALS_PER_DAY);
    expect(answers.filter((a) => !a.body.status).every((a) => a.body.code === 10034)).toBe(true);
    expect(await dispatchesOf(630003)).toBe(DISPATCH_PROPOSALS_PER_DAY);
  });

  it('pages her list newest first', async () => {
    const page = (await t.site.call<LadyDispatchView[]>('letter/get/dispatches', { limit: 2, offset: 1 }, { token: olena })).body;
    expect(page).toMatchObject({ count: 2, total_count: 3 });
    expect(page.result!.map((d) => d.subject)).toEqual(['Summer', 'Spring in Kyiv']);
  });

  it("moves her dispatches, awaiting approval or decided, to her new agency when an admin moves her (identity's MemberAgencyChanged)", async () => {
    const daria = await t.member({ id: 630004, userType: 'woman', name: 'Daria' });
    await t.setProfile(630004, { agency_id: 'ag1' });
    const decided = (await propose(daria, { subject: 'Decided' })).body.result!.id;
    expect((await decide(AG1, decided, { decision: 'reject', reason: 'Not now' })).status).toBe(200);
    const waiting = (await propose(daria, { subject: 'Waiting' })).body.result!.id;
    expect((await t.site.admin('GET', `dispatches/${waiting}`, { token: AG1 })).status).toBe(200);

    const moved = (agencyId: string) =>
      encodeEvent(MemberAgencyChangedEvent, { memberId: '630004', agencyId, staffId: '1' }, { streamId: '630004', actor: 'staff:1' });
    await t.publish([moved('ag2')]);
    const queue = await eventually(
      () => t.site.admin<{ id: number }[]>('GET', `dispatches?filter=${encodeURIComponent('{"lady_id":630004}')}`, { token: AG2 }),
      (r) => r.body.length > 0,
    );
    // Both move, the decided one too; the agency she left neither reads nor decides them any more.
    expect(queue.body.map((d) => d.id).sort((a, b) => a - b)).toEqual([decided, waiting]);
    expect((await t.site.admin('GET', `dispatches/${waiting}`, { token: AG1 })).status).toBe(404);
    expect((await decide(AG1, waiting, { decision: 'approve' })).status).toBe(404);
    expect((await t.site.admin('GET', `dispatches/${decided}`, { token: AG1 })).status).toBe(404);
    expect((await t.site.admin('GET', `dispatches/${decided}`, { token: AG2 })).body).toMatchObject({ id: decided, agency_id: 'ag2', state: 'rejected' });

    // Without an agency, only the site moderators decide it.
    await t.publish([moved('')]);
    await eventually(
      () => t.site.admin('GET', `dispatches/${waiting}`, { token: AG2 }),
      (r) => r.status === 404,
    );
    expect((await decide(AG2, waiting, { decision: 'approve' })).status).toBe(404);
    expect((await decide(SITE, waiting, { decision: 'approve' })).body).toMatchObject({ id: waiting, agency_id: null, state: 'sending' });
  });

  it('answers a retried create under its form key, refuses another request under it (10027), and never shows another dispatch through a key', async () => {
    await t.member({ id: 630005, userType: 'woman', name: 'Nadia' });
    await t.setProfile(630005, { agency_id: 'ag2' });
    const create = (token: string, body: Record<string, unknown>) =>
      t.site.admin<Record<string, unknown>>('POST', 'dispatches', {
        token,
        body: { lady_id: 630002, subject: 'Autumn news', message: 'A letter from Iryna', recipient_ids: [630011, 630012], ...body },
      });
    const first = await create(SITE, { idempotency_key: 'form-key-1' });
    expect(first.status).toBe(201);
    // A double click: racing retries answer the one dispatch.
    const retries = await Promise.all([1, 2, 3].map(() => create(SITE, { idempotency_key: 'form-key-1', recipient_ids: [630012, 630011] })));
    expect(retries.map((r) => r.body.id)).toEqual([first.body.id, first.body.id, first.body.id]);
    const another = await create(SITE, { idempotency_key: 'form-key-1', subject: 'Winter news' });
    expect(another).toMatchObject({ status: 409, body: { code: 10027, errors: { idempotency_key: expect.any(String) } } });
    expect((await t.mail.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail.dispatches WHERE idempotency_key = 'form-key-1'`))[0]!.n).toBe(1);
    // Another agency's moderator, for her own lady, under the key of a dispatch she may not see (ag1's Olena's proposal): refused, nothing of it shown.
    const [olenas] = await t.mail.query<{ key: string }>(
      `SELECT idempotency_key AS key FROM mail.dispatches WHERE lady_id = 630001 AND idempotency_key LIKE 'lady:%' LIMIT 1`,
    );
    const probe = await create(AG2, { lady_id: 630005, idempotency_key: olenas!.key });
    expect(probe).toMatchObject({ status: 409, body: { code: 10027 } });
    expect(JSON.stringify(probe.body)).not.toContain('Spring');
    const mine = await create(AG2, { lady_id: 630005, idempotency_key: 'form-key-2' });
    expect(mine.body).toMatchObject({ lady_id: 630005, agency_id: 'ag2', state: 'sending' });
  });

  it("a banned lady's mass letters: not created, not approved, and one approved before the ban is skipped, not sent", async () => {
    const proposal = (await propose(iryna, { subject: 'Before the ban', recipient_ids: [630013] })).body.result!.id;
    const sending = await t.mail.query<{ id: string }>(`SELECT id::text FROM mail.dispatches WHERE lady_id = 630002 AND state = 'sending'`);
    expect(sending.length).toBeGreaterThan(0);
    const letters = await lettersFrom(630002);

    await t.publish([
      encodeEvent(
        MemberBannedEvent,
        { memberId: '630002', reason: 'scam', staffId: '1', bannedAtMs: BigInt(Date.now()) },
        { streamId: '630002', actor: 'staff:1' },
      ),
    ]);
    await eventually(
      () => t.mail.query(`SELECT 1 FROM mail.members WHERE member_id = 630002 AND banned_at IS NOT NULL`),
      (rows) => rows.length === 1,
    );
    const banned = { status: 409, body: { code: 10034, message: 'The lady is banned: her mass letters are not sent' } };
    expect(await decide(SITE, proposal, { decision: 'approve' })).toMatchObject(banned);
    expect(
      await t.site.admin('POST', 'dispatches', { token: SITE, body: { lady_id: 630002, subject: 'S', message: 'M', recipient_ids: [630011] } }),
    ).toMatchObject(banned);
    expect((await decide(SITE, proposal, { decision: 'reject', reason: 'Banned' })).body).toMatchObject({ state: 'rejected' });

    while ((await job().tick()) > 0);
    expect(await lettersFrom(630002)).toBe(letters);
    const skipped = await t.mail.query<{ reason: string }>(`SELECT reason FROM mail.dispatch_recipients WHERE dispatch_id = ANY($1::bigint[])`, [
      sending.map((d) => d.id),
    ]);
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.every((r) => r.reason === 'lady banned')).toBe(true);
  });
});
