import { Body, Controller, Get, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  AdminApiErrors,
  CurrentPrincipal,
  CurrentStaffActor,
  parseAdminListQuery,
  readAdminList,
  readAdminRecord,
  sendAdminList,
  type ServiceDb,
  SiteError,
  staffDecisionOf,
  type StaffActor,
  StaffOnly,
  type StaffPrincipal,
  isRecordId,
} from '@dating/platform';
import type { Response } from 'express';
import { MAIL_DB } from '../mail.tokens.js';
import { CreateDispatchCommand, parseDispatchRequest } from './dispatches/create-dispatch.js';
import { DecideDispatchCommand } from './dispatches/decide-dispatch.js';
import { DISPATCHES } from './dispatches/dispatches.resource.js';
import { LETTER_FLAGS } from './letter-flags/letter-flags.resource.js';

/**
 * mail's back office (docs/admin-api.md): `dispatches` (list, one, create, and update `{ decision:
 * 'approve' | 'reject', reason }` of a lady's proposal awaiting approval) for agency moderators
 * (their agency's ladies only: other agencies' dispatches are not found) and site moderators;
 * `letter-flags` (list, one) for site moderators. Admins pass every check.
 */
@Controller('admin-api')
@AdminApiErrors()
export class MailAdminController {
  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('dispatches')
  @StaffOnly('agency_moderator', 'site_moderator')
  async dispatches(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    const list = parseAdminListQuery(query, DISPATCHES);
    const filter = staff.role === 'agency_moderator' ? { ...list.filter, agency_id: staff.agencyId ?? '\u0000none' } : list.filter;
    sendAdminList(res, DISPATCHES.resource, await readAdminList(this.db, DISPATCHES, { ...list, filter }));
  }

  @Get('dispatches/:id')
  @StaffOnly('agency_moderator', 'site_moderator')
  async dispatch(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    const record = isRecordId(id) ? await readAdminRecord(this.db, DISPATCHES, id) : null;
    if (!record || (staff.role === 'agency_moderator' && record.agency_id !== staff.agencyId)) throw new SiteError(10404, 'Dispatch not found');
    res.status(200).json(record);
  }

  @Post('dispatches')
  @StaffOnly('agency_moderator', 'site_moderator')
  async create(
    @Body() body: Record<string, unknown>,
    @CurrentPrincipal() staff: StaffPrincipal,
    @CurrentStaffActor() actor: StaffActor,
    @Res() res: Response,
  ): Promise<void> {
    const request = parseDispatchRequest(body && typeof body === 'object' ? body : {});
    res.status(201).json(await this.commands.execute(new CreateDispatchCommand(request, actor, staff.agencyId)));
  }

  @Put('dispatches/:id')
  @StaffOnly('agency_moderator', 'site_moderator')
  async decide(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CurrentPrincipal() staff: StaffPrincipal,
    @CurrentStaffActor() actor: StaffActor,
    @Res() res: Response,
  ): Promise<void> {
    const decision = staffDecisionOf(body, ['approve', 'reject'] as const);
    if (!isRecordId(id)) throw new SiteError(10404, 'Dispatch not found');
    res.status(200).json(await this.commands.execute(new DecideDispatchCommand(id, decision, body.reason, actor, staff.agencyId)));
  }

  @Get('letter-flags')
  @StaffOnly('site_moderator')
  async flags(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    sendAdminList(res, LETTER_FLAGS.resource, await readAdminList(this.db, LETTER_FLAGS, parseAdminListQuery(query, LETTER_FLAGS)));
  }

  @Get('letter-flags/:id')
  @StaffOnly('site_moderator')
  async flag(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const record = isRecordId(id) ? await readAdminRecord(this.db, LETTER_FLAGS, id) : null;
    if (!record) throw new SiteError(10404, 'Flag not found');
    res.status(200).json(record);
  }
}
