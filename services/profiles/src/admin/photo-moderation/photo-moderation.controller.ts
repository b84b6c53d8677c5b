import { Body, Controller, Get, Inject, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AdminApiErrors,
  CurrentPrincipal,
  CurrentStaffActor,
  parseAdminListQuery,
  sendAdminList,
  SiteError,
  type StaffActor,
  StaffOnly,
  type StaffPrincipal,
} from '@dating/platform';
import type { Response } from 'express';
import { ModeratePhotoCommand } from './moderate-photo.command.js';
import { GetPhotoModerationQuery, ListPhotoModerationQuery } from './photo-moderation.queries.js';
import { type MediaKind, moderationResource } from './photo-moderation.resource.js';

/**
 * `photo-moderation` (docs/admin-api.md, Roles): list (filters state, agency_id, member_id,
 * album_type, agency_decision), one (with preview URLs), update `{ decision: 'accept' | 'reject', reason }`.
 * Agency moderators (their agency's ladies only), site moderators and admins.
 */
@Controller('admin-api')
@AdminApiErrors()
export class PhotoModerationController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('photo-moderation')
  @StaffOnly('agency_moderator', 'site_moderator')
  photos(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.list('photo', query, staff, res);
  }

  @Get('photo-moderation/:id')
  @StaffOnly('agency_moderator', 'site_moderator')
  photo(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.one('photo', id, staff, res);
  }

  @Put('photo-moderation/:id')
  @StaffOnly('agency_moderator', 'site_moderator')
  decidePhoto(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CurrentPrincipal() staff: StaffPrincipal,
    @CurrentStaffActor() actor: StaffActor,
    @Res() res: Response,
  ): Promise<void> {
    return this.decide('photo', id, body, staff, actor, res);
  }

  /** `video-moderation`: the same queue, roles and steps for videos (one's `video_path` is signed for the caller). */
  @Get('video-moderation')
  @StaffOnly('agency_moderator', 'site_moderator')
  videos(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.list('video', query, staff, res);
  }

  @Get('video-moderation/:id')
  @StaffOnly('agency_moderator', 'site_moderator')
  video(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.one('video', id, staff, res);
  }

  @Put('video-moderation/:id')
  @StaffOnly('agency_moderator', 'site_moderator')
  decideVideo(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CurrentPrincipal() staff: StaffPrincipal,
    @CurrentStaffActor() actor: StaffActor,
    @Res() res: Response,
  ): Promise<void> {
    return this.decide('video', id, body, staff, actor, res);
  }

  private async list(kind: MediaKind, query: Record<string, unknown>, staff: StaffPrincipal, res: Response): Promise<void> {
    const resource = moderationResource(kind);
    const list = parseAdminListQuery(query, resource);
    sendAdminList(res, resource.resource, await this.queries.execute(new ListPhotoModerationQuery(list, staff, kind)));
  }

  private async one(kind: MediaKind, id: string, staff: StaffPrincipal, res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetPhotoModerationQuery(id, staff, kind)));
  }

  private async decide(kind: MediaKind, id: string, body: Record<string, unknown>, staff: StaffPrincipal, actor: StaffActor, res: Response): Promise<void> {
    const decision = body?.decision;
    if (decision !== 'accept' && decision !== 'reject') {
      const message = 'The decision is accept or reject';
      throw new SiteError(10002, message, { decision: [message] });
    }
    if (!/^\d{1,18}$/.test(id)) throw new SiteError(10404, kind === 'photo' ? 'Photo not found' : 'Video not found');
    res.status(200).json(await this.commands.execute(new ModeratePhotoCommand(id, decision, body.reason, actor, staff.agencyId, kind)));
  }
}
