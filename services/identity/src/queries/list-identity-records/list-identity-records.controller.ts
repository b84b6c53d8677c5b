import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentPrincipal, parseAdminListQuery, sendAdminList, StaffOnly, type StaffPrincipal } from '@dating/platform';
import type { Response } from 'express';
import { IdentityAdminResources, type IdentityResourceName } from '../../infrastructure/admin-resources.js';
import { ListIdentityRecordsQuery } from './list-identity-records.query.js';

/**
 * identity's lists for the back office (ra-data-simple-rest): `GET /admin-api/<resource>?sort=["field","ASC"]&range=[0,24]&filter={...}`
 * answers a JSON array with `Content-Range`. Fields, sorts and filters: infrastructure/admin-resources.ts.
 * Roles as docs/admin-api.md says (admins pass every check).
 */
@Controller('admin-api')
@AdminApiErrors()
export class ListIdentityRecordsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(IdentityAdminResources) private readonly resources: IdentityAdminResources,
  ) {}

  /** Site moderators see every member; an agency moderator only the women of her agency. */
  @Get('members')
  @StaffOnly('site_moderator', 'agency_moderator')
  members(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.list('members', query, staff, res);
  }

  @Get('sign-ins')
  @StaffOnly('site_moderator')
  signIns(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.list('sign-ins', query, staff, res);
  }

  @Get('staff')
  @StaffOnly('admin')
  staff(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.list('staff', query, staff, res);
  }

  @Get('staff-sessions')
  @StaffOnly('admin')
  staffSessions(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.list('staff-sessions', query, staff, res);
  }

  @Get('site-settings')
  @StaffOnly('admin')
  siteSettings(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.list('site-settings', query, staff, res);
  }

  @Get('audit-log')
  @StaffOnly('finance')
  auditLog(@Query() query: Record<string, unknown>, @CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    return this.list('audit-log', query, staff, res);
  }

  private async list(resource: IdentityResourceName, query: Record<string, unknown>, staff: StaffPrincipal, res: Response): Promise<void> {
    const list = parseAdminListQuery(query, this.resources.get(resource));
    sendAdminList(res, resource, await this.queries.execute(new ListIdentityRecordsQuery(resource, list, staff)));
  }
}
