import { ChargeJournal, encodeEvent, outboxArrays, outboxInsert, type Sql } from '@dating/platform';
import { LetterFlaggedEvent, LetterSentEvent } from '../contracts/mail-events.js';
import { isPaid, type Payment } from '../domain/letters.js';
import { excerptOf, letterFingerprint, scamSignals } from '../domain/scam-signals.js';

export interface AttachedPhoto {
  photo_id: number;
  small: string;
  large: string;
}

/** A letter's row with the owner's mailbox row beside it (star, trash, side). */
export interface LetterRow {
  id: string;
  sender_id: string;
  recipient_id: string;
  client_letter_id: string;
  subject: string;
  message: string;
  photos: AttachedPhoto[];
  reply_to_id: string | null;
  dispatch_id: string | null;
  payment: Payment;
  charge_id: string | null;
  amount: number;
  created_at: Date;
  opened_at: Date | null;
  answered_at: Date | null;
  side?: 'in' | 'out';
  starred?: boolean;
  trashed_at?: Date | null;
}

/** A message as the Site API answers it (spec section 3: id, time_create, time_open, isDeleted, is_starred, checked). */
export interface LetterView {
  id: number;
  sender_id: number;
  recipient_id: number;
  subject: string;
  message: string;
  photos: AttachedPhoto[];
  reply_to_id: number | null;
  time_create: string;
  time_open: string | null;
  isDeleted: boolean;
  is_starred: boolean;
  /** The recipient opened it (for the sender: it was read). */
  checked: boolean;
  is_incoming: boolean;
  /** False when its charge is missing or was reversed: the recipient sees no text (13434 on opening). */
  is_paid: boolean;
  is_answered: boolean;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The owner's view of a letter; the text of a letter that is not paid is withheld from its recipient. */
export function letterView(row: LetterRow, ownerId: string): LetterView {
  const incoming = row.recipient_id === ownerId;
  const paid = isPaid(row);
  const withheld = incoming && !paid;
  return {
    id: Number(row.id),
    sender_id: Number(row.sender_id),
    recipient_id: Number(row.recipient_id),
    subject: withheld ? '' : row.subject,
    message: withheld ? '' : row.message,
    photos: withheld ? [] : row.photos,
    reply_to_id: row.reply_to_id === null ? null : Number(row.reply_to_id),
    time_create: iso(row.created_at)!,
    time_open: iso(row.opened_at),
    isDeleted: row.trashed_at !== null && row.trashed_at !== undefined,
    is_starred: row.starred === true,
    checked: row.opened_at !== null,
    is_incoming: incoming,
    is_paid: paid,
    is_answered: row.answered_at !== null,
  };
}

/** The letter columns and the owner's mailbox columns (`l` letters, `m` mailbox). */
export const LETTER_COLUMNS = `l.id::text, l.sender_id::text, l.recipient_id::text, l.client_letter_id, l.subject, l.message, l.photos,
  l.reply_to_id::text, l.dispatch_id::text, l.payment, l.charge_id, l.amount, l.created_at, l.opened_at, l.answered_at,
  m.side, m.starred, m.trashed_at`;

/** One letter as its owner (sender or recipient) files it; null for anyone else. */
export async function letterOf(sql: Sql, ownerId: string, letterId: string): Promise<LetterRow | null> {
  const [row] = await sql.query<LetterRow>(
    `SELECT ${LETTER_COLUMNS} FROM mail.mailbox m JOIN mail.letters l ON l.id = m.letter_id WHERE m.owner_id = $1 AND m.letter_id = $2`,
    [ownerId, letterId],
  );
  return row ?? null;
}

export async function letterByClientId(sql: Sql, senderId: string, clientLetterId: string): Promise<LetterRow | null> {
  const [row] = await sql.query<LetterRow>(
    `SELECT ${LETTER_COLUMNS} FROM mail.letters l JOIN mail.mailbox m ON m.letter_id = l.id AND m.owner_id = l.sender_id
      WHERE l.sender_id = $1 AND l.client_letter_id = $2`,
    [senderId, clientLetterId],
  );
  return row ?? null;
}

export interface MemberRow {
  member_id: string;
  user_type: 'man' | 'woman';
  name: string;
  /** Banned now (identity's MemberBanned): no letter goes to her. */
  banned: boolean;
}

export async function memberOf(sql: Sql, memberId: string): Promise<MemberRow | null> {
  const [row] = await sql.query<MemberRow>(`SELECT member_id::text, user_type, name, banned_at IS NOT NULL AS banned FROM mail.members WHERE member_id = $1`, [
    memberId,
  ]);
  return row ?? null;
}

/**
 * The man opened the way for the lady's letters: he wrote to her at least once (a letter of his
 * sits in her mailbox, trash included), or a gift of his was delivered to her (her thank-you).
 */
export async function heWroteToHer(sql: Sql, manId: string, ladyId: string): Promise<boolean> {
  const rows = await sql.query(
    `SELECT 1 FROM mail.mailbox WHERE owner_id = $1 AND companion_id = $2 AND side = 'in'
     UNION ALL SELECT 1 FROM mail.gift_senders WHERE lady_id = $1 AND man_id = $2 LIMIT 1`,
    [ladyId, manId],
  );
  return rows.length > 0;
}

export interface NewLetter {
  /** Drawn beforehand (LetterIds, or newLetterId in a transaction), so its events are encoded before the one statement. */
  id: string;
  senderId: string;
  recipientId: string;
  clientLetterId: string;
  subject: string;
  message: string;
  photos: AttachedPhoto[];
  replyToId: string | null;
  dispatchId: string | null;
  payment: Payment;
  chargeId: string | null;
  amount: number;
  /** The contact signals it is flagged for (contactFlags); "repeated" is added by the delivery. */
  flags: string[];
  /** The charge journal entry this delivery settles (a paid letter's charge key), if any. */
  settles?: string;
}

export interface ScamThresholds {
  /** This many letters (or more) with one fingerprint from one sender within the window are flagged "repeated". */
  repeatedLetters: number;
  repeatedWindowMs: number;
}

/** A fresh letter id inside the caller's transaction (a dispatch's copy). */
export async function newLetterId(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ id: string }>(`SELECT nextval('mail.letters_id_seq')::text AS id`);
  return row!.id;
}

