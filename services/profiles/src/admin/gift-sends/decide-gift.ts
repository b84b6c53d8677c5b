import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, type ServiceDb, type StaffActor } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { GiftDecidedEvent } from '../../contracts/social-events.js';
import { GIFT_MESSAGES } from '../../domain/gifts.js';
import type { HeldDecision } from '../../domain/held-moderation.js';
import { giftSendById, type GiftSendRow } from '../../infrastructure/gifts.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { HeldDecisions, type HeldKind } from '../held-decisions/held-decisions.js';
import { GIFT_SENDS } from './gift-sends.resource.js';

/** A sent gift as held-decisions moves it: captured when delivered (the site's accept), released on a reject. */
export const GIFT_SEND_KIND: HeldKind<GiftSendRow> = {
  table: 'profiles.gift_sends',
  resource: GIFT_SENDS,
  auditPrefix: 'gifts',
  notFoundCode: 'PROFILES.GIFT_SEND_NOT_FOUND',
  holdGoneCode: 'PROFILES.GIFT_HOLD_GONE',
  messages: GIFT_MESSAGES,
  byId: giftSendById,
  amount: (s) => BigInt(s.price + s.delivery_price),
  // Not under the hold's `gift:{man}:{client id}`: the client id is his and may end in ':capture'
  // (another gift's hold would then take this key, and the capture or release be refused for ever).
  captureKey: (s) => `gift-send:${s.id}:capture`,
  releaseKey: (s) => `gift-send:${s.id}:release`,
  decidedEvent: (s, d) =>
    encodeEvent(
      GiftDecidedEvent,
      {
        giftSendId: s.id,
        manId: s.man_id,
        ladyId: s.lady_id,
        step: d.step,
        status: d.status,
        reason: d.reason ?? '',
        decidedBy: d.decidedBy,
        decidedAtMs: BigInt(d.at.getTime()),
        holdExpired: s.hold_expired_at !== null,
      },
      { streamId: s.man_id, actor: d.decidedBy, occurredAt: d.at },
    ),
};

/** `POST /admin-api/gift-sends/:id/decision` `{ decision, reason? }`: one moderation step of a sent gift. */
export class DecideGiftCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly giftSendId: string,
    readonly decision: HeldDecision,
    readonly reason: unknown,
    readonly actor: StaffActor,
    readonly agencyId: string | null,
  ) {
    super();
  }
}

/** One moderation step of a sent gift (held-decisions.ts says how its money moves). */
@CommandHandler(DecideGiftCommand)
export class DecideGiftHandler implements ICommandHandler<DecideGiftCommand> {
  private readonly decisions: HeldDecisions<GiftSendRow>;

  constructor(@Inject(PROFILES_DB) db: ServiceDb, @Inject(ModuleRef) modules: ModuleRef) {
    this.decisions = new HeldDecisions(db, GIFT_SEND_KIND, () => modules.get<LedgerPort>(LEDGER_PORT, { strict: false }));
  }

  execute({ giftSendId, decision, reason, actor, agencyId }: DecideGiftCommand): Promise<Record<string, unknown>> {
    return this.decisions.decide(giftSendId, decision, reason, actor, agencyId);
  }
}
