import { BILLING_DB, BillingLedgerModule, LEDGER_PORT, type LedgerPort, LedgerService } from '@dating/billing-ledger';
import { grantTestCredits } from '@dating/billing-ledger/testing';
import { decodeEnvelope, decodePayload, encodeEvent, type ServiceDb } from '@dating/platform';
import { GiftDecidedEvent } from '@dating/profiles/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendDispatchesJob } from './admin/dispatches/send-dispatches.job.js';
import { LetterFlaggedEvent, LetterSentEvent } from './contracts/mail-events.js';
import type { LetterView } from './infrastructure/letters.js';
import { LetterIds, MemberTypes } from './infrastructure/sending-facts.js';
import type { DialogList } from './queries/get-dialogs/get-dialogs.js';
import type { OneDialog } from './queries/get-one-dialog/get-one-dialog.js';
import { eventually, type MailTestApp, startMailTestApp } from './testing/index.js';

type Sent = LetterView & { charged: number };

/** Paid letters through billing's real ledger, on PostgreSQL: the rules of spec sections 3, 4, 5, 7 and 8. */
describe('mail: letters, money, dispatch and flags', () => {
  let t: MailTestApp;
  let olena: string; // lady, agency ag1
  let john: string; // man with 100 credits
  let mark: string; // man without credits
  let peter: string; // man with 160 credits (16 letters)
  let clientIds = 0;

  const send = (token: string, to: number, body: Record<string, unknown> = {}) =>
    t.site.call<Sent>(
      'letter/send-letter',
      { target_user_id: to, subject: 'Hello', message: 'Nice to meet you', client_letter_id: `c${++clientIds}`, ...body },
      { token },
    );
  const balance = async (id: string) => Number((await t.app.get<LedgerPort>(LEDGER_PORT, { strict: false }).getBalance({ accountId: id })).balance?.available);
  const lettersFrom = async (id: number) => (await t.mail.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail.letters WHERE sender_id = $1`, [id]))[0]!.n;
  const grant = (id: string, credits: number) => grantTestCredits(t.app, id, credits);

  beforeAll(async () => {
    t = await startMailTestApp({ with: [BillingLedgerModule.register()], mail: { dispatchBatch: 2, repeatedLetters: 3 } });
    olena = await t.member({ id: 610001, userType: 'woman', name: 'Olena' });
    await t.member({ id: 610002, userType: 'woman', name: 'Iryna' });
    john = await t.member({ id: 610011, userType: 'man', name: 'John' });
    mark = await t.member({ id: 610012, userType: 'man', name: 'Mark' });
    peter = await t.member({ id: 610013, userType: 'man', name: 'Peter' });
    await t.setProfile(610001, { agency_id: 'ag1' });
    const billing = t.app.get<ServiceDb>(BILLING_DB, { strict: false });
    await eventually(
      () => billing.query(`SELECT 1 FROM billing.accounts WHERE id IN ('610011', '610012', '610013')`),
      (r) => r.length === 3,
    );
    await grant('610011', 100);
    await grant('610013', 160);
  }, 60_000);
  afterAll(async () => t?.close());

  it('validates with the send-letter form messages (10002)', async () => {
    expect((await send(john, 610001, { subject: 's'.repeat(101) })).body).toMatchObject({
      status: false,
      code: 10002,
      desc: 'Subject must not contain more than 100 characters',
    });
    expect((await send(john, 610001, { message: 'l'.repeat(5001) })).body).toMatchObject({
      code: 10002,
      desc: 'Letter must not contain more than 5000 characters',
    });
    expect((await send(john, 610001, { subject: '' })).body).toMatchObject({ code: 10002, desc: 'The Subject field is required' });
    expect((await send(john, 610001, { client_letter_id: 'bad id!' })).body).toMatchObject({ code: 10002 });
    expect((await send(john, 610001, { photos: '[1,' })).body).toMatchObject({ code: 10002 });
    expect(await lettersFrom(610011)).toBe(0);
  });

  it('refuses the wrong companion: same sex, oneself, nobody, and a lady writing first', async () => {
    expect((await send(john, 610012)).body).toMatchObject({ code: 10024 });
    expect((await send(john, 610011)).body).toMatchObject({ code: 10024 });
    expect((await send(john, 699999)).body).toMatchObject({ code: 10005 });
    expect((await send(olena, 610011)).body).toMatchObject({ code: 10024, desc: 'A lady writes to a man only in reply to his letter' });
  });

  it("one-dialog names only a companion of the other sex: another man's name and avatar stay unsaid", async () => {
    const withMan = await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610012 }, { token: john });
    expect(withMan.body.result).toEqual({ companion: null, dialog_array: [], count: 0 });
    // A lady he has not written to yet: the thread he is about to open shows her name.
    const withLady = await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610002 }, { token: john });
    expect(withLady.body.result).toMatchObject({ companion: { user_id: 610002 }, count: 0 });
    expect((await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610011 }, { token: john })).body.result!.companion).toBeNull();
  });

  it('letter/avaible-to-write says beforehand what send-letter would answer (the Write button)', async () => {
    const may = async (token: string, to: unknown) => (await t.site.call('letter/avaible-to-write', { target_user_id: to }, { token })).body;
    expect(await may(john, 610001)).toMatchObject({ status: true, result: { user_id: 610001, available: true, reason: null } });
    // Before any letter of his, a lady may not write first (send-letter answers 10024 then).
    expect((await may(olena, 610011)).result).toEqual({ user_id: 610011, available: false, reason: 'lady_first_letter' });
    expect((await may(john, 610012)).result).toMatchObject({ available: false, reason: 'same_sex' });
    expect((await may(john, 610011)).result).toMatchObject({ available: false, reason: 'own_mailbox' });
    expect((await may(john, 699999)).result).toMatchObject({ available: false, reason: 'not_found' });
    expect(await may(john, 'x')).toMatchObject({ status: false, code: 10002 });
    expect((await t.site.call('letter/avaible-to-write', { target_user_id: 610001 })).body).toMatchObject({ status: false, code: 10401 });
    expect((await t.site.call('block/add', { target_user_id: 610011 }, { token: olena })).body).toMatchObject({ status: true });
    expect((await may(john, 610001)).result).toMatchObject({ available: false, reason: 'blocked' });
    expect((await t.site.call('block/remove', { target_user_id: 610011 }, { token: olena })).body).toMatchObject({ status: true });
  });

  it("a man a lady ignores ('ignore me' in profiles), or who ignores her, cannot write to her; nothing is charged", async () => {
    const iryna = `woman-610002`;
    expect((await t.site.call('block/add', { target_user_id: 610013 }, { token: iryna })).body).toMatchObject({ status: true });
    const before = await balance('610013');
    expect((await send(peter, 610002, { client_letter_id: 'to-a-blocker' })).body).toMatchObject({ status: false, code: 10003 });
    expect(await balance('610013')).toBe(before);
    expect((await t.site.call('block/remove', { target_user_id: 610013 }, { token: iryna })).body).toMatchObject({ status: true });
    // The other way: he ignores her. His letter would be one she could not answer; refused before it is paid for.
    expect((await t.site.call('block/add', { target_user_id: 610002 }, { token: peter })).body).toMatchObject({ status: true });
    expect((await t.site.call('letter/avaible-to-write', { target_user_id: 610002 }, { token: peter })).body.result).toMatchObject({
      available: false,
      reason: 'blocked',
    });
    expect((await send(peter, 610002, { client_letter_id: 'to-one-he-ignores' })).body).toMatchObject({ status: false, code: 10003 });
    expect(await balance('610013')).toBe(before);
    expect((await t.site.call('block/remove', { target_user_id: 610002 }, { token: peter })).body).toMatchObject({ status: true });
  });

  it('a man pays write_letter once per client letter id: a retry charges and delivers once', async () => {
    const before = await balance('610011');
    const first = await send(john, 610001, { client_letter_id: 'first-letter' });
    expect(first.body.result).toMatchObject({ subject: 'Hello', charged: 10, is_paid: true, checked: false, isDeleted: false, is_starred: false });
    const again = await send(john, 610001, { client_letter_id: 'first-letter' });
    expect(again.body.result).toMatchObject({ id: first.body.result!.id, charged: 0 });
    expect(await balance('610011')).toBe(before - 10);
    expect(await lettersFrom(610011)).toBe(1);
    // The same client id for another letter is refused, whether the text or the recipient differs; nothing is charged.
    const taken = { code: 10027, desc: 'This letter id was already used for another letter' };
    expect((await send(john, 610001, { client_letter_id: 'first-letter', message: 'Another text' })).body).toMatchObject(taken);
    expect((await send(john, 610002, { client_letter_id: 'first-letter' })).body).toMatchObject(taken);
    expect(await balance('610011')).toBe(before - 10);
    expect(await lettersFrom(610011)).toBe(1);
    // His orders history shows one letter, written to her.
    const orders = await t.site.call<{ type: string; companion_id: string; credits: number }[]>('credit/get-orders', {}, { token: john });
    expect(orders.body.result).toEqual([expect.objectContaining({ type: 'write_mail', companion_id: '610001', credits: 10 })]);
  });

  it('too few credits answers 10025 and stores nothing', async () => {
    expect((await send(mark, 610001)).body).toMatchObject({ status: false, code: 10025 });
    expect(await lettersFrom(610012)).toBe(0);
  });

  it('50 concurrent letters from a man whose credits cover 16 deliver exactly 16', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(peter, 610002, { client_letter_id: `burst-${i}`, message: `Letter number ${i}` })),
    );
    expect(answers.filter((a) => a.body.status).length).toBe(16);
    expect(answers.filter((a) => !a.body.status).every((a) => a.body.code === 10025)).toBe(true);
    expect(await lettersFrom(610013)).toBe(16);
    expect(await balance('610013')).toBe(0);
    // One LetterSent per delivered letter, written by its delivery statement (none for a refusal).
    const sent = await t.mail.query<{ letter_id: string; key: string; envelope: Buffer }>(
      `SELECT l.id::text AS letter_id, o.key, o.envelope FROM mail.letters l JOIN mail.outbox o ON o.type = $2 AND o.key = l.recipient_id::text
        WHERE l.sender_id = $1 AND l.client_letter_id LIKE 'burst-%'`,
      [610013, LetterSentEvent.type],
    );
    const sentIds = sent
      .filter((r) => decodePayload(LetterSentEvent, decodeEnvelope(new Uint8Array(r.envelope))).letterId === r.letter_id)
      .map((r) => r.letter_id);
    expect(new Set(sentIds).size).toBe(16);
  }, 30_000);

  it('inbox and outbox dialogs; unopened or unanswered paid letters cannot be deleted; her reply is free; trash and restore', async () => {
    // John wrote to her: now she may write to him, a first letter of her own too.
    expect((await t.site.call('letter/avaible-to-write', { target_user_id: 610011 }, { token: olena })).body.result).toMatchObject({ available: true });
    const inbox = await t.site.call<DialogList>('letter/get/dialog', { type: 'inbox' }, { token: olena });
    expect(inbox.body.result!.count).toBe(1);
    const dialog = inbox.body.result!.dialog_array[0]!;
    expect(dialog).toMatchObject({ companion: { user_id: 610011, name: 'John' }, unread: 1, count: 1 });
    const letterId = dialog.message.id;
    expect((await t.site.call<DialogList>('letter/get/dialog', { type: 'outbox' }, { token: john })).body.result!.dialog_array[0]!.companion.user_id).toBe(
      610001,
    );

    const refused = await t.site.call('letter/remove', { message_id: JSON.stringify([letterId]) }, { token: olena });
    expect(refused.body).toMatchObject({ status: false, code: 10034, desc: 'Unanswered or unopened mail cannot be deleted' });
    const read = await t.site.call<{ message_id: number[]; time_open: string }>('letter/mark-as-read', { message_id: [letterId] }, { token: olena });
    expect(read.body.result!.message_id).toEqual([letterId]);
    expect((await t.site.call('letter/remove-dialog', { target_id: '[610011]' }, { token: olena })).body).toMatchObject({ code: 10034 });

    const johnBefore = await balance('610011');
    const reply = await t.site.call<Sent>(
      'letter/reply-on-letter',
      { message_id: letterId, message: 'Thank you, John!', client_letter_id: 'r1' },
      { token: olena },
    );
    expect(reply.body.result).toMatchObject({ subject: 'Re: Hello', charged: 0, recipient_id: 610011 });
    expect(await balance('610011')).toBe(johnBefore);

    const removed = await t.site.call<{ message_id: number[] }>('letter/remove', { message_id: [letterId] }, { token: olena });
    expect(removed.body.result!.message_id).toEqual([letterId]);
    const trash = await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610011, only_deleted: true }, { token: olena });
    expect(trash.body.result!.dialog_array.map((l) => [l.id, l.isDeleted])).toEqual([[letterId, true]]);
    expect((await t.site.call<DialogList>('letter/get/dialog', { type: 'trash' }, { token: olena })).body.result!.count).toBe(1);
    await t.site.call('letter/restore', { message_id: [letterId] }, { token: olena });
    expect((await t.site.call<DialogList>('letter/get/dialog', { type: 'trash' }, { token: olena })).body.result!.count).toBe(0);
    // His copy never moved.
    expect((await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610001 }, { token: john })).body.result!.dialog_array).toHaveLength(2);
  });

  it('he reads the reply: newest first, paged; mark-read-dialog stamps the open time; stars flip', async () => {
    const thread = await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610001, limit: 1 }, { token: john });
    expect(thread.body.result).toMatchObject({ companion: { user_id: 610001, name: 'Olena' }, count: 2 });
    const reply = thread.body.result!.dialog_array[0]!;
    expect(reply).toMatchObject({ message: 'Thank you, John!', is_incoming: true, checked: false, time_open: null });
    expect(
      (await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610001, limit: 1, offset: 1 }, { token: john })).body.result!.dialog_array[0]!
        .is_incoming,
    ).toBe(false);
    expect((await t.site.call<{ unread: number }>('letter/counter', {}, { token: john })).body.result!.unread).toBe(1);
    await t.site.call('letter/mark-read-dialog', { target_id: [610001] }, { token: john });
    const after = await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610001 }, { token: john });
    expect(after.body.result!.dialog_array[0]).toMatchObject({ checked: true, time_open: expect.any(String) });
    expect((await t.site.call<{ unread: number }>('letter/counter', {}, { token: john })).body.result!.unread).toBe(0);

    expect((await t.site.call('starred/add', { target_id: reply.id }, { token: john })).body.result).toMatchObject({ is_starred: true });
    const starred = await t.site.call<DialogList>('letter/get/dialog', { type: 'starred' }, { token: john });
    expect(starred.body.result!.dialog_array.map((d) => d.companion.user_id)).toEqual([610001]);
    await t.site.call('starred/delete', { target_id: [reply.id] }, { token: john });
    expect((await t.site.call<DialogList>('letter/get/dialog', { type: 'starred' }, { token: john })).body.result!.count).toBe(0);
    const dialogStar = await t.site.call<{ message_id: number[] }>('starred/add', { target_id: [610001], action: 'dialog' }, { token: john });
    expect(dialogStar.body.result!.message_id).toHaveLength(2);
  });

  it('dialogs sort by name or time and search by name or id', async () => {
    await send(john, 610002, { subject: 'Hi Iryna' });
    const names = async (sort: string) =>
      (await t.site.call<DialogList>('letter/get/dialog', { type: 'outbox', sort }, { token: john })).body.result!.dialog_array.map((d) => d.companion.name);
    expect(await names('a-z')).toEqual(['Iryna', 'Olena']);
    expect(await names('z-a')).toEqual(['Olena', 'Iryna']);
    expect(await names('default')).toEqual(['Iryna', 'Olena']);
    expect(await names('asc')).toEqual(['Olena', 'Iryna']);
    const search = async (q: string) =>
      (await t.site.call<DialogList>('letter/get/dialog', { type: 'outbox', name_or_id: q }, { token: john })).body.result!.dialog_array.map(
        (d) => d.companion.user_id,
      );
    expect(await search('oLe')).toEqual([610001]);
    expect(await search('610002')).toEqual([610002]);
    expect((await t.site.call('letter/get/dialog', { type: 'spam' }, { token: john })).body).toMatchObject({ code: 10002 });
    expect((await t.site.call('letter/get/dialog', { sort: 'random' }, { token: john })).body).toMatchObject({ code: 10002 });
  });

  it("a member never reads or files another's letters or dialogs", async () => {
    const [letter] = await t.mail.query<{ id: string }>(`SELECT id::text FROM mail.letters WHERE sender_id = 610011 ORDER BY id LIMIT 1`);
    const id = Number(letter!.id);
    expect((await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610001 }, { token: mark })).body.result!.dialog_array).toEqual([]);
    expect((await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610002 }, { token: mark })).body.result!.dialog_array).toEqual([]);
    expect((await t.site.call<DialogList>('letter/get/dialog', { type: 'inbox' }, { token: mark })).body.result!.count).toBe(0);
    for (const [path, body] of [
      ['letter/remove', { message_id: [id] }],
      ['letter/restore', { message_id: [id] }],
      ['letter/mark-as-read', { message_id: [id] }],
      ['starred/add', { target_id: [id] }],
      ['starred/delete', { target_id: [id] }],
      ['letter/remove-dialog', { target_id: [610001] }],
      ['letter/restore-dialog', { target_id: [610001] }],
      ['letter/mark-read-dialog', { target_id: [610011] }],
      ['letter/reply-on-letter', { message_id: id, message: 'Hijack' }],
    ] as const) {
      expect((await t.site.call(path, body, { token: mark })).body, path).toMatchObject({
        status: false,
        code: 10404,
      });
    }
    expect((await t.site.call('letter/get/dialog', {})).body).toMatchObject({ status: false });
  });

  it("a list naming one letter or dialog that is not the caller's is refused whole (10404): nothing of hers moves", async () => {
    const foreign = (await send(john, 610002, { subject: 'Only for Iryna', message: 'A letter about the sea and the mountains' })).body.result!.id;
    const received = (await send(john, 610001, { subject: 'A question', message: 'What is your favourite season?' })).body.result!.id;
    const reply = await t.site.call<Sent>(
      'letter/reply-on-letter',
      { message_id: received, message: 'Autumn, and yours?', client_letter_id: 'whole-1' },
      { token: olena },
    );
    const sent = reply.body.result!.id;
    for (const [path, body] of [
      ['letter/remove', { message_id: [sent, foreign] }],
      ['letter/restore', { message_id: [sent, foreign] }],
      ['letter/mark-as-read', { message_id: [received, foreign] }],
      ['starred/add', { target_id: [sent, foreign] }],
      ['starred/add', { target_id: [610011, 610012], action: 'dialog' }],
      ['letter/remove-dialog', { target_id: [610011, 610012] }],
    ] as const) {
      expect((await t.site.call(path, body, { token: olena })).body, `${path} ${JSON.stringify(body)}`).toMatchObject({ status: false, code: 10404 });
    }
    const moved = await t.mail.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail.mailbox WHERE owner_id = 610001 AND (trashed_at IS NOT NULL OR starred)`,
    );
    expect(moved[0]!.n).toBe(0);
    // Her own alone (twice named: one letter) still works.
    expect((await t.site.call('starred/add', { target_id: [sent, sent] }, { token: olena })).body.result).toMatchObject({
      message_id: [sent],
      is_starred: true,
    });
    expect((await t.site.call('starred/delete', { target_id: [sent] }, { token: olena })).body.result).toMatchObject({ message_id: [sent], is_starred: false });
  });

  it("no mail chosen (the list left out or empty) answers 10001 'You didn't choose mail for this operation'; a malformed list stays 10002", async () => {
    const nothing = { status: false, code: 10001, desc: "You didn't choose mail for this operation" };
    for (const [path, field] of [
      ['letter/remove', 'message_id'],
      ['letter/restore', 'message_id'],
      ['letter/mark-as-read', 'message_id'],
      ['letter/remove-dialog', 'target_id'],
      ['letter/restore-dialog', 'target_id'],
      ['letter/mark-read-dialog', 'target_id'],
      ['starred/add', 'target_id'],
      ['starred/delete', 'target_id'],
    ] as const) {
      for (const body of [{}, { [field]: null }, { [field]: [] }, { [field]: '[]' }, { [field]: '' }]) {
        const res = await t.site.call(path, body, { token: john });
        expect(res.body, `${path} ${JSON.stringify(body)}`).toMatchObject(nothing);
        expect(res.status).toBe(400);
      }
      for (const value of ['abc', '[1,', ['x'], { id: 1 }, Array.from({ length: 101 }, (_, i) => i + 1)]) {
        expect((await t.site.call(path, { [field]: value }, { token: john })).body, `${path} ${JSON.stringify(value)}`).toMatchObject({
          status: false,
          code: 10002,
          desc: `The ${field} field must be a list of at most 100 ids`,
        });
      }
    }
  });

  it('attaches only his own accepted public photos', async () => {
    const [own] = await t.db.query<{ id: string }>(
      `INSERT INTO profiles.photos (member_id, album_type, state, storage_key, width, height, bytes) VALUES (610011, 'public', 'accepted', 'mail-test-1', 100, 100, 1000) RETURNING id::text`,
    );
    const [priv] = await t.db.query<{ id: string }>(
      `INSERT INTO profiles.photos (member_id, album_type, state, storage_key, width, height, bytes) VALUES (610011, 'private', 'accepted', 'mail-test-2', 100, 100, 1000) RETURNING id::text`,
    );
    const [hers] = await t.db.query<{ id: string }>(
      `INSERT INTO profiles.photos (member_id, album_type, state, storage_key, width, height, bytes) VALUES (610001, 'public', 'accepted', 'mail-test-3', 100, 100, 1000) RETURNING id::text`,
    );
    const before = await balance('610011');
    for (const photo of [priv!.id, hers!.id]) {
      expect((await send(john, 610001, { photos: [photo] })).body).toMatchObject({ code: 10002, desc: 'Only your own accepted public photos can be attached' });
    }
    expect(await balance('610011')).toBe(before);
    const ok = await send(john, 610001, { photos: JSON.stringify([Number(own!.id)]) });
    expect(ok.body.result!.photos).toEqual([{ photo_id: Number(own!.id), small: `/media/photos/${own!.id}/small`, large: `/media/photos/${own!.id}/large` }]);
  });

  it('a reversed charge makes the letter not paid: 13434 on opening and answering, no text shown', async () => {
    const sent = await send(john, 610001, { subject: 'Reversed', message: 'This one will be reversed' });
    const [row] = await t.mail.query<{ charge_id: string }>(`SELECT charge_id FROM mail.letters WHERE id = $1`, [sent.body.result!.id]);
    const reversed = await t.app.get(LedgerService).execute({
      accountId: '610011',
      actor: 'staff:t',
      command: { type: 'ReverseCharge', chargeId: row!.charge_id, reason: 'test', staffId: 't' },
    });
    expect(reversed.ok).toBe(true);
    await eventually(
      () => t.mail.query<{ payment: string }>(`SELECT payment FROM mail.letters WHERE id = $1`, [sent.body.result!.id]),
      (r) => r[0]?.payment === 'reversed',
    );
    const id = sent.body.result!.id;
    expect((await t.site.call('letter/mark-as-read', { message_id: [id] }, { token: olena })).body).toMatchObject({
      status: false,
      code: 13434,
      desc: 'Letter not paid',
    });
    expect((await t.site.call('letter/reply-on-letter', { message_id: id, message: 'Hi' }, { token: olena })).body).toMatchObject({ code: 13434 });
    const thread = await t.site.call<OneDialog>('letter/get/one-dialog', { target_user_id: 610011 }, { token: olena });
    expect(thread.body.result!.dialog_array.find((l) => l.id === id)).toMatchObject({ is_paid: false, subject: '', message: '' });
  });

  it("dispatch: her agency's moderator sends one letter to many men at a bounded rate, each a letter of its own", async () => {
    const body = {
      lady_id: 610001,
      subject: 'Spring in Kyiv',
      message: 'Would you like to hear about my city?',
      recipient_ids: [610011, 610012, 610013],
    };
    expect((await t.site.admin('POST', 'dispatches', { token: 'staff:agency_moderator:ag2', body })).status).toBe(403);
    expect((await t.site.admin('POST', 'dispatches', { token: 'staff:agency_moderator:ag1', body: { ...body, subject: '' } })).status).toBe(400);
    // Only men she may write to, as her own proposal: a lady or an id nobody has is refused by name, and nothing is made.
    const refused = await t.site.admin('POST', 'dispatches', {
      token: 'staff:agency_moderator:ag1',
      body: { ...body, recipient_ids: [...body.recipient_ids, 610002, 699999] },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 10002, errors: { recipient_ids: 'You cannot write to these members: 610002, 699999' } } });
    expect(await t.mail.query(`SELECT id FROM mail.dispatches`)).toEqual([]);
    const created = await t.site.admin<{ id: number; total: number; state: string }>('POST', 'dispatches', { token: 'staff:agency_moderator:ag1', body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ total: 3, state: 'sending', agency_id: 'ag1' });
    const job = t.app.get(SendDispatchesJob, { strict: false });
    expect(await job.tick()).toBe(2);
    expect(await job.tick()).toBe(1);
    expect(await job.tick()).toBe(0);
    const done = await t.site.admin<{ sent: number; skipped: number; state: string }>('GET', `dispatches/${created.body.id}`, {
      token: 'staff:site_moderator',
    });
    expect(done.body).toMatchObject({ sent: 3, skipped: 0, state: 'done' });
    expect((await t.site.admin('GET', `dispatches/${created.body.id}`, { token: 'staff:agency_moderator:ag2' })).status).toBe(404);
    const list = await t.site.admin<unknown[]>('GET', 'dispatches', { token: 'staff:agency_moderator:ag2' });
    expect(list.body).toEqual([]);
    // Mark, who never wrote to her, got his own copy, free; outside the dispatch she still cannot write first.
    const inbox = await t.site.call<DialogList>('letter/get/dialog', { type: 'inbox' }, { token: mark });
    expect(inbox.body.result!.dialog_array[0]).toMatchObject({ companion: { user_id: 610001 }, message: { subject: 'Spring in Kyiv', is_paid: true } });
    expect((await send(olena, 610012, { subject: 'Hi again' })).body).toMatchObject({ code: 10024 });
  });

  it('flags letters carrying contacts and near-identical letters for site moderators', async () => {
    await send(john, 610001, { subject: 'Contact', message: 'Write me at john.smith@example.com' });
    for (let i = 0; i < 4; i++) await send(olena, 610011, { subject: 'Hello dear', message: `Dear John, I dream about you. Letter ${i}` });
    const flags = await t.site.admin<{ reason: string; sender_id: number }[]>('GET', 'letter-flags', { token: 'staff:site_moderator' });
    expect(flags.status).toBe(200);
    expect(flags.body.filter((f) => f.sender_id === 610011).map((f) => f.reason)).toContain('email');
    // The threshold's copy (the third) and the one after it.
    expect(flags.body.filter((f) => f.sender_id === 610001 && f.reason === 'repeated')).toHaveLength(2);
    // Each flag has its LetterFlagged in the outbox, keyed by the sender, naming the flagged letter.
    const flagged = (await t.mail.query<{ envelope: Buffer }>(`SELECT envelope FROM mail.outbox WHERE type = $1`, [LetterFlaggedEvent.type])).map((r) =>
      decodePayload(LetterFlaggedEvent, decodeEnvelope(new Uint8Array(r.envelope))),
    );
    const stored = await t.mail.query<{ letter_id: string; reason: string }>(`SELECT letter_id::text, reason FROM mail.letter_flags`);
    expect(flagged.map((e) => `${e.letterId} ${e.reason}`).sort()).toEqual(stored.map((f) => `${f.letter_id} ${f.reason}`).sort());
    expect((await t.site.admin('GET', 'letter-flags', { token: 'staff:agency_moderator:ag1' })).status).toBe(403);
    expect((await t.site.admin('GET', 'letter-flags', { token: john })).status).toBe(401);
  });

  it('draws letter ids a block at a time under load, one at a time when quiet, never a stale block', async () => {
    const ids = new LetterIds(t.mail, 200, 16);
    const [{ last }] = await t.mail.query<{ last: string }>(`SELECT nextval('mail.letters_id_seq')::text AS last`);
    const burst = await Promise.all(Array.from({ length: 100 }, () => ids.next()));
    expect(new Set(burst).size).toBe(100);
    expect(burst.every((id) => BigInt(id) > BigInt(last!))).toBe(true);
    // Blocks of up to 16: a hundred ids took at most ten draws, and left few unused ids behind.
    const [{ now }] = await t.mail.query<{ now: string }>(`SELECT last_value::text AS now FROM mail.letters_id_seq`);
    expect(BigInt(now!) - BigInt(last!)).toBeLessThanOrEqual(100 + 16);
    const drawnBefore = BigInt(now!);
    // A block older than its age is never used: the next id is a fresh draw, past every earlier one.
    await new Promise((r) => setTimeout(r, 250));
    expect(BigInt(await ids.next())).toBeGreaterThan(drawnBefore);
  });

  it("knows a member's sex once read, and asks again for one it did not know", async () => {
    const types = new MemberTypes(t.mail);
    expect(await types.of('610099')).toBeNull();
    await t.member({ id: 610099, userType: 'woman', name: 'Late Lady' });
    expect(await types.of('610099')).toBe('woman');
    expect(await types.of('610011')).toBe('man');
  });

  it('a gift of his delivered to her lets a lady write to him first: her thank-you letter (a gift on its way does not)', async () => {
    const iryna = `woman-610002`;
    const may = async () => (await t.site.call<{ available: boolean }>('letter/avaible-to-write', { target_user_id: 610012 }, { token: iryna })).body.result!;
    const decided = (status: string, step: string) =>
      encodeEvent(
        GiftDecidedEvent,
        { giftSendId: '1', manId: '610012', ladyId: '610002', step, status, reason: '', decidedBy: 'staff:1', decidedAtMs: BigInt(Date.now()) },
        { streamId: '610012', actor: 'staff:1' },
      );
    await t.publish([decided('verification', 'agency')]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await may()).toMatchObject({ available: false });
    await t.publish([decided('accept', 'site')]);
    await eventually(may, (r) => r.available);
    const thanks = await send(iryna, 610012, { subject: 'Thank you for the flowers', message: 'They are beautiful, thank you!' });
    expect(thanks.body).toMatchObject({ status: true });
    expect(thanks.body.result!.charged).toBe(0);
  });
});
