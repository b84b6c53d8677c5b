import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentPrincipal, StaffOnly, type StaffPrincipal } from '@dating/platform';
import type { Response } from 'express';
import { GetIdentityRecordQuery } from './get-identity-record.query.js';

/** `GET /admin-api/<resource>/:id` (ra-data-simple-rest getOne) of identity's resources; 10404 / HTTP 404 when there is none. */
@Controller('admin-api')
@AdminApiErrors()
export class GetIdentityRecordController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('members/:id')
  @StaffOnly('site_moderator', 'agency_moderator')
  member(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.one('members', id, staff, res);
  }

  @Get('staff/:id')
  @StaffOnly('admin')
  staffMember(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.one('staff', id, staff, res);
  }

  @Get('site-settings/:id')
  @StaffOnly('admin')
  siteSetting(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.one('site-settings', id, staff, res);
  }

  @Get('audit-log/:id')
  @StaffOnly('finance')
  auditEntry(@Param('id') id: string, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.one('audit-log', id, staff, res);
  }

  private async one(resource: GetIdentityRecordQuery['resource'], id: string, staff: StaffPrincipal, res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetIdentityRecordQuery(resource, id, staff)));
  }
}
