import { changedRows, type Sql } from '@dating/platform';
import type { ContactMoney, ContactRequestStatus } from '../domain/contact-requests.js';

/** A contact request as stored (profiles.contact_requests). */
export interface ContactRequestRow {
  id: string;
  man_id: string;
  lady_id: string;
  agency_id: string | null;
  status: ContactRequestStatus;
  price: number;
  /** Billing's hold of his credits; null when her contacts were unlocked by talking (nothing held). */
  hold_id: string | null;
  charge_id: string | null;
  reason: string | null;
  settling: ContactMoney | null;
  created_at: Date;
  /** When billing expired his hold before any moderator decided (its HoldExpired): his credits are back. */
  hold_expired_at: Date | null;
}

const COLUMNS = `id::text AS id, man_id::text AS man_id, lady_id::text AS lady_id, agency_id, status, price, hold_id, charge_id, reason, settling, created_at,
  hold_expired_at`;

/** The price list's action of a contact request. */
export const REALINFO_ACTION = 'realinfo_request';

/** What a contact request costs now: billing's price, as its PriceChanged last announced it (billing's seed 500 until then). */
export async function realinfoPrice(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ price: number }>(`SELECT price FROM profiles.prices WHERE action = $1`, [REALINFO_ACTION]);
  return row?.price ?? 500;
}

/** His request for her contacts, if any (the pair's unique constraint). */
export async function contactRequestOf(sql: Sql, manId: string, ladyId: string): Promise<ContactRequestRow | null> {
  const [row] = await sql.query<ContactRequestRow>(`SELECT ${COLUMNS} FROM profiles.contact_requests WHERE man_id = $1 AND lady_id = $2`, [manId, ladyId]);
  return row ?? null;
}

/** One request by id; `lock` takes its row lock for the transaction (a decision). */
export async function contactRequestById(sql: Sql, id: string, { lock = false } = {}): Promise<ContactRequestRow | null> {
  const [row] = await sql.query<ContactRequestRow>(`SELECT ${COLUMNS} FROM profiles.contact_requests WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

/**
 * Stores his request, unless he has one for her already (a concurrent request that got there
 * first): then null, and nothing is written.
 */
export async function insertContactRequest(
  sql: Sql,
  request: { manId: string; ladyId: string; agencyId: string | null; price: number; holdId: string | null; at: Date },
): Promise<ContactRequestRow | null> {
  const [row] = await sql.query<ContactRequestRow>(
    `INSERT INTO profiles.contact_requests (man_id, lady_id, agency_id, price, hold_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ON CONSTRAINT contact_requests_one_per_pair DO NOTHING RETURNING ${COLUMNS}`,
    [request.manId, request.ladyId, request.agencyId, request.price, request.holdId, request.at],
  );
  return row ?? null;
}

/** What a man and a lady have said to each other so far, for her contacts' unlock (CONTACT_UNLOCK). */
export interface ContactProgress {
  chat_minutes: number;
  letters: number;
}

/** His billed chat minutes with her and the letters he wrote her (none yet: zero). */
export async function contactProgressOf(sql: Sql, manId: string, ladyId: string): Promise<ContactProgress> {
  const [row] = await sql.query<ContactProgress>(`SELECT chat_minutes, letters FROM profiles.contact_progress WHERE man_id = $1 AND lady_id = $2`, [
    manId,
    ladyId,
  ]);
  return row ?? { chat_minutes: 0, letters: 0 };
}

/** Counts a chat's billed minutes (or takes back a letter: -1) towards her contacts' unlock. */
export async function addContactProgress(sql: Sql, manId: string, ladyId: string, add: { chatMinutes?: number; letters?: number }): Promise<void> {
  await sql.query(
    `INSERT INTO profiles.contact_progress (man_id, lady_id, chat_minutes, letters) VALUES ($1, $2, greatest($3, 0), greatest($4, 0))
     ON CONFLICT (man_id, lady_id) DO UPDATE SET chat_minutes = greatest(contact_progress.chat_minutes + $3, 0), letters = greatest(contact_progress.letters + $4, 0)`,
    [manId, ladyId, add.chatMinutes ?? 0, add.letters ?? 0],
  );
}

/** Counts a paid letter of his towards her contacts' unlock, once per letter. */
export async function countContactLetter(sql: Sql, letterId: string, manId: string, ladyId: string): Promise<void> {
  const counted = await sql.query(
    `INSERT INTO profiles.contact_progress_letters (letter_id, man_id, lady_id) VALUES ($1, $2, $3) ON CONFLICT (letter_id) DO NOTHING RETURNING 1`,
    [letterId, manId, ladyId],
  );
  if (counted.length) await addContactProgress(sql, manId, ladyId, { letters: 1 });
}

/** A letter whose charge finance reversed stops counting (one never counted changes nothing). */
export async function uncountContactLetter(sql: Sql, letterId: string): Promise<void> {
  const [letter] = await sql.query<{ man_id: string; lady_id: string }>(
    changedRows(`DELETE FROM profiles.contact_progress_letters WHERE letter_id = $1 RETURNING man_id::text AS man_id, lady_id::text AS lady_id`),
    [letterId],
  );
  if (letter) await addContactProgress(sql, letter.man_id, letter.lady_id, { letters: -1 });
}
