import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, readAdminRecord, recordStaffAction, type ServiceDb, SiteError, type Transaction } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { ContactRequestDecidedEvent } from '../../contracts/social-events.js';
import { CONTACT_MESSAGES, type ContactDecisionOutcome, type ContactMoney, decideContactRequest } from '../../domain/contact-requests.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { contactRequestById, type ContactRequestRow } from '../../infrastructure/contact-requests.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { DecideContactRequestCommand } from './decide-contact-request.command.js';
import { CONTACT_REQUESTS } from './contact-requests.resource.js';

type Decided = Extract<ContactDecisionOutcome, { ok: true }>;

/** The idempotency keys of a request's capture and release: one each per request (man and lady). */
export const contactCaptureKey = (r: Pick<ContactRequestRow, 'man_id' | 'lady_id'>) => `realinfo:${r.man_id}:${r.lady_id}:capture`;
export const contactReleaseKey = (r: Pick<ContactRequestRow, 'man_id' | 'lady_id'>) => `realinfo:${r.man_id}:${r.lady_id}:release`;

/** billing's HOLD_NOT_OPEN through the port: the hold was captured, released or expired. */
const HOLD_NOT_OPEN = 10034;

/**
 * One moderation step of a contact request. Agency accept: one transaction (status
 * 'verification', audit, ContactRequestDecided). A decision that moves money (the site's accept
 * captures his held credits, any reject releases them) cannot call the ledger inside profiles'
 * transaction (the embedded PGlite has one session), so it goes in three steps: (1) the request is
 * claimed for that decision (`settling`), so no other decision can move its money meanwhile; (2)
 * billing captures or releases under the request's key (a retry is the same call); (3) one
 * transaction writes the decision, the audit record and the event, and clears the claim. A process
 * that dies between them leaves the claim: only the same decision completes the request then. A
 * capture billing refuses (the hold expired after CONTACT_HOLD_TTL_SECONDS) drops the claim and
 * answers 409: the request can only be rejected (the release then finds the credits given back).
 */
@CommandHandler(DecideContactRequestCommand)
export class DecideContactRequestHandler implements ICommandHandler<DecideContactRequestCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  async execute({ requestId, decision, reason, actor, agencyId }: DecideContactRequestCommand): Promise<Record<string, unknown>> {
    const moderator = { role: actor.role, agencyId };
    const claimed = await this.db.transaction(async (tx) => {
      const request = await contactRequestById(tx, requestId, { lock: true });
      if (!request) throw new ProfilesError('PROFILES.CONTACT_REQUEST_NOT_FOUND');
      const outcome = decideContactRequest(request, moderator, decision, reason);
      if (!outcome.ok) throw new ProfilesError(outcome.code, outcome.message, outcome.field ? { [outcome.field]: [outcome.message] } : undefined);
      if (request.settling !== null && request.settling !== outcome.money)
        throw new ProfilesError('PROFILES.MODERATION_OUT_OF_TURN', CONTACT_MESSAGES.settling);
      if (outcome.money === null) return { request, outcome, record: await this.complete(tx, request, outcome, actor) };
      if (request.settling === null) await tx.query(`UPDATE profiles.contact_requests SET settling = $2 WHERE id = $1`, [request.id, outcome.money]);
      return { request, outcome, record: null };
    });
    if (claimed.record) return claimed.record;
    const { request, outcome } = claimed;
    const chargeId = await this.moveMoney(request, outcome.money!);
    return this.db.transaction(async (tx) => {
      const current = await contactRequestById(tx, requestId, { lock: true });
      // Only this decision completes a claimed request; one that completed meanwhile (a double click) is decided.
      if (!current || current.status !== request.status || current.settling !== outcome.money)
        throw new ProfilesError('PROFILES.MODERATION_FORBIDDEN', CONTACT_MESSAGES.decided);
      return this.complete(tx, current, outcome, actor, chargeId);
    });
  }

  /** Captures (the charge's id) or releases his held credits, under the request's keys. */
  private async moveMoney(request: ContactRequestRow, money: ContactMoney): Promise<string | null> {
    const ledger = this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false });
    try {
      if (money === 'capture') {
        const captured = await ledger.capture({
          accountId: request.man_id,
          idempotencyKey: contactCaptureKey(request),
          holdId: request.hold_id,
          amount: BigInt(request.price),
        });
        return captured.chargeId;
      }
      await ledger.release({ accountId: request.man_id, idempotencyKey: contactReleaseKey(request), holdId: request.hold_id });
      return null;
    } catch (err) {
      if (!(err instanceof SiteError)) throw err; // billing unreachable: the claim stays, the same decision retries
      // Under the claim nothing but this release touches the hold: not open means it expired, its credits are back.
      if (money === 'release' && err.code === HOLD_NOT_OPEN) return null;
      if (money === 'capture') {
        await this.db.query(`UPDATE profiles.contact_requests SET settling = NULL WHERE id = $1 AND settling = 'capture'`, [request.id]);
        throw new ProfilesError('PROFILES.CONTACT_HOLD_GONE');
      }
      throw err;
    }
  }

  /** Writes the decision with its audit record and ContactRequestDecided, in the caller's transaction; answers the record after. */
  private async complete(
    tx: Transaction,
    request: ContactRequestRow,
    outcome: Decided,
    actor: DecideContactRequestCommand['actor'],
    chargeId: string | null = null,
  ): Promise<Record<string, unknown>> {
    const staff = `staff:${actor.staffId}`;
    const before = await readAdminRecord(tx, CONTACT_REQUESTS, request.id);
    const by = outcome.step === 'agency' ? 'agency' : 'site';
    await tx.query(
      `UPDATE profiles.contact_requests SET status = $2, reason = $3, ${by}_decided_by = $4, ${by}_decided_at = now(),
         charge_id = coalesce($5, charge_id), settling = NULL WHERE id = $1`,
      [request.id, outcome.status, outcome.reason, staff, chargeId],
    );
    const now = new Date();
    await tx.publish([
      encodeEvent(
        ContactRequestDecidedEvent,
        {
          requestId: request.id,
          manId: request.man_id,
          ladyId: request.lady_id,
          step: outcome.step,
          status: outcome.status,
          reason: outcome.reason ?? '',
          decidedBy: staff,
          decidedAtMs: BigInt(now.getTime()),
        },
        { streamId: request.man_id, actor: staff, occurredAt: now },
      ),
    ]);
    const after = await readAdminRecord(tx, CONTACT_REQUESTS, request.id);
    await recordStaffAction(tx, 'profiles', actor, {
      action: `contacts.${outcome.step}-${outcome.status === 'reject' ? 'reject' : 'accept'}`,
      resource: 'contact-requests',
      recordId: request.id,
      before,
      after,
    });
    return after!;
  }
}
