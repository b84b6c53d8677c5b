import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { photoIdOf } from '../manage-photo/photo-id.js';
import { BuyPhotoCommand } from './buy-photo.command.js';

@Controller('api')
@RecordsActivity()
export class BuyPhotoController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/member-photo/buy-photo `photo_id` → the photo, unlocked, and `charged` (0 on a repeat or for a woman). */
  @Post('member-photo/buy-photo')
  @MemberOnly()
  async buy(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    return (await this.commands.execute(new BuyPhotoCommand(member.id, member.userType, photoIdOf(body)))).answer;
  }
}
