import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, SiteError } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { EstablishAvatarCommand, MovePhotoCommand, RemovePhotoCommand } from './manage-photo.command.js';
import { photoIdOf } from './photo-id.js';

@Controller('api')
@RecordsActivity()
export class ManagePhotoController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/member-photo/remove `photo_id`: to the trash, or deleted when already there. */
  @Post('member-photo/remove')
  @MemberOnly()
  remove(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new RemovePhotoCommand(member.id, photoIdOf(body)));
  }

  /** POST /api/member-photo/establish-avatar `photo_id`: an accepted public photo of her own. */
  @Post('member-photo/establish-avatar')
  @MemberOnly()
  avatar(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new EstablishAvatarCommand(member.id, photoIdOf(body)));
  }

  /** POST /api/member-photo/upload-updates `photo_id`, `album_type` (public or private): moves a photo (and takes it out of the trash). */
  @Post('member-photo/upload-updates')
  @MemberOnly()
  move(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const album = body?.album_type;
    if (album !== 'public' && album !== 'private') throw new SiteError(10032, 'Album not found', { album_type: ['Album not found'] });
    return this.commands.execute(new MovePhotoCommand(member.id, photoIdOf(body), album));
  }
}