/** The contact signals a letter is flagged for ("repeated" is decided by its delivery). */
export function contactFlags(letter: { subject: string; message: string }): string[] {
  return scamSignals(`${letter.subject}\n${letter.message}`);
}

/**
 * Delivers a letter in ONE statement (atomic alone, or part of the caller's transaction): the
 * letter, both mailbox rows, the recipient's letters from this sender now answered, the anti-scam
 * flags, and LetterSent (and any LetterFlagged) in the outbox; the caller kicks the relay
 * (`db.relay.kick()`) once it is committed. A second delivery of one client letter id finds the
 * first (`created: false`) and writes nothing. The statement also counts the sender's
 * near-identical letters in the window: the threshold's copy and those after it are flagged
 * "repeated" (never a dispatch's copy), with their LetterFlagged event encoded beforehand and
 * written only then. A paid letter's delivery also settles its charge journal entry (`settles`).
 */
export async function deliverLetter(sql: Sql, letter: NewLetter, scam: ScamThresholds): Promise<{ row: LetterRow; created: boolean }> {
  const meta = { streamId: letter.recipientId, actor: `member:${letter.senderId}` };
  const flagged = (reason: string) =>
    encodeEvent(LetterFlaggedEvent, { letterId: letter.id, senderId: letter.senderId, reason }, { ...meta, streamId: letter.senderId });
  const events = [
    encodeEvent(
      LetterSentEvent,
      {
        letterId: letter.id,
        senderId: letter.senderId,
        recipientId: letter.recipientId,
        subject: letter.subject,
        replyToId: letter.replyToId ?? '',
        dispatchId: letter.dispatchId ?? '',
        chargeId: letter.chargeId ?? '',
        amount: BigInt(letter.amount),
        sentAtMs: BigInt(Date.now()),
      },
      meta,
    ),
    ...letter.flags.map(flagged),
  ];
  const ifRepeated = letter.dispatchId === null ? [flagged('repeated')] : [];
  const params = [
    letter.id,
    letter.senderId,
    letter.recipientId,
    letter.clientLetterId,
    letter.subject,
    letter.message,
    JSON.stringify(letter.photos),
    letter.replyToId,
    letter.dispatchId,
    letter.payment,
    letter.chargeId,
    letter.amount,
    letterFingerprint(letter.subject, letter.message),
    letter.flags,
    excerptOf(`${letter.subject}: ${letter.message}`),
    scam.repeatedWindowMs / 1000,
    scam.repeatedLetters,
    ...outboxArrays(events),
    ...outboxArrays(ifRepeated),
    letter.settles ?? null,
  ];
  // The last parameter, after the outbox arrays.
  const settlesParam = params.length;
  const [inserted] = await sql.query<{ created_at: Date }>(
    `WITH same AS (
       SELECT $9::bigint IS NULL AND count(*)::int + 1 >= $17::int AS repeated FROM (SELECT 1 FROM mail.letters
         WHERE sender_id = $2 AND fingerprint = $13 AND dispatch_id IS NULL AND created_at > now() - make_interval(secs => $16) LIMIT $17::int) earlier),
     ins AS (
       INSERT INTO mail.letters (id, sender_id, recipient_id, client_letter_id, subject, message, photos, reply_to_id, dispatch_id, payment, charge_id, amount, fingerprint)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (sender_id, client_letter_id) DO NOTHING
       RETURNING id, created_at),
     box AS (
       INSERT INTO mail.mailbox (owner_id, letter_id, companion_id, side)
       SELECT $2, id, $3, 'out' FROM ins UNION ALL SELECT $3, id, $2, 'in' FROM ins),
     answered AS (
       UPDATE mail.letters SET answered_at = now() WHERE sender_id = $3 AND recipient_id = $2 AND answered_at IS NULL AND EXISTS (SELECT 1 FROM ins)),
     flags AS (
       INSERT INTO mail.letter_flags (letter_id, sender_id, recipient_id, reason, excerpt)
       SELECT ins.id, $2, $3, reason, $15 FROM ins, same, unnest($14::text[] || CASE WHEN same.repeated THEN '{repeated}'::text[] ELSE '{}' END) AS reason
       ON CONFLICT DO NOTHING),
     settled AS (${ChargeJournal.settled('mail', settlesParam)}),
     ob AS (${outboxInsert('mail', 18, 'ins')}),
     ob_repeated AS (${outboxInsert('mail', 23, 'ins JOIN same ON same.repeated')})
     SELECT created_at FROM ins`,
    params,
  );
  if (!inserted) return { row: (await letterByClientId(sql, letter.senderId, letter.clientLetterId))!, created: false };
  // The letter as written (only its time comes back), in the sender's fresh mailbox row: not starred, not in the trash.
  const row: LetterRow = {
    id: letter.id,
    sender_id: letter.senderId,
    recipient_id: letter.recipientId,
    client_letter_id: letter.clientLetterId,
    subject: letter.subject,
    message: letter.message,
    photos: letter.photos,
    reply_to_id: letter.replyToId,
    dispatch_id: letter.dispatchId,
    payment: letter.payment,
    charge_id: letter.chargeId,
    amount: letter.amount,
    created_at: inserted.created_at,
    opened_at: null,
    answered_at: null,
    side: 'out',
    starred: false,
    trashed_at: null,
  };
  return { row, created: true };
}
