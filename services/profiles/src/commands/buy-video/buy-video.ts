import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, type ServiceDb, type UserType } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort, orderReference } from '@dating/billing-ledger/contracts';
import { ProfilesError } from '../../domain/profile-errors.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { videoById, videosBoughtAmong } from '../../infrastructure/videos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { videoView, type VideoView } from '../../media/video-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { photoIdOf } from '../manage-photo/photo-id.js';

export const videoPurchaseKey = (buyerId: string, videoId: string) => `video:${buyerId}:${videoId}`;

/** video/video-buy `video_id`: as buy-photo, charging `private_video_buy` with the key `video:{buyer}:{video}`. */
export class BuyVideoCommand extends Command<VideoView & { charged: number }> {
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

  async execute({ buyerId, buyerType, videoId }: BuyVideoCommand): Promise<VideoView & { charged: number }> {
    const video = await videoById(this.db, videoId);
    if (!video || video.state !== 'accepted' || video.trashed_at) throw new ProfilesError('PROFILES.PHOTO_NOT_FOUND', 'Video not found');
    if (video.member_id === buyerId) throw new ProfilesError('PROFILES.NOT_FOR_SALE', 'You cannot buy your own video');
    if (video.album_type !== 'private') throw new ProfilesError('PROFILES.NOT_FOR_SALE', 'Only a private video can be bought');
    const [owner] = await this.db.query<{ user_type: string }>(`SELECT user_type FROM profiles.profiles WHERE member_id = $1`, [video.member_id]);
    if (owner?.user_type === buyerType) throw new ProfilesError('PROFILES.SAME_SEX');
    const viewer = { kind: 'member' as const, id: buyerId };
    if ((await videosBoughtAmong(this.db, buyerId, [videoId])).has(videoId)) return { ...videoView(video, viewer, true, this.urls), charged: 0 };
    let charged = 0;
    let chargeId: string | null = null;
    if (buyerType === 'man') {
      const answer = await this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false }).charge({
        accountId: buyerId,
        idempotencyKey: videoPurchaseKey(buyerId, videoId),
        service: 'private_video_buy',
        quantity: 1n,
        reference: orderReference('video', videoId, video.member_id),
      });
      charged = Number(answer.amount);
      chargeId = answer.chargeId;
    }
    await this.db.query(
      `INSERT INTO profiles.video_purchases (buyer_id, video_id, charge_id, amount) VALUES ($1, $2, $3, $4) ON CONFLICT (buyer_id, video_id) DO NOTHING`,
      [buyerId, videoId, chargeId, charged],
    );
    return { ...videoView(video, viewer, true, this.urls), charged };
  }
}

@Controller('api')
@RecordsActivity()
export class BuyVideoController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/video/video-buy `video_id` → the video, unlocked, and `charged`. */
  @Post('video/video-buy')
  @MemberOnly()
  buy(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new BuyVideoCommand(member.id, member.userType, photoIdOf(body, 'video_id')));
  }
}
