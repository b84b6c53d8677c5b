import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../commands/register-member/register-member.js';
import { type IdentityTestApp, signInNewStaff, startIdentityTestApp, type StaffSession } from '../../testing/index.js';

/**
 * identity's back-office resources over plain HTTP, as react-admin's ra-data-simple-rest sends
 * them (sort, range, filter, Content-Range, getMany, getOne, PUT, POST, DELETE), for each role of
 * docs/admin-api.md, against PostgreSQL.
 */

let t: IdentityTestApp;
let admin: StaffSession;
let siteModerator: StaffSession;
let agencyModerator: StaffSession;
let finance: StaffSession;
let seq = 0;
const run = Date.now().toString(36);
const ip = () => `198.19.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;

type Json = Record<string, unknown>;

/** GET /admin-api/<resource> with ra-data-simple-rest's parameters. */
async function list(token: string, resource: string, params: { sort?: [string, string]; range?: [number, number]; filter?: Json } = {}) {
  const q = new URLSearchParams();
  if (params.sort) q.set('sort', JSON.stringify(params.sort));
  if (params.range) q.set('range', JSON.stringify(params.range));
  if (params.filter) q.set('filter', JSON.stringify(params.filter));
  const res = await t.site.admin<Json[]>('GET', `${resource}?${q}`, { token });
  return { ...res, range: res.headers.get('content-range') };
}

const one = (token: string, resource: string, id: string | number) => t.site.admin<Json>('GET', `${resource}/${encodeURIComponent(String(id))}`, { token });
const put = (token: string, resource: string, id: string | number, body: unknown) => t.site.admin<Json>('PUT', `${resource}/${id}`, { token, body });

/** Members of this run: a man, two women of agency-1, a woman of agency-2; ids as numbers. */
const members: Record<'man' | 'anna' | 'olga' | 'vera', { id: number; email: string }> = {} as never;

async function member(key: keyof typeof members, name: string, userType: 'man' | 'woman', extra: { agencyId?: string; country?: string } = {}) {
  const email = `${key}.${run}@example.com`;
  const { memberId } = await registerMember(t.db, { name, email, password: 'secret-1', userType, ...extra }, null);
  members[key] = { id: Number(memberId), email };
}

async function memberSignIn(email: string, userAgent = 'test-agent/1.0') {
  return t.call<{ access_token: string }>('member/sign-in', { email, password: 'secret-1' }, { ip: ip(), headers: { 'user-agent': userAgent } });
}

/** The audit rows of a record, once the bus has brought them to identity's log. */
async function auditOf(resource: string, recordId: string | number, count = 1): Promise<Json[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await t.db.query<Json>(`SELECT * FROM identity.audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id`, [resource, String(recordId)]);
    if (rows.length >= count || Date.now() > deadline) return rows;
    await sleep(25);
  }
}

beforeAll(async () => {
  t = await startIdentityTestApp();
  admin = await signInNewStaff(t, 'admin', { ip: ip(), name: 'Ada Admin' });
  siteModerator = await signInNewStaff(t, 'site_moderator', { ip: ip() });
  agencyModerator = await signInNewStaff(t, 'agency_moderator', { ip: ip(), agencyId: 'agency-1' });
  finance = await signInNewStaff(t, 'finance', { ip: ip() });
  await member('man', 'Zed Man', 'man', { country: 'US' });
  await member('anna', 'Anna Agency', 'woman', { agencyId: 'agency-1', country: 'UA' });
  await member('olga', 'Olga Agency', 'woman', { agencyId: 'agency-1', country: 'MD' });
  await member('vera', 'Vera Other', 'woman', { agencyId: 'agency-2', country: 'UA' });
  // Anna registered in 2020 (for the date filters).
  await t.db.query(`UPDATE identity.members SET created_at = '2020-03-15T12:00:00Z' WHERE id = $1`, [members.anna.id]);
});

afterAll(async () => {
  await t?.close();
});

describe('members', () => {
  it('lists with sort, range, filters and Content-Range, and reads one with its sign-ins', async () => {
    const women = await list(siteModerator.token, 'members', { sort: ['name', 'ASC'], range: [0, 1], filter: { user_type: 'woman', q: run } });
    expect(women.status).toBe(200);
    expect(women.range).toBe('members 0-1/3');
    expect(women.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(women.body.map((m) => m.name)).toEqual(['Anna Agency', 'Olga Agency']);
    const page2 = await list(siteModerator.token, 'members', { sort: ['name', 'ASC'], range: [2, 3], filter: { user_type: 'woman', q: run } });
    expect(page2.range).toBe('members 2-2/3');
    expect(page2.body.map((m) => m.name)).toEqual(['Vera Other']);

    const names = async (filter: Json) =>
      (await list(siteModerator.token, 'members', { sort: ['name', 'ASC'], filter: { q: run, ...filter } })).body.map((m) => m.name);
    expect(await names({ agency_id: 'agency-1' })).toEqual(['Anna Agency', 'Olga Agency']);
    expect(await names({ country: 'UA' })).toEqual(['Anna Agency', 'Vera Other']);
    expect(await names({ user_type: 'man' })).toEqual(['Zed Man']);
    expect(await names({ registered_to: '2020-03-15' })).toEqual(['Anna Agency']);
    expect(await names({ registered_from: '2020-03-16' })).toEqual(['Olga Agency', 'Vera Other', 'Zed Man']);
    expect(await names({ banned: false })).toHaveLength(4);
    // q matches a name, an e-mail or an id.
    expect((await list(siteModerator.token, 'members', { filter: { q: 'olga agency' } })).body.map((m) => m.id)).toEqual([members.olga.id]);
    expect((await list(siteModerator.token, 'members', { filter: { q: members.vera.email.toUpperCase() } })).body.map((m) => m.id)).toEqual([members.vera.id]);
    expect((await list(siteModerator.token, 'members', { filter: { q: String(members.man.id) } })).body.map((m) => m.id)).toContain(members.man.id);
    // Sorted the other way.
    expect(await list(siteModerator.token, 'members', { sort: ['name', 'DESC'], range: [0, 0], filter: { q: run } })).toMatchObject({
      body: [{ name: 'Zed Man' }],
      range: 'members 0-0/4',
    });

    // getMany
    const many = await list(siteModerator.token, 'members', { filter: { id: [members.man.id, members.olga.id] } });
    expect(many.body.map((m) => m.id).sort()).toEqual([members.man.id, members.olga.id].sort());

    // getOne: the account, its last sign-in and sign-in count.
    await memberSignIn(members.olga.email);
    await memberSignIn(members.olga.email, 'second-browser/2.0');
    const olga = await one(siteModerator.token, 'members', members.olga.id);
    expect(olga.status).toBe(200);
    expect(olga.body).toEqual({
      id: members.olga.id,
      name: 'Olga Agency',
      email: members.olga.email,
      user_type: 'woman',
      agency_id: 'agency-1',
      country: 'MD',
      country_name: 'Moldova',
      banned: false,
      banned_at: null,
      ban_reason: null,
      banned_by: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      sign_in_count: 2,
    });
    expect(olga.body).not.toHaveProperty('password_hash');
    expect((await one(siteModerator.token, 'members', 999_999_999)).status).toBe(404);
    expect((await one(siteModerator.token, 'members', '1 OR 1=1')).status).toBe(404);
  });

  it('refuses unknown filters and sorts, bad ranges and bad JSON with the admin error shape', async () => {
    const unknownFilter = await list(siteModerator.token, 'members', { filter: { password_hash: 'x' } });
    expect(unknownFilter.status).toBe(400);
    expect(unknownFilter.body).toMatchObject({ code: 10002, status: 400, message: expect.stringContaining('unknown filter password_hash') });
    expect((await list(siteModerator.token, 'members', { sort: ['password_hash', 'ASC'] })).body).toMatchObject({ code: 10002 });
    expect((await list(siteModerator.token, 'members', { filter: { banned: 'maybe' } })).body).toMatchObject({
      message: 'filter banned must be true or false',
    });
    expect((await list(siteModerator.token, 'members', { filter: { registered_from: '15.03.2020' } })).status).toBe(400);
    expect((await t.site.admin('GET', 'members?filter={oops', { token: siteModerator.token })).body).toMatchObject({ code: 10026 });
    const wide = await list(siteModerator.token, 'members', { range: [0, 100_000] });
    expect(wide.status).toBe(200);
  });

  it("shows an agency moderator only her agency's women, and nothing else", async () => {
    const mine = await list(agencyModerator.token, 'members', { sort: ['name', 'ASC'] });
    expect(mine.body.map((m) => m.id)).toEqual([members.anna.id, members.olga.id]);
    expect(mine.range).toBe('members 0-1/2');
    expect((await list(agencyModerator.token, 'members', { filter: { user_type: 'man' } })).body).toEqual([]);
    expect((await list(agencyModerator.token, 'members', { filter: { agency_id: 'agency-2' } })).range).toBe('members */0');
    expect(
      (await list(agencyModerator.token, 'members', { filter: { id: [members.vera.id, members.anna.id, members.man.id] } })).body.map((m) => m.id),
    ).toEqual([members.anna.id]);
    expect((await one(agencyModerator.token, 'members', members.anna.id)).status).toBe(200);
    expect((await one(agencyModerator.token, 'members', members.vera.id)).status).toBe(404);
    expect((await one(agencyModerator.token, 'members', members.man.id)).status).toBe(404);
    // She does not ban, read sign-ins, staff, settings or the audit log.
    expect((await put(agencyModerator.token, 'members', members.anna.id, { banned: true, ban_reason: 'x' })).status).toBe(403);
    for (const resource of ['sign-ins', 'staff', 'staff-sessions', 'site-settings', 'audit-log'])
      expect((await list(agencyModerator.token, resource)).status, resource).toBe(403);
    // Finance reads no members.
    expect((await list(finance.token, 'members')).status).toBe(403);
  });

  it('bans with a reason, ending every session of the member at once, and unbans; each an event and an audit record', async () => {
    const first = await memberSignIn(members.man.email);
    const second = await memberSignIn(members.man.email);
    for (const s of [first, second]) expect((await t.call('user/settings/get-all', {}, { token: s.body.result!.access_token })).body.status).toBe(true);

    const noReason = await put(siteModerator.token, 'members', members.man.id, { banned: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      code: 10002,
      message: 'Give a ban_reason to ban a member',
      errors: { ban_reason: 'Give a ban_reason to ban a member' },
    });

    // react-admin sends the whole record back; only banned and ban_reason count.
    const record = (await one(siteModerator.token, 'members', members.man.id)).body;
    const banned = await put(siteModerator.token, 'members', members.man.id, { ...record, name: 'Hacked', banned: true, ban_reason: 'Scam letters' });
    expect(banned.status).toBe(200);
    expect(banned.body).toMatchObject({
      id: members.man.id,
      name: 'Zed Man',
      banned: true,
      ban_reason: 'Scam letters',
      banned_by: `staff:${siteModerator.staff.id}`,
    });
    for (const s of [first, second]) expect((await t.call('user/settings/get-all', {}, { token: s.body.result!.access_token })).status).toBe(401);
    expect((await memberSignIn(members.man.email)).status).toBe(403);
    expect((await list(siteModerator.token, 'members', { filter: { banned: true, q: run } })).body.map((m) => m.id)).toEqual([members.man.id]);

    const unbanned = await put(siteModerator.token, 'members', members.man.id, { ...banned.body, banned: false });
    expect(unbanned.body).toMatchObject({ banned: false, ban_reason: null, banned_at: null });
    expect((await memberSignIn(members.man.email)).body.status).toBe(true);

    const events = await t.db.query<{ type: string; key: string }>(
      `SELECT type, key FROM identity.outbox WHERE key = $1 AND type IN ('identity.v1.MemberBanned', 'identity.v1.MemberUnbanned') ORDER BY id`,
      [String(members.man.id)],
    );
    expect(events.map((e) => e.type)).toEqual(['identity.v1.MemberBanned', 'identity.v1.MemberUnbanned']);
    const audit = await auditOf('members', members.man.id, 2);
    expect(audit.map((a) => a.action)).toEqual(['member.ban', 'member.unban']);
    expect(audit[0]).toMatchObject({
      service: 'identity',
      actor_staff_id: String(siteModerator.staff.id),
      actor_role: 'site_moderator',
      before: expect.objectContaining({ banned: false }),
      after: expect.objectContaining({ banned: true, ban_reason: 'Scam letters' }),
      ip: expect.any(String),
    });
    // An admin may ban too; an unknown member is not found.
    expect((await put(admin.token, 'members', 999_999_999, { banned: false })).status).toBe(404);
    expect((await put(admin.token, 'members', '99999999999999999999999', { banned: false })).status).toBe(404);
  });

  it("lets an admin move a woman to another agency (an event and an audit record), and moves the agency moderators' scope with her", async () => {
    const vera = (await one(admin.token, 'members', members.vera.id)).body;
    expect(vera.agency_id).toBe('agency-2');
    // A site moderator may not; nobody gives a man an agency; a bad id is refused; the same agency is no change.
    expect(await put(siteModerator.token, 'members', members.vera.id, { ...vera, agency_id: 'agency-1' })).toMatchObject({
      status: 403,
      body: { code: 10024, message: 'Only an admin assigns a member to an agency' },
    });
    expect(await put(admin.token, 'members', members.man.id, { agency_id: 'agency-1' })).toMatchObject({
      status: 400,
      body: { code: 10002, message: 'Only a woman belongs to an agency', errors: { agency_id: 'Only a woman belongs to an agency' } },
    });
    expect((await put(admin.token, 'members', members.vera.id, { agency_id: 'agency 1; DROP' })).status).toBe(400);
    expect((await put(siteModerator.token, 'members', members.vera.id, vera)).status).toBe(200);

    const moved = await put(admin.token, 'members', members.vera.id, { ...vera, agency_id: 'agency-1' });
    expect(moved).toMatchObject({ status: 200, body: { id: members.vera.id, agency_id: 'agency-1' } });
    expect((await one(agencyModerator.token, 'members', members.vera.id)).status).toBe(200);
    const out = await put(admin.token, 'members', members.vera.id, { agency_id: '' });
    expect(out.body).toMatchObject({ agency_id: null });
    expect((await one(agencyModerator.token, 'members', members.vera.id)).status).toBe(404);

    const events = await t.db.query<{ type: string }>(`SELECT type FROM identity.outbox WHERE key = $1 AND type = 'identity.v1.MemberAgencyChanged'`, [
      String(members.vera.id),
    ]);
    expect(events).toHaveLength(2);
    const audit = await auditOf('members', members.vera.id, 2);
    expect(audit.map((a) => [a.action, (a.after as Json).agency_id])).toEqual([
      ['member.agency', 'agency-1'],
      ['member.agency', null],
    ]);
    // An agency no moderator works for is refused (her items would wait at a step nobody can take), under its field.
    expect(await put(admin.token, 'members', members.vera.id, { agency_id: 'agency-2' })).toMatchObject({
      status: 400,
      body: { code: 10002, errors: { agency_id: expect.stringContaining('No agency moderator works for this agency') } },
    });
    expect((await one(admin.token, 'members', members.vera.id)).body).toMatchObject({ agency_id: null });
    const lastOfAgency = await signInNewStaff(t, 'agency_moderator', { ip: ip(), agencyId: 'agency-2' });
    expect((await put(admin.token, 'members', members.vera.id, { agency_id: 'agency-2' })).body).toMatchObject({ agency_id: 'agency-2' });

    // Now her agency's last moderator cannot be disabled, moved or given another role: Vera's items would wait for nobody.
    const lastId = lastOfAgency.staff.id;
    for (const change of [{ disabled: true }, { agency_id: 'agency-3' }, { role: 'site_moderator', agency_id: null }]) {
      expect(await put(admin.token, 'staff', lastId, change)).toMatchObject({
        status: 400,
        body: { code: 10002, message: expect.stringContaining("She is her agency's last moderator") },
      });
    }
    expect((await one(admin.token, 'staff', lastId)).body).toMatchObject({ role: 'agency_moderator', agency_id: 'agency-2', disabled: false });
    expect((await put(admin.token, 'staff', lastId, { name: 'Renamed Moderator' })).body).toMatchObject({ name: 'Renamed Moderator' });
    // With a second moderator for the agency, the first may go.
    await signInNewStaff(t, 'agency_moderator', { ip: ip(), agencyId: 'agency-2' });
    expect((await put(admin.token, 'staff', lastId, { disabled: true })).body).toMatchObject({ disabled: true });
  });
});

describe('sign-ins', () => {
  it('lists the sign-ins of a member with time, address and browser', async () => {
    await memberSignIn(members.vera.email, 'vera-browser/1');
    const res = await list(siteModerator.token, 'sign-ins', { filter: { member_id: members.vera.id }, sort: ['signed_in_at', 'DESC'], range: [0, 9] });
    expect(res.status).toBe(200);
    expect(res.range).toBe('sign-ins 0-0/1');
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      member_id: members.vera.id,
      member_name: 'Vera Other',
      user_type: 'woman',
      session_id: expect.any(String),
      ip: expect.stringMatching(/^198\.19\./),
      user_agent: 'vera-browser/1',
      signed_in_at: expect.any(String),
    });
    expect((await list(siteModerator.token, 'sign-ins', { filter: { member_id: 'abc' } })).status).toBe(400);
    expect((await list(finance.token, 'sign-ins')).status).toBe(403);
  });
});

describe('staff', () => {
  it('lets an admin create, read, list, change and disable accounts, never showing a password or secret', async () => {
    const email = `new.staff.${run}@example.com`;
    const created = await t.site.admin<Json>('POST', 'staff', {
      token: admin.token,
      body: { email, name: 'Nina New', role: 'agency_moderator', agency_id: 'agency-7', password: 'long-enough-1' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      email,
      name: 'Nina New',
      role: 'agency_moderator',
      agency_id: 'agency-7',
      disabled: false,
      totp_enrolled: false,
    });
    for (const key of Object.keys(created.body)) expect(key).not.toMatch(/password|secret|hash/);
    const id = created.body.id as number;

    expect(
      (
        await t.site.admin('POST', 'staff', {
          token: admin.token,
          body: { email: email.toUpperCase(), name: 'Dup', role: 'finance', password: 'long-enough-1' },
        })
      ).body,
    ).toMatchObject({
      code: 10027,
    });
    for (const [body, message] of [
      [
        { email: `a.${run}@example.com`, name: 'A', role: 'agency_moderator', password: 'long-enough-1' },
        'An agency moderator needs an agency; other roles have none',
      ],
      [
        { email: `b.${run}@example.com`, name: 'B', role: 'finance', agency_id: 'agency-1', password: 'long-enough-1' },
        'An agency moderator needs an agency; other roles have none',
      ],
      [{ email: `c.${run}@example.com`, name: 'C', role: 'finance', password: 'short' }, /at least 10 characters/],
      [{ email: `d.${run}@example.com`, name: 'D', role: 'root', password: 'long-enough-1' }, /role/],
      [{ email: 'not-an-email', name: 'E', role: 'finance', password: 'long-enough-1' }, /email/],
    ] as const) {
      const res = await t.site.admin<Json>('POST', 'staff', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }

    expect((await one(admin.token, 'staff', id)).body).toMatchObject({ id, email, open_sessions: 0, recovery_codes_left: 0 });
    const agencyModerators = await list(admin.token, 'staff', { filter: { role: 'agency_moderator', q: 'nina' }, sort: ['name', 'ASC'] });
    expect(agencyModerators.body.map((s) => s.id)).toEqual([id]);

    // A new role drops the old agency (react-admin sends the whole record back).
    const changed = await put(admin.token, 'staff', id, { ...created.body, name: 'Nina Site', role: 'site_moderator' });
    expect(changed.body).toMatchObject({ name: 'Nina Site', role: 'site_moderator', agency_id: null });
    const disabled = await t.site.admin<Json>('DELETE', `staff/${id}`, { token: admin.token });
    expect(disabled.body).toMatchObject({ id, disabled: true });
    expect((await list(admin.token, 'staff', { filter: { disabled: true, q: 'nina' } })).body.map((s) => s.id)).toEqual([id]);

    const audit = await auditOf('staff', id, 3);
    expect(audit.map((a) => a.action)).toEqual(['staff.create', 'staff.update', 'staff.disable']);
    expect(audit[0]!.before).toBeNull();
    expect(JSON.stringify(audit)).not.toMatch(/long-enough-1|password_hash/);

    // Only admins.
    expect((await list(siteModerator.token, 'staff')).status).toBe(403);
    expect((await t.site.admin('POST', 'staff', { token: finance.token, body: {} })).status).toBe(403);
  });

  it('never lets an admin disable or demote herself, or remove her own second factor', async () => {
    const self = admin.staff.id;
    for (const body of [{ disabled: true }, { role: 'finance' }, { totp_enrolled: false }]) {
      const res = await put(admin.token, 'staff', self, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 10002, message: 'You cannot disable or demote your own account, nor remove its second factor' });
    }
    expect((await t.site.admin('DELETE', `staff/${self}`, { token: admin.token })).status).toBe(400);
    expect((await put(admin.token, 'staff', self, { name: 'Ada the Admin' })).body).toMatchObject({ name: 'Ada the Admin', role: 'admin' });
    // A name is one honest line (no direction override, zero-width character or line break).
    for (const name of ['Ada\u202Enimda', 'Ada\u200B', 'Ada\nAdmin'])
      expect((await put(admin.token, 'staff', self, { name })).body, JSON.stringify(name)).toMatchObject({
        code: 10002,
        errors: { name: 'The name field may not hold line breaks or invisible characters' },
      });
    expect((await one(admin.token, 'staff', 999_999)).status).toBe(404);
  });

  it('removes a second factor, ending the sessions; the next sign-in enrolls a new one', async () => {
    const other = await signInNewStaff(t, 'finance', { ip: ip() });
    expect((await one(admin.token, 'staff', other.staff.id)).body).toMatchObject({ totp_enrolled: true, open_sessions: 1 });
    const reset = await put(admin.token, 'staff', other.staff.id, { totp_enrolled: false });
    expect(reset.body).toMatchObject({ totp_enrolled: false, open_sessions: 0 });
    expect((await t.site.admin('GET', 'auth/me', { token: other.token })).status).toBe(401);
    const again = await t.site.admin<Json>('POST', 'auth/sign-in', { body: { email: other.account.email, password: other.account.password }, ip: ip() });
    expect(again.body).toMatchObject({ step: 'enroll', secret: expect.any(String) });
    expect((await put(admin.token, 'staff', other.staff.id, { totp_enrolled: true })).status).toBe(400);
  });
});

describe('site settings', () => {
  it('lists and reads every setting with its type, and updates a value after checking it', async () => {
    const all = await list(admin.token, 'site-settings', { sort: ['id', 'ASC'], range: [0, 99] });
    expect(all.status).toBe(200);
    expect(all.body.map((s) => s.id)).toEqual(
      [
        'captcha_interval',
        'company_address',
        'lifetimes',
        'registration_tries_count',
        'sounds',
        'support_email',
        'watermark',
        'women_agreement_launch_interval',
      ].sort(),
    );
    expect(await one(admin.token, 'site-settings', 'captcha_interval')).toMatchObject({
      status: 200,
      body: { id: 'captcha_interval', key: 'captcha_interval', value: 30, type: 'seconds', description: expect.any(String), updated_by: null },
    });

    const updated = await put(admin.token, 'site-settings', 'captcha_interval', { id: 'captcha_interval', value: 45, type: 'text' });
    expect(updated.body).toMatchObject({ id: 'captcha_interval', value: 45, type: 'seconds', updated_by: `staff:${admin.staff.id}` });
    expect((await t.call<Json>('site/settings/get-all')).body.result).toMatchObject({ captcha_interval: 45 });
    // Services that apply a setting hear of the change (profiles: the watermark).
    const changed = await t.db.query<{ key: string }>(
      `SELECT key FROM identity.outbox WHERE type = 'identity.v1.SiteSettingChanged' AND key = 'captcha_interval'`,
    );
    expect(changed).toHaveLength(1);
    const lifetimes = { alert: 5000, visual_notification: 15000, notification: 15000, invite: 30000 };
    expect((await put(admin.token, 'site-settings', 'lifetimes', { value: lifetimes })).body).toMatchObject({ value: lifetimes });

    const bad = await put(admin.token, 'site-settings', 'captcha_interval', { value: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 10002, message: 'captcha_interval must be a whole number from 0 to 86400' });
    expect((await put(admin.token, 'site-settings', 'support_email', { value: 'nope' })).status).toBe(400);
    expect((await put(admin.token, 'site-settings', 'captcha_interval', {})).body).toMatchObject({ message: 'The value field is required' });
    expect((await put(admin.token, 'site-settings', 'no_such_key', { value: 1 })).status).toBe(404);
    expect((await put(admin.token, 'site-settings', '__proto__', { value: 1 })).status).toBe(404);
    expect((await put(siteModerator.token, 'site-settings', 'captcha_interval', { value: 1 })).status).toBe(403);

    const audit = await auditOf('site-settings', 'captcha_interval');
    expect(audit[0]).toMatchObject({
      action: 'site-setting.update',
      before: expect.objectContaining({ value: 30 }),
      after: expect.objectContaining({ value: 45 }),
    });
  });
});

describe('audit log', () => {
  it('is read by admins and finance, filtered and sorted, and never written through the API', async () => {
    await put(admin.token, 'site-settings', 'registration_tries_count', { value: 4 });
    await auditOf('site-settings', 'registration_tries_count');
    const today = new Date().toISOString().slice(0, 10);
    const res = await list(finance.token, 'audit-log', {
      filter: { action: 'site-setting.update', resource: 'site-settings', actor_staff_id: String(admin.staff.id), from: today, to: today },
      sort: ['at', 'ASC'],
    });
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.record_id)).toEqual(expect.arrayContaining(['captcha_interval', 'registration_tries_count']));
    const entry = res.body.find((r) => r.record_id === 'registration_tries_count')!;
    expect(entry).toMatchObject({ id: expect.any(Number), event_id: expect.any(String), service: 'identity', actor_role: 'admin', at: expect.any(String) });
    expect((await one(admin.token, 'audit-log', entry.id as number)).body).toEqual(entry);
    expect((await list(finance.token, 'audit-log', { filter: { record_id: 'registration_tries_count' } })).body).toHaveLength(1);
    expect((await list(finance.token, 'audit-log', { filter: { to: '2000-01-01' } })).body).toEqual([]);

    expect((await list(siteModerator.token, 'audit-log')).status).toBe(403);
    for (const [method, path] of [
      ['POST', 'audit-log'],
      ['PUT', `audit-log/${entry.id}`],
      ['DELETE', `audit-log/${entry.id}`],
    ] as const) {
      expect((await t.site.admin(method, path, { token: admin.token, body: method === 'DELETE' ? undefined : {} })).status).toBe(404);
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const [row] = await t.db.query<{ id: string }>(`SELECT id FROM identity.audit_log ORDER BY id LIMIT 1`);
    expect(row).toBeDefined();
    await expect(t.db.query(`UPDATE identity.audit_log SET action = 'nothing' WHERE id = $1`, [row!.id])).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(t.db.query(`DELETE FROM identity.audit_log WHERE id = $1`, [row!.id])).rejects.toThrow(/append-only: DELETE refused/);
    await expect(t.db.query(`TRUNCATE identity.audit_log`)).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect((await t.db.query(`SELECT action FROM identity.audit_log WHERE id = $1`, [row!.id]))[0]).not.toEqual({ action: 'nothing' });
  });
});

describe('dashboard', () => {
  it("answers each role's figures; an agency moderator's are her agency's women", async () => {
    const site = await t.site.admin<Json>('GET', 'dashboard', { token: siteModerator.token });
    expect(site.status).toBe(200);
    expect(site.body).toMatchObject({
      role: 'site_moderator',
      scope: 'site',
      agency_id: null,
      members: { total: expect.any(Number), new_today: expect.any(Number), new_7_days: expect.any(Number), banned: expect.any(Number) },
    });
    expect(site.body).not.toHaveProperty('staff');
    const [{ total, women }] = await t.db.query<{ total: number; women: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE user_type = 'woman')::int AS women FROM identity.members`,
    );
    expect(site.body.members).toMatchObject({ total, women });

    const agency = await t.site.admin<Json>('GET', 'dashboard', { token: agencyModerator.token });
    // Anna (registered in 2020) and Olga (today).
    expect(agency.body).toMatchObject({
      scope: 'agency',
      agency_id: 'agency-1',
      members: { total: 2, men: 0, women: 2, new_today: 1, new_7_days: 1, banned: 0 },
    });

    const root = await t.site.admin<Json>('GET', 'dashboard', { token: admin.token });
    expect(root.body).toMatchObject({
      role: 'admin',
      staff: { total: expect.any(Number), open_sessions: expect.any(Number) },
      audit: { actions_24h: expect.any(Number) },
    });
    const money = await t.site.admin<Json>('GET', 'dashboard', { token: finance.token });
    expect(money.body).toMatchObject({ role: 'finance', audit: expect.any(Object) });
    expect(money.body).not.toHaveProperty('staff');
    expect((await t.site.admin('GET', 'dashboard', {})).status).toBe(401);
  });
});
