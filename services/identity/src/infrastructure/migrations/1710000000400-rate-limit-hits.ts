import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in failures become counted attempts of any rate limit (sign-in, registration, password
 * reset requests): the table is renamed, its scopes get their use-case prefix, and the old
 * per-account and per-address rows keep counting.
 */
export class RateLimitHits1710000000400 implements MigrationInterface {
  name = 'RateLimitHits1710000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.sign_in_failures RENAME TO rate_limit_hits`);
    await q.query(`ALTER TABLE identity.rate_limit_hits RENAME COLUMN failed_at TO hit_at`);
    await q.query(`ALTER TABLE identity.rate_limit_hits DROP CONSTRAINT sign_in_failures_scope_check`);
    await q.query(`ALTER TABLE identity.rate_limit_hits RENAME CONSTRAINT sign_in_failures_pkey TO rate_limit_hits_pkey`);
    await q.query(`ALTER INDEX identity.sign_in_failures_key RENAME TO rate_limit_hits_key`);
    await q.query(`UPDATE identity.rate_limit_hits SET scope = CASE scope WHEN 'account' THEN 'sign-in:account' ELSE 'sign-in:address' END`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM identity.rate_limit_hits WHERE scope NOT IN ('sign-in:account', 'sign-in:address')`);
    await q.query(`UPDATE identity.rate_limit_hits SET scope = CASE scope WHEN 'sign-in:account' THEN 'account' ELSE 'ip' END`);
    await q.query(`ALTER INDEX identity.rate_limit_hits_key RENAME TO sign_in_failures_key`);
    await q.query(`ALTER TABLE identity.rate_limit_hits RENAME CONSTRAINT rate_limit_hits_pkey TO sign_in_failures_pkey`);
    await q.query(`ALTER TABLE identity.rate_limit_hits ADD CONSTRAINT sign_in_failures_scope_check CHECK (scope IN ('account', 'ip'))`);
    await q.query(`ALTER TABLE identity.rate_limit_hits RENAME COLUMN hit_at TO failed_at`);
    await q.query(`ALTER TABLE identity.rate_limit_hits RENAME TO sign_in_failures`);
  }
}
