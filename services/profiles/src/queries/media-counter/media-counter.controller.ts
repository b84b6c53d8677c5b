import { Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import type { MediaCounters } from '../../ports/media-counts.port.js';
import { MediaCounterQuery } from './media-counter.query.js';

@Controller('api')
@RecordsActivity()
export class MediaCounterController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/profile/media-counter (member) → `{ photos: {public, private, purchased, all, on_moderation}, videos: {...} }`. */
  @Post('profile/media-counter')
  @MemberOnly()
  count(@CurrentMember() member: MemberPrincipal): Promise<MediaCounters> {
    return this.queries.execute(new MediaCounterQuery(member.id));
  }
}
