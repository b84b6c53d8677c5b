import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, type ServiceDb } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { ContactRequestDecidedEvent } from '../../contracts/social-events.js';
import { CONTACT_MESSAGES, contactReleaseKey } from '../../domain/contact-requests.js';
import { contactRequestById, type ContactRequestRow } from '../../infrastructure/contact-requests.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { HeldDecisions, type HeldKind } from '../held-decisions/held-decisions.js';
import { DecideContactRequestCommand } from './decide-contact-request.command.js';
import { CONTACT_REQUESTS } from './contact-requests.resource.js';

/** The idempotency key of a request's capture, once per request (man and lady); the hold's and the release's are in the domain. */
export const contactCaptureKey = (r: Pick<ContactRequestRow, 'man_id' | 'lady_id'>) => `realinfo:${r.man_id}:${r.lady_id}:capture`;

/** A contact request as held-decisions moves it: captured on the site's accept, released on a reject. */
export const CONTACT_REQUEST_KIND: HeldKind<ContactRequestRow> = {
  table: 'profiles.contact_requests',
  resource: CONTACT_REQUESTS,
  auditPrefix: 'contacts',
  notFoundCode: 'PROFILES.CONTACT_REQUEST_NOT_FOUND',
  holdGoneCode: 'PROFILES.CONTACT_HOLD_GONE',
  messages: CONTACT_MESSAGES,
  byId: contactRequestById,
  amount: (r) => BigInt(r.price),
  captureKey: contactCaptureKey,
  releaseKey: contactReleaseKey,
  decidedEvent: (r, d) =>
    encodeEvent(
      ContactRequestDecidedEvent,
      {
        requestId: r.id,
        manId: r.man_id,
        ladyId: r.lady_id,
        step: d.step,
        status: d.status,
        reason: d.reason ?? '',
        decidedBy: d.decidedBy,
        decidedAtMs: BigInt(d.at.getTime()),
        holdExpired: r.hold_expired_at !== null,
      },
      { streamId: r.man_id, actor: d.decidedBy, occurredAt: d.at },
    ),
};

/** One moderation step of a contact request (held-decisions.ts says how its money moves). */
@CommandHandler(DecideContactRequestCommand)
export class DecideContactRequestHandler implements ICommandHandler<DecideContactRequestCommand> {
  private readonly decisions: HeldDecisions<ContactRequestRow>;

  constructor(@Inject(PROFILES_DB) db: ServiceDb, @Inject(ModuleRef) modules: ModuleRef) {
    this.decisions = new HeldDecisions(db, CONTACT_REQUEST_KIND, () => modules.get<LedgerPort>(LEDGER_PORT, { strict: false }));
  }

  execute({ requestId, decision, reason, actor, agencyId }: DecideContactRequestCommand): Promise<Record<string, unknown>> {
    return this.decisions.decide(requestId, decision, reason, actor, agencyId);
  }
}
