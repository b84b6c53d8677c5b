import { Body, Controller, Inject, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, missingField, SiteError } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { PhotoUploadInterceptor } from '../../http/photo-upload.interceptor.js';
import { EditPhotoCommand } from '../edit-photo/edit-photo.command.js';
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

  /**
   * POST /api/member-photo/upload-updates. JSON (or a form without a file) `photo_id`, `album_type`
   * (public or private): moves a photo (and takes it out of the trash). Form data with a `blob` file
   * (`is_blob` 1, spec section 7): an edited version of her photo `photo_id` replaces its image,
   * through the upload's pipeline, back to moderation, in `album_type` (its album when not given).
   */
  @Post('member-photo/upload-updates')
  @MemberOnly()
  @UseInterceptors(PhotoUploadInterceptor)
  update(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>, @UploadedFiles() files: { buffer: Buffer }[] | undefined) {
    if (isBlobOf(body?.is_blob) || files?.length) {
      const photoId = photoIdOf(body);
      if (!files?.length) throw missingField('blob', 'photo');
      if (files.length > 1) throw new SiteError(10002, 'Send one edited photo', { blob: ['Send one edited photo'] });
      const album = body?.album_type === undefined || body.album_type === '' ? null : albumOf(body.album_type);
      return this.commands.execute(new EditPhotoCommand(member.id, photoId, album, files[0]!.buffer));
    }
    const album = albumOf(body?.album_type);
    return this.commands.execute(new MovePhotoCommand(member.id, photoIdOf(body), album));
  }
}

function albumOf(value: unknown): 'public' | 'private' {
  if (value !== 'public' && value !== 'private') throw new SiteError(10032, 'Album not found', { album_type: ['Album not found'] });
  return value;
}

/** `is_blob`: 1/true or 0/false (a form sends text); absent is false. */
function isBlobOf(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === '0' || value === 'false' || value === 0 || value === false) return false;
  if (value === '1' || value === 'true' || value === 1 || value === true) return true;
  throw new SiteError(10002, 'is_blob must be 1 or 0', { is_blob: ['is_blob must be 1 or 0'] });
}
