import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, type ServiceDb, type UserType } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { VIDEO_TABLES, type VideoRow } from '../../infrastructure/videos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { videoView, type VideoView } from '../../media/video-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { buyPrivateMedia, type MediaPurchase, type PrivateMediaSale } from '../buy-private-media.js';
import { photoIdOf } from '../manage-photo/photo-id.js';

export const videoPurchaseKey = (buyerId: string, videoId: string) => `video:${buyerId}:${videoId}`;

export const VIDEO_SALE: PrivateMediaSale<VideoRow, VideoView> = {
  kind: 'video',
  tables: VIDEO_TABLES,
  service: 'private_video_buy',
  purchaseKey: videoPurchaseKey,
  view: videoView,
};

/** video/video-buy `video_id`: as buy-photo, charging `private_video_buy` with the key `video:{buyer}:{video}`. */
export class BuyVideoCommand extends Command<MediaPurchase<VideoView>> {
  constructor(
    readonly buyerId: string,
    readonly buyerType: UserType,
    readonly videoId: string,
  ) {
    super();
  }
}

@CommandHandler(BuyVideoCommand)
export class BuyVideoHandler implements ICommandHandler<BuyVideoCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  execute({ buyerId, buyerType, videoId }: BuyVideoCommand): Promise<MediaPurchase<VideoView>> {
    const ledger = () => this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false });
    return buyPrivateMedia(this.db, this.urls, ledger, VIDEO_SALE, { buyerId, buyerType, itemId: videoId });
  }
}

@Controller('api')
@RecordsActivity()
export class BuyVideoController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/video/video-buy `video_id` → the video, unlocked, and `charged`. */
  @Post('video/video-buy')
  @MemberOnly()
  async buy(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    return (await this.commands.execute(new BuyVideoCommand(member.id, member.userType, photoIdOf(body, 'video_id')))).answer;
  }
}
