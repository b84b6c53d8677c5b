import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, parseAdminListQuery, sendAdminList, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { ProfilesError } from '../../domain/profile-errors.js';
import { checkScammer, type ScammerFields, type ScammerInput } from '../../domain/scammers.js';
import { DeleteScammerCommand, GetScammerQuery, ListScammersQuery, SaveScammerCommand } from './scammers.handlers.js';
import { SCAMMERS } from './scammers.resource.js';

/** The body's fields checked by `checkScammer` (the whole record react-admin sends; `id` and the times are ignored). */
function fieldsOf(body: unknown, create: boolean): Partial<ScammerFields> {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as ScammerInput) : {};
  const checked = checkScammer(input, create);
  if (!checked.ok) throw new ProfilesError('PROFILES.INVALID', checked.message, checked.details);
  return checked.fields;
}

/**
 * `scammers` (the scammers list, docs/admin-api.md): site moderators and admins list, read, create
 * (`POST`), change (`PUT :id`) and delete (`DELETE :id`) entries; agency moderators and finance
 * are refused. Every change is in the audit log.
 */
@Controller('admin-api')
@StaffOnly('site_moderator')
@AdminApiErrors()
export class ScammersController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('scammers')
  async list(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    sendAdminList(res, SCAMMERS.resource, await this.queries.execute(new ListScammersQuery(parseAdminListQuery(query, SCAMMERS))));
  }

  @Get('scammers/:id')
  async one(@Param('id') id: string, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetScammerQuery(id)));
  }

  @Post('scammers')
  async create(@Body() body: unknown, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    res.status(201).json(await this.commands.execute(new SaveScammerCommand(null, fieldsOf(body, true), actor)));
  }

  @Put('scammers/:id')
  async update(@Param('id') id: string, @Body() body: unknown, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.commands.execute(new SaveScammerCommand(id, fieldsOf(body, false), actor)));
  }

  @Delete('scammers/:id')
  async remove(@Param('id') id: string, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.commands.execute(new DeleteScammerCommand(id, actor)));
  }
}
