import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, idTextOf, isRecordId, MemberOnly, type MemberPrincipal, SiteError } from '@dating/platform';
import { PHOTO_SALES, type PhotoSales } from '../../contracts/photo-sales.port.js';
import { ChatError } from '../../domain/chat-errors.js';
import { isMemberId } from '../../infrastructure/members.js';
import { ChatNotifier } from '../../realtime/chat-notifier.js';

/** site/app-chat/open-photo-for-sale: the member buys her companion's private photo inside the chat. */
export class OpenPhotoForSaleCommand extends Command<{ photo_id: number; charged: number }> {
  constructor(
    readonly buyer: MemberPrincipal,
    readonly photoId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}

/**
 * Charges through profiles' purchase (the ledger, key `photo:{buyer}:{photo}`, so a repeat costs
 * nothing), then tells the owner's sockets `photoBought` { photoId, buyerId } the first time: her chat screen
 * marks it when the buyer is the companion she has open.
 */
@CommandHandler(OpenPhotoForSaleCommand)
export class OpenPhotoForSaleHandler implements ICommandHandler<OpenPhotoForSaleCommand> {
  constructor(
    @Inject(ModuleRef) private readonly modules: ModuleRef,
    @Inject(ChatNotifier) private readonly notifier: ChatNotifier,
  ) {}

  async execute({ buyer, photoId, ownerId }: OpenPhotoForSaleCommand) {
    let sales: PhotoSales;
    try {
      sales = this.modules.get<PhotoSales>(PHOTO_SALES, { strict: false });
    } catch {
      throw new SiteError(10400, 'Photo sales are unavailable, try again later', undefined, 503);
    }
    const sold = await sales.sellPrivatePhoto({ buyerId: buyer.id, buyerType: buyer.userType, photoId, ownerId });
    // Once per purchase: a repeat (charged nothing) tells her nothing new.
    if (sold.newlyBought) this.notifier.emitTo([ownerId], 'photoBought', { photoId, buyerId: buyer.id });
    // The Site API answers photo ids as numbers (member-photo/*); the socket keeps the chat API's string ids.
    return { photo_id: Number(photoId), charged: sold.charged };
  }
}

@Controller('api')
export class OpenPhotoForSaleController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/site/app-chat/open-photo-for-sale `photo_id`, `target_user_id` (the photo's owner) → `{ photo_id, charged }`. */
  @Post('site/app-chat/open-photo-for-sale')
  @HttpCode(200)
  @MemberOnly()
  open(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown> | undefined) {
    const photoId = idTextOf(body?.photo_id);
    const ownerId = idTextOf(body?.target_user_id);
    if (!isRecordId(photoId)) throw new ChatError('CHAT.INVALID', 'The photo_id field is required');
    if (!isMemberId(ownerId)) throw new ChatError('CHAT.INVALID', 'The target_user_id field is required');
    return this.commands.execute(new OpenPhotoForSaleCommand(member, photoId, ownerId));
  }
}
