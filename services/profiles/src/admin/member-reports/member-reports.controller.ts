import { Body, Controller, Get, Inject, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, parseAdminListQuery, sendAdminList, type StaffActor, StaffOnly } from '@dating/platform';
import { REPORT_LIMITS, REPORT_MESSAGES } from '@dating/rules';
import type { Response } from 'express';
import { ProfilesError } from '../../domain/profile-errors.js';
import { DecideMemberReportCommand, GetMemberReportQuery, ListMemberReportsQuery } from './member-reports.handlers.js';
import { MEMBER_REPORTS } from './member-reports.resource.js';

/** The decision in a PUT body (the whole record react-admin may send; only `status` and `decision_note` are read). */
function decisionOf(body: unknown): { status: 'dismissed' | 'actioned'; note: string | null } {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const details: Record<string, string[]> = {};
  const { status, decision_note: rawNote } = input;
  if (status !== 'dismissed' && status !== 'actioned') details.status = [REPORT_MESSAGES.statusInvalid];
  const note = typeof rawNote === 'string' ? rawNote.trim() : rawNote == null ? '' : null;
  if (note === null || note.length > REPORT_LIMITS.decisionNoteMax) details.decision_note = [REPORT_MESSAGES.noteTooLong];
  const first = Object.values(details)[0];
  if (first) throw new ProfilesError('PROFILES.INVALID', first[0]!, details);
  return { status: status as 'dismissed' | 'actioned', note: note || null };
}

/**
 * `member-reports` (docs/admin-api.md): site moderators and admins list and read members' reports
 * and decide an open one (`PUT :id` with `status` dismissed or actioned and an optional
 * `decision_note`); agency moderators and finance are refused. Every decision is in the audit log.
 */
@Controller('admin-api')
@StaffOnly('site_moderator')
@AdminApiErrors()
export class MemberReportsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('member-reports')
  async list(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    sendAdminList(res, MEMBER_REPORTS.resource, await this.queries.execute(new ListMemberReportsQuery(parseAdminListQuery(query, MEMBER_REPORTS))));
  }

  @Get('member-reports/:id')
  async one(@Param('id') id: string, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetMemberReportQuery(id)));
  }

  @Put('member-reports/:id')
  async decide(@Param('id') id: string, @Body() body: unknown, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    const { status, note } = decisionOf(body);
    res.status(200).json(await this.commands.execute(new DecideMemberReportCommand(id, status, note, actor)));
  }
}
