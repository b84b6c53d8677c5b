import { randomUUID } from 'node:crypto';
import { LIFETIMES, type Principal, type Sql, type StaffRole, type UserType } from '@dating/platform';
import type { ClientInfo } from '../../domain/client.js';
import { STAFF_ACCESS, staffSessionRefreshSeconds } from '../../domain/staff-access.js';
import type { Subject } from '../../domain/subject.js';

export const SESSION_LIFETIME_SECONDS = LIFETIMES.tokenDays * 24 * 60 * 60;

/** Opens a session in the caller's transaction; returns its id (the token's `sid`). */
export async function openSession(tx: Sql, subject: Subject, options: ClientInfo & { rememberMe: boolean }): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO identity.sessions (id, subject_kind, subject_id, remember_me, user_agent, ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [id, subject.kind, subject.id, options.rememberMe, options.userAgent?.slice(0, 512) ?? null, options.ip?.slice(0, 64) ?? null, SESSION_LIFETIME_SECONDS],
  );
  return id;
}

/** Opens a staff session (12 hours at most, ended sooner when idle) in the caller's transaction. */
export async function openStaffSession(tx: Sql, staffId: string, client: ClientInfo): Promise<{ id: string; expiresAt: Date }> {
  const id = randomUUID();
  const [row] = await tx.query<{ expires_at: Date }>(
    `INSERT INTO identity.sessions (id, subject_kind, subject_id, user_agent, ip, expires_at)
     VALUES ($1, 'staff', $2, $3, $4, now() + make_interval(hours => $5)) RETURNING expires_at`,
    [id, staffId, client.userAgent?.slice(0, 512) ?? null, client.ip?.slice(0, 64) ?? null, STAFF_ACCESS.sessionHours],
  );
  return { id, expiresAt: new Date(row!.expires_at) };
}

// UPDATE ... RETURNING runs inside a CTE: the driver answers a bare UPDATE as [rows, count], a SELECT as rows.

/** Revokes one session; returns the ids it revoked (empty when it was already closed). */
export async function revokeSession(sql: Sql, sessionId: string): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    `WITH revoked AS (UPDATE identity.sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id) SELECT id FROM revoked`,
    [sessionId],
  );
  return rows.map((r) => r.id);
}

/** Revokes every open session of a subject except `keep`; returns the revoked ids. */
export async function revokeSessionsOf(tx: Sql, subject: Subject, keep: string | null = null): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `WITH revoked AS (
       UPDATE identity.sessions SET revoked_at = now()
        WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)
       RETURNING id)
     SELECT id FROM revoked`,
    [subject.kind, subject.id, keep],
  );
  return rows.map((r) => r.id);
}

/**
 * The principal of an open session of `subject`, or null when the session is unknown, revoked,
 * expired, belongs to someone else, or its account is blocked or disabled. A staff session is also
 * closed after `staffIdleMinutes` without a request; an open one has its last request moved to now
 * when the recorded one is more than a minute old (one write a minute per session at most; half
 * the idle time when that is shorter).
 */
export async function loadPrincipal(sql: Sql, sessionId: string, subject: Subject, staffIdleMinutes: number): Promise<Principal | null> {
  if (subject.kind === 'member') {
    const rows = await sql.query<{ user_type: UserType }>(
      `SELECT m.user_type FROM identity.sessions s JOIN identity.members m ON m.id = s.subject_id
       WHERE s.id = $1 AND s.subject_kind = 'member' AND s.subject_id = $2
         AND s.revoked_at IS NULL AND s.expires_at > now() AND m.blocked_at IS NULL`,
      [sessionId, subject.id],
    );
    return rows[0] ? { kind: 'member', id: subject.id, sessionId, userType: rows[0].user_type } : null;
  }
  // A data-modifying CTE runs whether or not the outer query reads it.
  const rows = await sql.query<{ role: StaffRole; agency_id: string | null }>(
    `WITH open AS (
       SELECT s.id, s.last_seen_at, st.role, st.agency_id FROM identity.sessions s JOIN identity.staff st ON st.id = s.subject_id
        WHERE s.id = $1 AND s.subject_kind = 'staff' AND s.subject_id = $2
          AND s.revoked_at IS NULL AND s.expires_at > now() AND st.disabled_at IS NULL
          AND s.last_seen_at > now() - make_interval(mins => $3)),
     touched AS (
       UPDATE identity.sessions SET last_seen_at = now()
        WHERE id IN (SELECT id FROM open WHERE last_seen_at < now() - make_interval(secs => $4)) RETURNING id)
     SELECT role, agency_id FROM open`,
    [sessionId, subject.id, staffIdleMinutes, staffSessionRefreshSeconds(staffIdleMinutes)],
  );
  return rows[0] ? { kind: 'staff', id: subject.id, sessionId, role: rows[0].role, agencyId: rows[0].agency_id } : null;
}
