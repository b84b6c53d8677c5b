import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff access with a second factor: the TOTP secret (encrypted) and its last accepted time step
 * on the staff row, the hashed single-use recovery codes, the short-lived sign-in tickets between
 * the password and the code, and the last request of every session (staff sessions end when idle).
 */
export class StaffAccess1710000000700 implements MigrationInterface {
  name = 'StaffAccess1710000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.staff
      ADD COLUMN totp_secret_enc text,
      ADD COLUMN totp_enrolled_at timestamptz,
      ADD COLUMN totp_last_step bigint,
      ADD CONSTRAINT staff_totp_enrolment CHECK ((totp_secret_enc IS NULL) = (totp_enrolled_at IS NULL))`);

    await q.query(`CREATE TABLE identity.staff_recovery_codes (
      staff_id bigint NOT NULL REFERENCES identity.staff (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      used_at timestamptz,
      PRIMARY KEY (staff_id, code_hash)
    )`);

    await q.query(`CREATE TABLE identity.staff_sign_in_tickets (
      ticket_hash text PRIMARY KEY,
      staff_id bigint NOT NULL REFERENCES identity.staff (id) ON DELETE CASCADE,
      step text NOT NULL CHECK (step IN ('enroll', 'verify')),
      pending_secret_enc text,
      hit_ids bigint[] NOT NULL DEFAULT '{}',
      wrong_codes integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      CONSTRAINT staff_sign_in_tickets_enrol_secret CHECK ((step = 'enroll') = (pending_secret_enc IS NOT NULL))
    )`);
    await q.query(`CREATE INDEX staff_sign_in_tickets_expiry ON identity.staff_sign_in_tickets (expires_at)`);

    await q.query(`ALTER TABLE identity.sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX sessions_by_subject_created ON identity.sessions (subject_kind, subject_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX identity.sessions_by_subject_created`);
    await q.query(`ALTER TABLE identity.sessions DROP COLUMN last_seen_at`);
    await q.query(`DROP TABLE identity.staff_sign_in_tickets`);
    await q.query(`DROP TABLE identity.staff_recovery_codes`);
    await q.query(
      `ALTER TABLE identity.staff DROP CONSTRAINT staff_totp_enrolment, DROP COLUMN totp_last_step, DROP COLUMN totp_enrolled_at, DROP COLUMN totp_secret_enc`,
    );
  }
}
