import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { PHOTO_TABLES } from '../../infrastructure/photos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { type PhotoRow, photoView, type PhotoView } from '../../media/photo-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { buyPrivateMedia, type MediaPurchase, type PrivateMediaSale } from '../buy-private-media.js';
import { BuyPhotoCommand } from './buy-photo.command.js';

/** The idempotency key of a photo purchase: the business fact (this buyer, this photo). */
export const photoPurchaseKey = (buyerId: string, photoId: string) => `photo:${buyerId}:${photoId}`;

export const PHOTO_SALE: PrivateMediaSale<PhotoRow, PhotoView> = {
  kind: 'photo',
  tables: PHOTO_TABLES,
  service: 'private_photo_buy',
  purchaseKey: photoPurchaseKey,
  view: photoView,
};

/**
 * Buys a private photo: an accepted private photo of a member of the other sex. A man is charged
 * `private_photo_buy` through billing's LedgerPort with the key `photo:{buyer}:{photo}`, so a retry
 * or a second purchase never charges twice; a refusal (10025, not enough credits) stores nothing.
 * A woman never pays: her purchase is recorded without a charge (buyPrivateMedia, shared with videos).
 */
@CommandHandler(BuyPhotoCommand)
export class BuyPhotoHandler implements ICommandHandler<BuyPhotoCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  execute({ buyerId, buyerType, photoId }: BuyPhotoCommand): Promise<MediaPurchase<PhotoView>> {
    return buyPrivateMedia(this.db, this.urls, () => this.ledger(), PHOTO_SALE, { buyerId, buyerType, itemId: photoId });
  }

  /** billing's port, from wherever the app provides it (billing's module in-process, the gRPC client split). */
  private ledger(): LedgerPort {
    return this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false });
  }
}
