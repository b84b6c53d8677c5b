import { Controller, Get, Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CurrentMember, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { ChatMemberOnly } from '../../auth/chat-auth.guard.js';
import { chatPrice } from '../../billing/billing-sessions.js';
import { CHAT_OPTIONS, type ChatOptions, type IceServer } from '../../chat-options.js';
import { CHAT_DB } from '../../chat-room.tokens.js';
import { CHAT_WEBCAMS, type ChatWebcams } from '../../contracts/chat-webcams.port.js';

/** What a chat screen needs for the live cam. */
export interface LiveCamSettings {
  /** The STUN/TURN servers of RTCPeerConnection (CHAT_ICE_SERVERS). */
  iceServers: IceServer[];
  /** The caller is a webcam-enabled lady: she may start her camera in an active chat. */
  canShowCamera: boolean;
  /** A live cam minute (billing's video_chat price, credits). */
  pricePerMinute: number;
}

/** GET /chat-api/v1/live-cam: the live cam's servers, whether the caller may show her camera, and its price. */
export class LiveCamQuery extends Query<LiveCamSettings> {
  constructor(readonly member: MemberPrincipal) {
    super();
  }
}

@QueryHandler(LiveCamQuery)
export class LiveCamHandler implements IQueryHandler<LiveCamQuery> {
  constructor(
    @Inject(CHAT_DB) private readonly db: ServiceDb,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  async execute({ member }: LiveCamQuery): Promise<LiveCamSettings> {
    let canShowCamera = false;
    if (member.userType === 'woman') {
      try {
        canShowCamera = await this.modules.get<ChatWebcams>(CHAT_WEBCAMS, { strict: false }).hasWebcam(member.id);
      } catch {
        // No profiles in this process: no lady is webcam-enabled.
      }
    }
    return { iceServers: this.options.iceServers, canShowCamera, pricePerMinute: await chatPrice(this.db, 'video_chat') };
  }
}

@Controller('chat-api/v1')
export class LiveCamController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('live-cam')
  @ChatMemberOnly()
  liveCam(@CurrentMember() member: MemberPrincipal) {
    return this.queries.execute(new LiveCamQuery(member));
  }
}
