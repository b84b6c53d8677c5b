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
import { GetContactRequestQuery, ListContactRequestsQuery } from './contact-requests.queries.js';
import { CONTACT_REQUESTS } from './contact-requests.resource.js';
import { DecideContactRequestCommand } from './decide-contact-request.command.js';

/**
 * `contact-requests` (docs/admin-api.md, Roles): list (filters status, q, step, agency_id, man_id,
 * lady_id), one, and `POST :id/decision` `{ decision: 'accept' | 'reject', reason }`. Agency
 * moderators (their agency's ladies only: 404 for the others), site moderators and admins; any
 * other role 403.
 */
@Controller('admin-api')
@AdminApiErrors()
export class ContactRequestsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('contact-requests')
  @StaffOnly('agency_moderator', 'site_moderator')
  async list(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    const list = parseAdminListQuery(query, CONTACT_REQUESTS);
    sendAdminList(res, CONTACT_REQUESTS.resource, await this.queries.execute(new ListContactRequestsQuery(list, staff)));
  }

  @Get('contact-requests/:id')
  @StaffOnly('agency_moderator', 'site_moderator')
  async one(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetContactRequestQuery(id, staff)));
  }

  @Post('contact-requests/:id/decision')
  @StaffOnly('agency_moderator', 'site_moderator')
  async decide(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CurrentPrincipal() staff: StaffPrincipal,
    @CurrentStaffActor() actor: StaffActor,
    @Res() res: Response,
  ): Promise<void> {
    const decision = staffDecisionOf(body, ['accept', 'reject'] as const);
    if (!isRecordId(id)) throw new ProfilesError('PROFILES.CONTACT_REQUEST_NOT_FOUND');
    res.status(200).json(await this.commands.execute(new DecideContactRequestCommand(id, decision, body?.reason, actor, staff.agencyId)));
  }
}
