import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort, orderReference } from '@dating/billing-ledger/contracts';
import { ProfilesError } from '../../domain/profile-errors.js';
import { photoById, purchasedAmong } from '../../infrastructure/photos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { photoView, type PhotoView } from '../../media/photo-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { BuyPhotoCommand } from './buy-photo.command.js';

/** The idempotency key of a photo purchase: the business fact (this buyer, this photo). */
export const photoPurchaseKey = (buyerId: string, photoId: string) => `photo:${buyerId}:${photoId}`;

/**
 * Buys a private photo: an accepted private photo of a member of the other sex. A man is charged
 * `private_photo_buy` through billing's LedgerPort with the key `photo:{buyer}:{photo}`, so a retry
 * or a second purchase never charges twice; a refusal (10025, not enough credits) stores nothing.
 * A woman never pays: her purchase is recorded without a charge. The purchase row is written after
 * the charge; should that write fail, the retry's charge is the same (the key) and costs nothing.
 */
@CommandHandler(BuyPhotoCommand)
export class BuyPhotoHandler implements ICommandHandler<BuyPhotoCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  async execute({ buyerId, buyerType, photoId }: BuyPhotoCommand): Promise<PhotoView & { charged: number }> {
    const photo = await photoById(this.db, photoId);
    if (!photo || photo.state !== 'accepted' || photo.trashed_at) throw new ProfilesError('PROFILES.PHOTO_NOT_FOUND');
    if (photo.member_id === buyerId) throw new ProfilesError('PROFILES.NOT_FOR_SALE', 'You cannot buy your own photo');
    if (photo.album_type !== 'private') throw new ProfilesError('PROFILES.NOT_FOR_SALE', 'Only a private photo can be bought');
    const [owner] = await this.db.query<{ user_type: string }>(`SELECT user_type FROM profiles.profiles WHERE member_id = $1`, [photo.member_id]);
    if (owner?.user_type === buyerType) throw new ProfilesError('PROFILES.SAME_SEX');
    const viewer = { kind: 'member' as const, id: buyerId };
    if ((await purchasedAmong(this.db, buyerId, [photoId])).has(photoId)) return { ...photoView(photo, viewer, true, this.urls), charged: 0 };

    let charged = 0;
    let chargeId: string | null = null;
    if (buyerType === 'man') {
      const answer = await this.ledger().charge({
        accountId: buyerId,
        idempotencyKey: photoPurchaseKey(buyerId, photoId),
        service: 'private_photo_buy',
        quantity: 1n,
        reference: orderReference('photo', photoId, photo.member_id),
      });
      charged = Number(answer.amount);
      chargeId = answer.chargeId;
    }
    await this.db.query(
      `INSERT INTO profiles.photo_purchases (buyer_id, photo_id, charge_id, amount) VALUES ($1, $2, $3, $4) ON CONFLICT (buyer_id, photo_id) DO NOTHING`,
      [buyerId, photoId, chargeId, charged],
    );
    return { ...photoView(photo, viewer, true, this.urls), charged };
  }

  /** billing's port, from wherever the app provides it (billing's module in-process, the gRPC client split). */
  private ledger(): LedgerPort {
    return this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false });
  }
}
