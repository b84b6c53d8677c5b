import {
  type AdminListPage,
  type AdminListQuery,
  type AdminResource,
  type OutgoingEvent,
  readAdminList,
  readAdminRecord,
  recordStaffAction,
  type ServiceDb,
  SiteError,
  type Sql,
  type StaffActor,
  type StaffPrincipal,
  type Transaction,
  isRecordId,
} from '@dating/platform';
import type { LedgerPort } from '@dating/billing-ledger/contracts';
import {
  decideHeld,
  type HeldDecision,
  type HeldDecisionOutcome,
  type HeldMessages,
  type HeldMoney,
  type HeldRequestStatus,
  moderatorSeesHeld,
} from '../../domain/held-moderation.js';
import { ProfilesError, type ProfilesErrorCode } from '../../domain/profile-errors.js';

type Decided = Extract<HeldDecisionOutcome, { ok: true }>;

/** The columns every held kind's table has (profiles.contact_requests, profiles.gift_sends). */
export interface HeldRow {
  id: string;
  man_id: string;
  lady_id: string;
  agency_id: string | null;
  status: HeldRequestStatus;
  /** Null when nothing was held (a contact request her contacts' unlock made free). */
  hold_id: string | null;
  settling: HeldMoney | null;
  /** Billing expired the hold before a decision (its HoldExpired, reaction expired-when-hold-expired): his credits are back. */
  hold_expired_at: Date | null;
}

/** What differs between a contact request and a gift: its table, texts, keys, amount, event and audit names. */
export interface HeldKind<Row extends HeldRow> {
  /** Schema-qualified table with the HeldRow columns and reason, charge_id, {agency,site}_decided_{by,at}. */
  table: string;
  /** The back-office resource: its record is the audit's before and after, and the decision's answer. */
  resource: AdminResource<Record<string, unknown>>;
  /** The audit actions' prefix ('contacts' → contacts.agency-accept ...). */
  auditPrefix: string;
  notFoundCode: ProfilesErrorCode;
  /** A capture billing refuses (the hold expired): the request can only be rejected now. */
  holdGoneCode: ProfilesErrorCode;
  messages: HeldMessages & { settling: string };
  byId(sql: Sql, id: string, options: { lock: boolean }): Promise<Row | null>;
  /** What the site's accept captures. */
  amount(row: Row): bigint;
  /** The idempotency keys of its capture and release: one each per request. */
  captureKey(row: Row): string;
  releaseKey(row: Row): string;
  /** Its "decided" integration event. */
  decidedEvent(row: Row, decided: { step: string; status: HeldRequestStatus; reason: string | null; decidedBy: string; at: Date }): OutgoingEvent;
}

/** billing's HOLD_NOT_OPEN through the port: the hold was captured, released or expired. */
const HOLD_NOT_OPEN = 10034;

/**
 * One moderation step of something a man paid for and moderators decide (a contact request, a
 * gift). Agency accept: one transaction (status 'verification', audit, the kind's event). A
 * decision that moves money (the site's accept captures his held credits, any reject releases
 * them) cannot call the ledger inside profiles' transaction (the embedded PGlite has one session),
 * so it goes in three steps: (1) the row is claimed for that decision (`settling`), so no other
 * decision can move its money meanwhile; (2) billing captures or releases under the row's key (a
 * retry is the same call); (3) one transaction writes the decision, the audit record and the event,
 * and clears the claim. A process that dies between them leaves the claim: only the same decision
 * completes it then. A capture billing refuses (the hold expired) drops the claim and answers 409:
 * it can only be rejected (the release then finds the credits given back). So does a request whose
 * man or lady is banned: nothing paid reaches a banned member, nor comes from one. A hold known to
 * have expired (`hold_expired_at`, from billing's HoldExpired) refuses either accept at once, and
 * its rejection asks billing for nothing: the credits are back already, nothing is released twice.
 */
export class HeldDecisions<Row extends HeldRow> {
  constructor(
    private readonly db: ServiceDb,
    private readonly kind: HeldKind<Row>,
    private readonly ledger: () => LedgerPort,
  ) {}

  async decide(id: string, decision: HeldDecision, reason: unknown, actor: StaffActor, agencyId: string | null): Promise<Record<string, unknown>> {
    const { kind } = this;
    const moderator = { role: actor.role, agencyId };
    const claimed = await this.db.transaction(async (tx) => {
      const row = await kind.byId(tx, id, { lock: true });
      if (!row) throw new ProfilesError(kind.notFoundCode, kind.messages.notFound);
      const outcome = decideHeld(row, moderator, decision, reason, { notFoundCode: kind.notFoundCode, messages: kind.messages });
      if (!outcome.ok) throw new ProfilesError(outcome.code, outcome.message, outcome.field ? { [outcome.field]: [outcome.message] } : undefined);
      // Nothing paid passes between a banned member and another: a ban leaves only the rejection (his credits back).
      if (outcome.status !== 'reject' && (await partyBanned(tx, row))) throw new ProfilesError('PROFILES.PARTY_BANNED', kind.messages.partyBanned);
      if (row.settling !== null && row.settling !== outcome.money) throw new ProfilesError('PROFILES.MODERATION_OUT_OF_TURN', kind.messages.settling);
      if (outcome.status !== 'reject' && row.hold_expired_at !== null) {
        // His credits are back (billing expired the hold): nothing is left to capture, at either step.
        // A capture claimed before (its process died) can never complete now: dropped, so the reject can
        // (the refusal is thrown after this transaction commits, so the drop stays).
        if (row.settling === 'capture') await tx.query(`UPDATE ${kind.table} SET settling = NULL WHERE id = $1`, [row.id]);
        return { holdGone: true } as const;
      }
      if (outcome.money === null) return { row, outcome, record: await this.complete(tx, row, outcome, actor) };
      if (row.settling === null) await tx.query(`UPDATE ${kind.table} SET settling = $2 WHERE id = $1`, [row.id, outcome.money]);
      return { row, outcome, record: null };
    });
    if ('holdGone' in claimed) throw new ProfilesError(kind.holdGoneCode);
    if (claimed.record) return claimed.record;
    const { row, outcome } = claimed;
    const chargeId = await this.moveMoney(row, outcome.money!);
    return this.db.transaction(async (tx) => {
      const current = await kind.byId(tx, id, { lock: true });
      // Only this decision completes a claimed row; one that completed meanwhile (a double click) is decided.
      if (!current || current.status !== row.status || current.settling !== outcome.money)
        throw new ProfilesError('PROFILES.MODERATION_OUT_OF_TURN', kind.messages.decided);
      return this.complete(tx, current, outcome, actor, chargeId);
    });
  }

