import { Body, Controller, Get, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AdminApiErrors,
  CurrentPrincipal,
  CurrentStaffActor,
  parseAdminListQuery,
  sendAdminList,
  staffDecisionOf,
  type StaffActor,
  StaffOnly,
  type StaffPrincipal,
  isRecordId,
} from '@dating/platform';
import type { Response } from 'express';
import { ProfilesError } from '../../domain/profile-errors.js';
import { DecideGiftCommand } from './decide-gift.js';
import { GetGiftSendQuery, ListGiftSendsQuery } from './gift-sends.queries.js';
import { GIFT_SENDS } from './gift-sends.resource.js';

/**
 * `gift-sends` (docs/admin-api.md, Roles): the gift moderation queue. List (filters status, q,
 * step, agency_id, man_id, lady_id), one, and `POST :id/decision` `{ decision: 'accept' | 'reject',
 * reason }`. Agency moderators (their agency's ladies only: 404 for the others), site moderators
 * and admins; any other role 403.
 */
@Controller('admin-api')
@AdminApiErrors()
@StaffOnly('agency_moderator', 'site_moderator')
export class GiftSendsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('gift-sends')
  async list(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    sendAdminList(res, GIFT_SENDS.resource, await this.queries.execute(new ListGiftSendsQuery(parseAdminListQuery(query, GIFT_SENDS), staff)));
  }

  @Get('gift-sends/:id')
  async one(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetGiftSendQuery(id, staff)));
  }

  @Post('gift-sends/:id/decision')
  async decide(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CurrentPrincipal() staff: StaffPrincipal,
    @CurrentStaffActor() actor: StaffActor,
    @Res() res: Response,
  ): Promise<void> {
    const decision = staffDecisionOf(body, ['accept', 'reject'] as const);
    if (!isRecordId(id)) throw new ProfilesError('PROFILES.GIFT_SEND_NOT_FOUND');
    res.status(200).json(await this.commands.execute(new DecideGiftCommand(id, decision, body?.reason, actor, staff.agencyId)));
  }
}
