import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' reports about other members (`report/add`), worked by site moderators in the back
 * office (`member-reports`): open until a moderator dismisses it or acts on it. One open report per
 * pair: a member cannot pile reports on someone while the first waits.
 */
export class MemberReports1720000001100 implements MigrationInterface {
  name = 'MemberReports1720000001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE profiles.member_reports (
        id bigserial PRIMARY KEY,
        reporter_id bigint NOT NULL REFERENCES profiles.profiles (member_id),
        reported_id bigint NOT NULL REFERENCES profiles.profiles (member_id),
        reason text NOT NULL CHECK (reason IN ('scam', 'fake_profile', 'harassment', 'offensive_content', 'underage', 'other')),
        details text NOT NULL DEFAULT '' CHECK (length(details) <= 1000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by text,
        decision_note text CHECK (length(decision_note) <= 500),
        CHECK (reporter_id <> reported_id),
        CHECK ((status = 'open') = (decided_at IS NULL))
      )`);
    // report/add: one open report per pair (the conflict answers "already reported").
    await q.query(`CREATE UNIQUE INDEX member_reports_one_open ON profiles.member_reports (reporter_id, reported_id) WHERE status = 'open'`);
    // report/add: a reporter's reports of the last day (the daily limit).
    await q.query(`CREATE INDEX member_reports_by_reporter ON profiles.member_reports (reporter_id, created_at)`);
    // member-reports: how many reports a member has (the repeat-offender counts beside each report).
    await q.query(`CREATE INDEX member_reports_by_reported ON profiles.member_reports (reported_id, status)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE profiles.member_reports`);
  }
}
