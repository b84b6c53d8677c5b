import { fromBinary } from '@bufbuild/protobuf';
import { StaffActionRecordedSchema } from '@dating/proto/platform/v1/audit_pb';
import { SCAMMER_MESSAGES } from '@dating/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScammerEntry } from './queries/get-scammers/get-scammers.js';
import { heldTestKit } from './testing/held.js';
import { type ProfilesTestApp, startProfilesTestApp } from './testing/index.js';

type Record_ = Record<string, unknown> & { id: number };

/**
 * The scammers list on real PostgreSQL: site moderators and admins keep it in the back office
 * (`scammers`: validation with every broken field's message, drafts, audit), members of either sex
 * read the published entries (`scammers/get-list`: newest first, search by name, e-mail, contact or
 * a phone's digits however written, paging), and nobody else may.
 */
describe('the scammers list', () => {
  let t: ProfilesTestApp;
  const SITE = 'staff:site_moderator';
  const ADMIN = 'staff:admin';
  const tokens: Record<string, string> = {};
  const [ANNA, JOHN] = ['570001', '570011'];
  const admin = <T = Record_>(method: string, path: string, token: string, body?: unknown) => heldTestKit(t).admin<T>(method, path, token, body);
  const read = (body: Record<string, unknown>, token = tokens[JOHN]!) => t.site.call<ScammerEntry[]>('scammers/get-list', body, { token });
  const names = async (body: Record<string, unknown>, token?: string) => (await read(body, token)).body.result!.map((s) => s.name);

  const VIKTORIA = {
    name: 'Viktoria Sokolova',
    country: 804,
    emails: ['vika.love@example.com', ' VIKA.LOVE@example.com ', ''],
    phones: ['+380 (67) 123-45-67'],
    other_contacts: ['telegram: @vika_sunny'],
    description: 'Asked three members for money for a visa and tickets.\nNever came.',
  };

  beforeAll(async () => {
    t = await startProfilesTestApp();
    tokens[ANNA] = await t.register({ id: ANNA, userType: 'woman', name: 'Anna' });
    tokens[JOHN] = await t.register({ id: JOHN, userType: 'man', name: 'John' });
  }, 60_000);

  afterAll(async () => t?.close());

  it('site moderators and admins list scammers, tidied; drafts stay off the members’ list', async () => {
    const created = await admin('POST', 'scammers', SITE, VIKTORIA);
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Viktoria Sokolova',
        country: 804,
        // Trimmed; blanks and repeats (e-mails without case) dropped.
        emails: ['vika.love@example.com'],
        phones: ['+380 (67) 123-45-67'],
        other_contacts: ['telegram: @vika_sunny'],
        published: true,
      },
    });
    await admin('POST', 'scammers', ADMIN, {
      name: 'Mark Benson',
      description: 'Posed as an oil rig engineer; asked for a loan.',
      emails: ['m.benson@example.org'],
    });
    await admin('POST', 'scammers', SITE, { name: 'Draft Person', description: 'Not confirmed yet.', published: false });

    expect(await names({})).toEqual(['Mark Benson', 'Viktoria Sokolova']);
    expect(await names({}, tokens[ANNA])).toEqual(['Mark Benson', 'Viktoria Sokolova']);
    const [, viktoria] = (await read({})).body.result!;
    expect(viktoria).toEqual({
      id: (created.body as Record_).id,
      name: 'Viktoria Sokolova',
      country: 804,
      emails: ['vika.love@example.com'],
      phones: ['+380 (67) 123-45-67'],
      other_contacts: ['telegram: @vika_sunny'],
      description: VIKTORIA.description,
      time_create: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect((await read({})).body).toMatchObject({ count: 2, total_count: 2 });

    // Staff see the draft too, and find by any contact.
    const all = await heldTestKit(t).list<Record_>('scammers', SITE, {});
    expect(all.body.map((r) => r.name)).toEqual(['Draft Person', 'Mark Benson', 'Viktoria Sokolova']);
    expect((await heldTestKit(t).list<Record_>('scammers', ADMIN, { q: '671234567' })).body.map((r) => r.name)).toEqual(['Viktoria Sokolova']);
    expect((await heldTestKit(t).list<Record_>('scammers', SITE, { published: false })).body.map((r) => r.name)).toEqual(['Draft Person']);
  });

  it('members search by part of a name, an e-mail, another contact or a phone however written', async () => {
    expect(await names({ search: 'sokol' })).toEqual(['Viktoria Sokolova']);
    expect(await names({ search: 'M.BENSON@' })).toEqual(['Mark Benson']);
    expect(await names({ search: '@vika_sunny' })).toEqual(['Viktoria Sokolova']);
    expect(await names({ search: '0671234567' })).toEqual(['Viktoria Sokolova']);
    expect(await names({ search: '+380-67-123' })).toEqual(['Viktoria Sokolova']);
    // LIKE's own characters are text here, and the draft is never found.
    expect(await names({ search: '%' })).toEqual([]);
    expect(await names({ search: 'Draft' })).toEqual([]);
    expect(await names({ search: '   ' })).toEqual(['Mark Benson', 'Viktoria Sokolova']);
  });

  it('pages newest first, 12 unless told', async () => {
    for (let i = 1; i <= 12; i++) await admin('POST', 'scammers', SITE, { name: `Paging ${String(i).padStart(2, '0')}`, description: 'For paging.' });
    const first = await read({});
    expect(first.body).toMatchObject({ count: 12, total_count: 14 });
    expect(first.body.result![0]!.name).toBe('Paging 12');
    const rest = await read({ offset: 12 });
    expect(rest.body.result!.map((s) => s.name)).toEqual(['Mark Benson', 'Viktoria Sokolova']);
    expect(await names({ search: 'paging', limit: 2, offset: 10 })).toEqual(['Paging 02', 'Paging 01']);
  });

  it('refuses a broken entry with every field’s message and changes nothing', async () => {
    const before = (await heldTestKit(t).list<Record_>('scammers', SITE, {})).body.length;
    const missing = await admin<{ code: number; desc: string; details?: Record<string, string[]> }>('POST', 'scammers', SITE, {});
    expect(missing).toMatchObject({ status: 400, body: { code: 10002, desc: SCAMMER_MESSAGES.nameRequired } });
    const bad = await admin<{ code: number; details?: Record<string, string[]> }>('POST', 'scammers', SITE, {
      name: ' ',
      description: 'x'.repeat(5001),
      country: 999,
      emails: ['not-an-email'],
      phones: ['12'],
      other_contacts: ['y'.repeat(201)],
      published: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(SCAMMER_MESSAGES.badEmail('not-an-email'));
    expect(JSON.stringify(bad.body)).toContain(SCAMMER_MESSAGES.badPhone('12'));
    const tooMany = await admin('POST', 'scammers', SITE, {
      name: 'Many',
      description: 'Many e-mails.',
      emails: Array.from({ length: 11 }, (_, i) => `a${i}@example.com`),
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(SCAMMER_MESSAGES.tooMany('emails'));
    const hostile = await admin('POST', 'scammers', SITE, { name: 'Nul\u0000', description: 'd', emails: [{ $ne: 1 }] });
    expect(hostile.status).toBe(400);
    expect((await admin('POST', 'scammers', SITE, [1, 2])).status).toBe(400);
    expect((await heldTestKit(t).list<Record_>('scammers', SITE, {})).body.length).toBe(before);
    // A member's search is bounded and checked too.
    expect((await read({ search: 's'.repeat(101) })).body).toMatchObject({ status: false, code: 10002 });
    expect((await read({ search: { $gt: '' } })).body).toMatchObject({ status: false, code: 10002 });
    expect((await read({ limit: 0 })).body).toMatchObject({ status: false, code: 10002 });
  });

  it('changes and deletes entries, each in the audit log; unknown ids are 404', async () => {
    const [viktoria] = (await heldTestKit(t).list<Record_>('scammers', SITE, { q: 'Sokolova' })).body;
    const changed = await admin('PUT', `scammers/${viktoria!.id}`, ADMIN, { ...viktoria, phones: ['+380 50 765 43 21'], country: null });
    expect(changed.body).toMatchObject({ phones: ['+380 50 765 43 21'], country: null, name: 'Viktoria Sokolova' });
    expect(await names({ search: '0671234567' })).toEqual([]);
    expect(await names({ search: '507654321' })).toEqual(['Viktoria Sokolova']);
    // The same record again changes nothing and records nothing.
    expect((await admin('PUT', `scammers/${viktoria!.id}`, ADMIN, changed.body)).status).toBe(200);
    const [draft] = (await heldTestKit(t).list<Record_>('scammers', SITE, { published: false })).body;
    expect((await admin('PUT', `scammers/${draft!.id}`, SITE, { published: true })).body).toMatchObject({ published: true });
    expect(await names({ search: 'Draft' })).toEqual(['Draft Person']);
    expect((await admin('DELETE', `scammers/${draft!.id}`, SITE)).body).toMatchObject({ name: 'Draft Person' });
    expect(await names({ search: 'Draft' })).toEqual([]);
    expect((await admin('GET', `scammers/${draft!.id}`, SITE)).status).toBe(404);
    expect((await admin('PUT', 'scammers/999999', SITE, { name: 'X' })).status).toBe(404);
    expect((await admin('DELETE', 'scammers/abc', SITE)).status).toBe(404);

    const audits = (await heldTestKit(t).outbox('platform.v1.StaffActionRecorded')).map((e) => fromBinary(StaffActionRecordedSchema, e.envelope.payload));
    const actions = audits.filter((a) => a.resource === 'scammers').map((a) => a.action);
    expect(actions.filter((a) => a === 'scammer.create')).toHaveLength(15);
    expect(actions.slice(15)).toEqual(['scammer.update', 'scammer.update', 'scammer.delete']);
  });

  it('is the site moderators’ and admins’ alone in the back office, and members’ alone on the site', async () => {
    for (const token of ['staff:agency_moderator:agency-7', 'staff:finance']) {
      expect((await admin('GET', 'scammers', token)).status).toBe(403);
      expect((await admin('POST', 'scammers', token, { name: 'X', description: 'Y' })).status).toBe(403);
    }
    expect((await admin('GET', 'scammers', tokens[JOHN]!)).status).toBe(401);
    const anonymous = await t.site.call('scammers/get-list', {});
    expect(anonymous.body).toMatchObject({ status: false });
    expect(anonymous.status).toBe(401);
  });
});
