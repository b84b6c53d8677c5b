import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, type ServiceDb } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort, orderReference } from '@dating/billing-ledger/contracts';
import { GiftSentEvent } from '../../contracts/social-events.js';
import { giftHoldKey } from '../../domain/gifts.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { activeGift, GIFT_ACTION, giftSendOf, type GiftSendRow, type GiftSendView, insertGiftSend, readGiftSendView } from '../../infrastructure/gifts.js';
import { agencyOf } from '../../infrastructure/photos.js';
import { counterpart, SqlBlockList } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { SendGiftCommand } from './send-gift.command.js';

/**
 * How long billing keeps a gift's credits held while the moderators decide; a gift still undecided
 * by then can only be rejected (held-decisions.ts).
 */
export const GIFT_HOLD_TTL_SECONDS = 30 * 24 * 3600;

/**
 * A man sends a lady a gift: she must be a woman he may see (10404, 10024), neither blocked the
 * other (10003), the gift is in the catalogue (10404 'Gift not found'). The gift's price and
 * delivery price are held on his account through billing's ledger port under the attempt's key
 * (`gift:{man}:{client id}`), then the gift is stored with GiftSent in one transaction. Not enough
 * credits: billing's 10025 and nothing is stored. A retry of the same attempt (the same client id)
 * answers the gift stored the first time and holds nothing more; the same client id for another
 * gift or lady is refused (10027, as a letter's or a chat message's). The ledger is called outside profiles' transaction (the
 * embedded PGlite has one session): a process that dies after the hold leaves a hold the retry
 * finds again by its key, or that expires.
 */
@CommandHandler(SendGiftCommand)
export class SendGiftHandler implements ICommandHandler<SendGiftCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  async execute({ manId, ladyId, giftId, comment, clientId }: SendGiftCommand): Promise<GiftSendView> {
    const lady = await counterpart(this.db, { id: manId, userType: 'man' }, ladyId);
    const earlier = await giftSendOf(this.db, manId, clientId);
    if (earlier) return this.retried(earlier, lady.id, giftId);
    if (await new SqlBlockList(this.db).eitherBlocked(manId, lady.id)) throw new ProfilesError('PROFILES.IGNORED');
    const gift = await activeGift(this.db, giftId);
    if (!gift) throw new ProfilesError('PROFILES.GIFT_NOT_FOUND');
    // Not enough credits: billing's 10025 passes through, and nothing is stored.
    const held = await this.ledger().hold({
      accountId: manId,
      idempotencyKey: giftHoldKey(manId, clientId),
      service: GIFT_ACTION,
      amount: BigInt(gift.price + gift.delivery_price),
      reference: orderReference('gift', clientId, lady.id),
      ttlSeconds: BigInt(GIFT_HOLD_TTL_SECONDS),
    });
    const agencyId = (await agencyOf(this.db, lady.id)) ?? null;
    const now = new Date();
    const stored = await this.db.transaction(async (tx) => {
      const row = await insertGiftSend(tx, { clientId, manId, ladyId: lady.id, agencyId, gift, comment, holdId: held.holdId, at: now });
      if (!row) return null; // the same attempt, stored by a concurrent retry (the same key held once)
      await tx.publish([
        encodeEvent(
          GiftSentEvent,
          {
            giftSendId: row.id,
            manId,
            ladyId: lady.id,
            giftId: String(gift.id),
            giftName: gift.name,
            price: BigInt(gift.price),
            deliveryPrice: BigInt(gift.delivery_price),
            agencyId: agencyId ?? '',
            sentAtMs: BigInt(now.getTime()),
          },
          { streamId: manId, actor: `member:${manId}`, occurredAt: now },
        ),
      ]);
      return row;
    });
    if (!stored) return this.retried((await giftSendOf(this.db, manId, clientId))!, lady.id, giftId);
    return readGiftSendView(this.db, stored.id);
  }

  /** A client id seen before: the same gift to the same lady is the retry (its first answer), anything else a misuse. */
  private retried(earlier: GiftSendRow, ladyId: string, giftId: number): Promise<GiftSendView> {
    if (earlier.lady_id !== ladyId || earlier.gift_id !== String(giftId)) throw new ProfilesError('PROFILES.DUPLICATE_CLIENT_ID');
    return readGiftSendView(this.db, earlier.id);
  }

  /** billing's port, from wherever the app provides it (billing's module in-process, the gRPC client split). */
  private ledger(): LedgerPort {
    return this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false });
  }
}
