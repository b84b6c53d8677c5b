import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { photoIdOf } from '../../commands/manage-photo/photo-id.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { LoadPhotoByIdQuery } from './load-photo-by-id.query.js';

@Controller('api')
@RecordsActivity()
export class LoadPhotoByIdController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/member-photo/load-photo-by-id `photo_id`, `receiver_id` (women) → `photo_id`, `photo_preview` (small, large), `is_purchased`. */
  @Post('member-photo/load-photo-by-id')
  @MemberOnly()
  load(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const receiver = body?.receiver_id === undefined || body?.receiver_id === null || body?.receiver_id === '' ? null : photoIdOf(body, 'receiver_id');
    return this.queries.execute(new LoadPhotoByIdQuery(member.id, photoIdOf(body), receiver));
  }
}
