import { Body, Controller, Inject, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, missingField, SiteError } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import type { PhotoView } from '../../media/photo-access.js';
import { PhotoUploadInterceptor } from '../../http/photo-upload.interceptor.js';
import { UploadPhotosCommand } from './upload-photos.command.js';

/** The fields of the form (multipart): `album_type` (public by default) and one or more `blob` files. */
export function albumTypeOf(value: unknown): 'public' | 'private' {
  if (value === undefined || value === null || value === '' || value === 'public') return 'public';
  if (value === 'private') return 'private';
  throw new SiteError(10032, 'Album not found', { album_type: ['Album not found'] });
}

@Controller('api')
@RecordsActivity()
export class UploadPhotosController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/member-photo/upload-photos (multipart: `album_type`, `blob` files) → the new photos, on moderation. */
  @Post('member-photo/upload-photos')
  @MemberOnly()
  @UseInterceptors(PhotoUploadInterceptor)
  upload(
    @CurrentMember() member: MemberPrincipal,
    @Body() body: Record<string, unknown>,
    @UploadedFiles() files: { buffer: Buffer }[] | undefined,
  ): Promise<PhotoView[]> {
    const albumType = albumTypeOf(body?.album_type);
    if (!files?.length) throw missingField('blob', 'photo');
    return this.commands.execute(
      new UploadPhotosCommand(
        member.id,
        albumType,
        files.map((f) => f.buffer),
      ),
    );
  }
}
