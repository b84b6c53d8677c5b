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
import { PHOTO_MODERATION } from './photo-moderation.resource.js';

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
  async list(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    const list = parseAdminListQuery(query, PHOTO_MODERATION);
    sendAdminList(res, 'photo-moderation', await this.queries.execute(new ListPhotoModerationQuery(list, staff)));
  }

  @Get('photo-moderation/:id')
  @StaffOnly('agency_moderator', 'site_moderator')
  async one(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetPhotoModerationQuery(id, staff)));
  }

  @Put('photo-moderation/:id')
  @StaffOnly('agency_moderator', 'site_moderator')
  async update(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CurrentPrincipal() staff: StaffPrincipal,
    @CurrentStaffActor() actor: StaffActor,
    @Res() res: Response,
  ): Promise<void> {
    const decision = body?.decision;
    if (decision !== 'accept' && decision !== 'reject') {
      const message = 'The decision is accept or reject';
      throw new SiteError(10002, message, { decision: [message] });
    }
    if (!/^\d{1,18}$/.test(id)) throw new SiteError(10404, 'Photo not found');
    res.status(200).json(await this.commands.execute(new ModeratePhotoCommand(id, decision, body.reason, actor, staff.agencyId)));
  }
}