  /** Captures (the charge's id) or releases his held credits, under the row's keys. */
  private async moveMoney(row: Row, money: HeldMoney): Promise<string | null> {
    const { kind } = this;
    // Nothing was held (her contacts unlocked by talking): nothing to capture or release.
    if (row.hold_id === null) return null;
    // Billing expired the hold and gave the credits back already: a reject has nothing to release.
    if (money === 'release' && row.hold_expired_at !== null) return null;
    try {
      if (money === 'capture') {
        const captured = await this.ledger().capture({
          accountId: row.man_id,
          idempotencyKey: kind.captureKey(row),
          holdId: row.hold_id,
          amount: kind.amount(row),
        });
        return captured.chargeId;
      }
      await this.ledger().release({ accountId: row.man_id, idempotencyKey: kind.releaseKey(row), holdId: row.hold_id });
      return null;
    } catch (err) {
      if (!(err instanceof SiteError)) throw err; // billing unreachable: the claim stays, the same decision retries
      // Under the claim nothing but this release touches the hold: not open means it expired, its credits are back.
      if (money === 'release' && err.code === HOLD_NOT_OPEN) return null;
      if (money === 'capture') {
        await this.db.query(`UPDATE ${kind.table} SET settling = NULL WHERE id = $1 AND settling = 'capture'`, [row.id]);
        throw new ProfilesError(kind.holdGoneCode);
      }
      throw err;
    }
  }

  /** Writes the decision with its audit record and the kind's event, in the caller's transaction; answers the record after. */
  private async complete(tx: Transaction, row: Row, outcome: Decided, actor: StaffActor, chargeId: string | null = null): Promise<Record<string, unknown>> {
    const { kind } = this;
    const staff = `staff:${actor.staffId}`;
    const before = await readAdminRecord(tx, kind.resource, row.id);
    const by = outcome.step === 'agency' ? 'agency' : 'site';
    await tx.query(
      // Her agency of the moment: one that changed while the money moved skipped this claimed row.
      `UPDATE ${kind.table} SET status = $2, reason = $3, ${by}_decided_by = $4, ${by}_decided_at = now(),
         charge_id = coalesce($5, charge_id), settling = NULL,
         agency_id = (SELECT p.agency_id FROM profiles.profiles p WHERE p.member_id = ${kind.table}.lady_id)
       WHERE id = $1`,
      [row.id, outcome.status, outcome.reason, staff, chargeId],
    );
    await tx.publish([kind.decidedEvent(row, { step: outcome.step, status: outcome.status, reason: outcome.reason, decidedBy: staff, at: new Date() })]);
    const after = await readAdminRecord(tx, kind.resource, row.id);
    await recordStaffAction(tx, 'profiles', actor, {
      action: `${kind.auditPrefix}.${outcome.step}-${outcome.status === 'reject' ? 'reject' : 'accept'}`,
      resource: kind.resource.resource,
      recordId: row.id,
      before,
      after,
    });
    return after!;
  }
}

/** Whether the man or the lady of a held request is banned now (hidden-when-member-banned). */
async function partyBanned(sql: Sql, row: HeldRow): Promise<boolean> {
  const rows = await sql.query(`SELECT 1 FROM profiles.profiles WHERE member_id IN ($1, $2) AND banned_at IS NOT NULL`, [row.man_id, row.lady_id]);
  return rows.length > 0;
}

/** SQL of a held kind's record: its man (m) or lady (l) is banned now, shown to the moderators. */
export const PARTY_BANNED_COLUMN = `(m.banned_at IS NOT NULL OR l.banned_at IS NOT NULL) AS party_banned`;

/** A held kind's back-office list; an agency moderator's is narrowed to her agency, whatever the filter says. */
export function listHeld(
  db: ServiceDb,
  resource: AdminResource<Record<string, unknown>>,
  list: AdminListQuery,
  staff: StaffPrincipal,
): Promise<AdminListPage<Record<string, unknown>>> {
  const filter = staff.role === 'agency_moderator' ? { ...list.filter, agency_id: staff.agencyId ?? '\u0001none' } : list.filter;
  return readAdminList(db, resource, { ...list, filter });
}

/** One record of a held kind; the kind's "not found" for one the moderator may not see (another agency's lady). */
export async function readHeld(
  db: ServiceDb,
  resource: AdminResource<Record<string, unknown>>,
  id: string,
  staff: StaffPrincipal,
  notFoundCode: ProfilesErrorCode,
): Promise<Record<string, unknown>> {
  const record = isRecordId(id) ? await readAdminRecord(db, resource, id) : null;
  if (!record || !moderatorSeesHeld({ agency_id: record.agency_id as string | null }, { role: staff.role, agencyId: staff.agencyId })) {
    throw new ProfilesError(notFoundCode);
  }
  return record;
}
