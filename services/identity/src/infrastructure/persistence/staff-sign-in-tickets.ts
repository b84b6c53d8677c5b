import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '@dating/platform';
import { STAFF_ACCESS } from '../../domain/staff-access.js';

/**
 * The tickets between a staff member's password and her second factor: 256 random bits handed to
 * the browser, stored only as a SHA-256 hash, good for 5 minutes, for one step ("enroll" or
 * "verify"), and spent by its success or by too many wrong codes. A ticket remembers the sign-in
 * throttle slots its password attempt took: they are given back only when the second factor passes.
 */
export type TicketStep = 'enroll' | 'verify';

export interface SignInTicket {
  hash: string;
  staffId: string;
  step: TicketStep;
  pendingSecretEnc: string | null;
  hitIds: string[];
  wrongCodes: number;
}

export function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/** Issues a ticket in the caller's transaction; returns the ticket text (never stored). */
export async function issueTicket(
  tx: Sql,
  input: { staffId: string; step: TicketStep; pendingSecretEnc: string | null; hitIds: readonly string[] },
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  // Old tickets are of no use to anyone: they go as new ones come.
  await tx.query(`DELETE FROM identity.staff_sign_in_tickets WHERE expires_at < now() - interval '1 day'`);
  await tx.query(
    `INSERT INTO identity.staff_sign_in_tickets (ticket_hash, staff_id, step, pending_secret_enc, hit_ids, expires_at)
     VALUES ($1, $2, $3, $4, $5::bigint[], now() + make_interval(secs => $6))`,
    [hashTicket(ticket), input.staffId, input.step, input.pendingSecretEnc, [...input.hitIds], STAFF_ACCESS.ticketSeconds],
  );
  return ticket;
}

/** An unspent, unexpired ticket of `step`, or null; `lock` holds its row until the transaction ends. */
export async function findTicket(sql: Sql, ticket: string, step: TicketStep, lock = false): Promise<SignInTicket | null> {
  const [row] = await sql.query<{ staff_id: string; step: TicketStep; pending_secret_enc: string | null; hit_ids: string[]; wrong_codes: number }>(
    `SELECT staff_id, step, pending_secret_enc, hit_ids, wrong_codes FROM identity.staff_sign_in_tickets
      WHERE ticket_hash = $1 AND step = $2 AND used_at IS NULL AND expires_at > now()${lock ? ' FOR UPDATE' : ''}`,
    [hashTicket(ticket), step],
  );
  if (!row) return null;
  return {
    hash: hashTicket(ticket),
    staffId: String(row.staff_id),
    step: row.step,
    pendingSecretEnc: row.pending_secret_enc,
    hitIds: (row.hit_ids ?? []).map(String),
    wrongCodes: row.wrong_codes,
  };
}

export async function spendTicket(tx: Sql, hash: string): Promise<void> {
  await tx.query(`UPDATE identity.staff_sign_in_tickets SET used_at = now() WHERE ticket_hash = $1`, [hash]);
}

/** Counts a wrong code on the ticket; the last allowed one spends it. */
export async function countWrongCode(tx: Sql, hash: string): Promise<void> {
  await tx.query(
    `UPDATE identity.staff_sign_in_tickets SET wrong_codes = wrong_codes + 1, used_at = CASE WHEN wrong_codes + 1 >= $2 THEN now() END
      WHERE ticket_hash = $1`,
    [hash, STAFF_ACCESS.ticketMaxWrongCodes],
  );
}
