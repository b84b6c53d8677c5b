import { Body, Controller, Get, Inject, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AdminApiErrors,
  CurrentPrincipal,
  CurrentStaffActor,
  parseAdminListQuery,
  sendAdminList,
  SiteError,
  staffDecisionOf,
  type StaffActor,
  StaffOnly,
  type StaffPrincipal,
  isRecordId,
} from '@dating/platform';
import type { Response } from 'express';
import { ModeratePhotoCommand } from './moderate-photo.command.js';
import { GetPhotoModerationQuery, ListPhotoModerationQuery } from './photo-moderation.queries.js';
import { type MediaKind, moderationResource } from './photo-moderation.resource.js';

/**
 * One moderation queue's routes for one kind of media: `<kind>-moderation` list, one and update. The
 * photo and video queues have the same routes, roles and steps, so this one factory makes both.
 */
function mediaModerationController(kind: MediaKind) {
  const path = moderationResource(kind).resource;

  @Controller('admin-api')
  @AdminApiErrors()
  class MediaModerationController {
    constructor(
      @Inject(QueryBus) readonly queries: QueryBus,
      @Inject(CommandBus) readonly commands: CommandBus,
    ) {}

    @Get(path)
    @StaffOnly('agency_moderator', 'site_moderator')
    async list(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
      const list = parseAdminListQuery(query, moderationResource(kind));
      sendAdminList(res, path, await this.queries.execute(new ListPhotoModerationQuery(list, staff, kind)));
    }

    @Get(`${path}/:id`)
    @StaffOnly('agency_moderator', 'site_moderator')
    async one(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
      res.status(200).json(await this.queries.execute(new GetPhotoModerationQuery(id, staff, kind)));
    }

    @Put(`${path}/:id`)
    @StaffOnly('agency_moderator', 'site_moderator')
    async decide(
      @Param('id') id: string,
      @Body() body: Record<string, unknown>,
      @CurrentPrincipal() staff: StaffPrincipal,
      @CurrentStaffActor() actor: StaffActor,
      @Res() res: Response,
    ): Promise<void> {
      const decision = staffDecisionOf(body, ['accept', 'reject'] as const);
      if (!isRecordId(id)) throw new SiteError(10404, kind === 'photo' ? 'Photo not found' : 'Video not found');
      res.status(200).json(await this.commands.execute(new ModeratePhotoCommand(id, decision, body.reason, actor, staff.agencyId, kind)));
    }
  }
  return MediaModerationController;
}

/**
 * `photo-moderation` (docs/admin-api.md, Roles): list (filters state, agency_id, member_id,
 * album_type, agency_decision), one (with preview URLs), update `{ decision: 'accept' | 'reject', reason }`.
 * Agency moderators (their agency's ladies only), site moderators and admins.
 */
export class PhotoModerationController extends mediaModerationController('photo') {}

/** `video-moderation`: the same queue, roles and steps for videos (one's `video_path` is signed for the caller). */
export class VideoModerationController extends mediaModerationController('video') {}
