import type { CommandBus } from '@nestjs/cqrs';
import type { Sql } from '@dating/platform';
import type { PhotoSales } from '@dating/chat-room/contracts';
import { ProfilesError } from '../../domain/profile-errors.js';
import { photoById } from '../../infrastructure/photos.js';
import { BuyPhotoCommand } from './buy-photo.command.js';

/** The chat's photo sales (chat-room's PHOTO_SALES port): the buy-photo use case, for a photo of the named owner only. */
export class ChatPhotoSales implements PhotoSales {
  constructor(
    private readonly sql: Sql,
    private readonly commands: CommandBus,
  ) {}

  async sellPrivatePhoto({ buyerId, buyerType, photoId, ownerId }: Parameters<PhotoSales['sellPrivatePhoto']>[0]) {
    const photo = await photoById(this.sql, photoId);
    if (!photo || String(photo.member_id) !== ownerId) throw new ProfilesError('PROFILES.PHOTO_NOT_FOUND');
    const { answer, newlyBought } = await this.commands.execute(new BuyPhotoCommand(buyerId, buyerType, photoId));
    return { photoId, charged: answer.charged, newlyBought };
  }
}
