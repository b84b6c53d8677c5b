import { fromBinary } from '@bufbuild/protobuf';
import { StaffActionRecordedSchema } from '@dating/proto/platform/v1/audit_pb';
import { MemberReportDecidedSchema } from '@dating/proto/profiles/v1/social_pb';
import { REPORT_LIMITS, REPORT_MESSAGES } from '@dating/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldTestKit } from './testing/held.js';
import { type ProfilesTestApp, startProfilesTestApp } from './testing/index.js';

type Report = Record<string, unknown> & { id: number };

/**
 * Members' reports on real PostgreSQL: a member reports another (`report/add`: the reasons and
 * details checked with their messages, one open report per pair, a daily limit, nothing stored on
 * a refusal); site moderators and admins work them in the back office (`member-reports`: names,
 * repeat-offender counts, filters, one decision each, audited), and nobody else may.
 */
describe('member reports', () => {
  let t: ProfilesTestApp;
  const SITE = 'staff:site_moderator';
  const ADMIN = 'staff:admin';
  const tokens: Record<string, string> = {};
  const [ANNA, OLGA, JOHN, MIKE, PETER] = ['580001', '580002', '580011', '580012', '580013'];
  const report = (from: string, body: Record<string, unknown>) =>
    t.site.call<{ report_id: number; user_id: number }>('report/add', body, { token: tokens[from] });
  const admin = <T = Report>(method: string, path: string, token: string, body?: unknown) => heldTestKit(t).admin<T>(method, path, token, body);
  const stored = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles.member_reports`))[0]!.n;

  beforeAll(async () => {
    t = await startProfilesTestApp();
    tokens[ANNA] = await t.register({ id: ANNA, userType: 'woman', name: 'Anna' });
    tokens[OLGA] = await t.register({ id: OLGA, userType: 'woman', name: 'Olga' });
    tokens[JOHN] = await t.register({ id: JOHN, userType: 'man', name: 'John' });
    tokens[MIKE] = await t.register({ id: MIKE, userType: 'man', name: 'Mike' });
    tokens[PETER] = await t.register({ id: PETER, userType: 'man', name: 'Peter' });
  }, 60_000);

  afterAll(async () => t?.close());

  it('stores a report once per pair while it is open, details trimmed', async () => {
    const first = await report(JOHN, { target_user_id: Number(ANNA), reason: 'scam', details: '  Asked me for money for a ticket.  ' });
    expect(first.body).toMatchObject({ status: true, result: { report_id: expect.any(Number), user_id: Number(ANNA) } });
    const again = await report(JOHN, { target_user_id: Number(ANNA), reason: 'harassment', details: '' });
    expect(again).toMatchObject({ status: 409, body: { status: false, code: 10034, desc: REPORT_MESSAGES.alreadyReported } });
    // Another member may report her too, and John another lady.
    expect((await report(MIKE, { target_user_id: Number(ANNA), reason: 'fake_profile' })).body.status).toBe(true);
    expect((await report(JOHN, { target_user_id: Number(OLGA), reason: 'offensive_content', details: 'Rude photos.' })).body.status).toBe(true);
    const [row] = await t.db.query<{ details: string; status: string }>(`SELECT details, status FROM profiles.member_reports WHERE id = $1`, [
      first.body.result!.report_id,
    ]);
    expect(row).toEqual({ details: 'Asked me for money for a ticket.', status: 'open' });
  });

  it('refuses a broken report with every field’s message and stores nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [{ target_user_id: Number(OLGA) }, 10002, { error: { reason: [REPORT_MESSAGES.reasonRequired] } }],
      [{ target_user_id: Number(OLGA), reason: 'boring' }, 10002, { error: { reason: [REPORT_MESSAGES.reasonInvalid] } }],
      [{ target_user_id: Number(OLGA), reason: 'other', details: '   ' }, 10002, { error: { details: [REPORT_MESSAGES.detailsRequired] } }],
      [
        { target_user_id: Number(OLGA), reason: 'nope', details: 'x'.repeat(REPORT_LIMITS.detailsMax + 1) },
        10002,
        { error: { reason: [REPORT_MESSAGES.reasonInvalid], details: [REPORT_MESSAGES.detailsTooLong] } },
      ],
      [{ target_user_id: Number(OLGA), reason: 'scam', details: { $gt: '' } }, 10002, { error: { details: [REPORT_MESSAGES.detailsNotText] } }],
      [{ target_user_id: 999999, reason: 'scam' }, 10404, {}],
      // Men see women and women see men: a man cannot report a man, nor anyone himself.
      [{ target_user_id: Number(MIKE), reason: 'scam' }, 10024, {}],
      [{ target_user_id: Number(JOHN), reason: 'scam' }, 10024, {}],
    ];
    for (const [body, code, more] of cases) {
      const answer = await report(JOHN, body);
      expect(answer.body, JSON.stringify(body).slice(0, 80)).toMatchObject({ status: false, code, ...more });
    }
    expect(await stored()).toBe(before);
    const anonymous = await t.site.call('report/add', { target_user_id: Number(OLGA), reason: 'scam' });
    expect(anonymous.status).toBe(401);
  });

  it(`allows ${REPORT_LIMITS.perDay} reports a day, even sent at once`, async () => {
    const ladies = Array.from({ length: REPORT_LIMITS.perDay + 2 }, (_, i) => String(581000 + i));
    for (const id of ladies) await t.register({ id, userType: 'woman', name: `Lady ${id}` });
    const answers = await Promise.all(ladies.map((id) => report(PETER, { target_user_id: Number(id), reason: 'fake_profile' })));
    expect(answers.filter((a) => a.body.status)).toHaveLength(REPORT_LIMITS.perDay);
    expect(answers.filter((a) => !a.body.status).map((a) => [a.status, a.body.code, a.body.desc])).toEqual([
      [429, 10034, REPORT_MESSAGES.tooMany],
      [429, 10034, REPORT_MESSAGES.tooMany],
    ]);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles.member_reports WHERE reporter_id = $1`, [PETER]);
    expect(n).toBe(REPORT_LIMITS.perDay);
  });

  it('site moderators see the reports with both names and the repeat-offender counts, and filter them', async () => {
    const { body, range } = await heldTestKit(t).list<Report>('member-reports', SITE, { reported_id: Number(ANNA) });
    expect(range).toBe('member-reports 0-1/2');
    expect(body.map((r) => [r.reporter_name, r.reason])).toEqual([
      ['Mike', 'fake_profile'],
      ['John', 'scam'],
    ]);
    expect(body[1]).toEqual({
      id: expect.any(Number),
      reporter_id: Number(JOHN),
      reporter_name: 'John',
      reported_id: Number(ANNA),
      reported_name: 'Anna',
      reported_user_type: 'woman',
      reason: 'scam',
      details: 'Asked me for money for a ticket.',
      status: 'open',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      decided_at: null,
      decided_by: null,
      decision_note: null,
      reports_on_member: 2,
      open_reports_on_member: 2,
    });
    expect((await heldTestKit(t).list<Report>('member-reports', ADMIN, { q: 'ticket' })).body.map((r) => r.reported_name)).toEqual(['Anna']);
    expect((await heldTestKit(t).list<Report>('member-reports', SITE, { reason: 'offensive_content' })).body.map((r) => r.reported_name)).toEqual(['Olga']);
  });

  it('decides an open report once, audited; a broken decision changes nothing', async () => {
    const [johns] = (await heldTestKit(t).list<Report>('member-reports', SITE, { reported_id: Number(ANNA), q: 'John' })).body;
    const id = johns!.id;
    expect(await admin('PUT', `member-reports/${id}`, SITE, { status: 'closed' })).toMatchObject({
      status: 400,
      body: { code: 10002, error: { status: [REPORT_MESSAGES.statusInvalid] } },
    });
    expect(await admin('PUT', `member-reports/${id}`, SITE, { status: 'actioned', decision_note: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { error: { decision_note: [REPORT_MESSAGES.noteTooLong] } },
    });
    expect((await admin('GET', `member-reports/${id}`, SITE)).body).toMatchObject({ status: 'open', decided_at: null });

    // react-admin sends the whole record back; only status and the note are read.
    const decided = await admin('PUT', `member-reports/${id}`, SITE, {
      ...johns,
      status: 'actioned',
      decision_note: ' Added to the scammers list. ',
      reporter_id: 1,
    });
    expect(decided).toMatchObject({
      status: 200,
      body: {
        status: 'actioned',
        decision_note: 'Added to the scammers list.',
        decided_by: expect.any(String),
        reporter_id: Number(JOHN),
        open_reports_on_member: 1,
      },
    });
    expect(await admin('PUT', `member-reports/${id}`, ADMIN, { status: 'dismissed' })).toMatchObject({
      status: 409,
      body: { desc: REPORT_MESSAGES.alreadyDecided },
    });
    expect((await admin('GET', `member-reports/${id}`, SITE)).body).toMatchObject({ status: 'actioned' });
    // Decided, the pair may report again.
    expect((await report(JOHN, { target_user_id: Number(ANNA), reason: 'harassment', details: 'She wrote again.' })).body.status).toBe(true);

    expect((await admin('GET', 'member-reports/999999', SITE)).status).toBe(404);
    expect((await admin('PUT', 'member-reports/abc', SITE, { status: 'dismissed' })).status).toBe(404);
    // The reporter is told (notifications): MemberReportDecided, keyed by her, without the note.
    const told = await heldTestKit(t).outbox('profiles.v1.MemberReportDecided');
    expect(told.map((e) => ({ key: e.key, ...fromBinary(MemberReportDecidedSchema, e.envelope.payload) }))).toEqual([
      expect.objectContaining({
        key: JOHN,
        reportId: String(id),
        reporterId: JOHN,
        reportedId: ANNA,
        status: 'actioned',
        decidedBy: expect.stringMatching(/^staff:/),
      }),
    ]);
    const audits = (await heldTestKit(t).outbox('platform.v1.StaffActionRecorded')).map((e) => fromBinary(StaffActionRecordedSchema, e.envelope.payload));
    expect(audits.filter((a) => a.resource === 'member-reports').map((a) => [a.action, a.recordId])).toEqual([['member_report.decide', String(id)]]);
  });

  it('is the site moderators’ and admins’ alone in the back office', async () => {
    for (const token of ['staff:agency_moderator:agency-7', 'staff:finance']) {
      expect((await admin('GET', 'member-reports', token)).status).toBe(403);
      expect((await admin('PUT', 'member-reports/1', token, { status: 'dismissed' })).status).toBe(403);
    }
    expect((await admin('GET', 'member-reports', tokens[JOHN]!)).status).toBe(401);
  });
});
