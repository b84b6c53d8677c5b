import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readAdminRecord, type Sql } from '@dating/platform';
import { inMemberScope, memberScopeOf } from '../../domain/agency-scope.js';
import { IdentityError } from '../../domain/identity-errors.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { IdentityAdminResources } from '../../infrastructure/admin-resources.js';
import { GetIdentityRecordQuery } from './get-identity-record.query.js';

/** Reads one record; a member outside an agency moderator's agency is not found for her. */
@QueryHandler(GetIdentityRecordQuery)
export class GetIdentityRecordHandler implements IQueryHandler<GetIdentityRecordQuery> {
  constructor(
    @Inject(IDENTITY_DB) private readonly sql: Sql,
    @Inject(IdentityAdminResources) private readonly resources: IdentityAdminResources,
  ) {}

  async execute({ resource, id, staff }: GetIdentityRecordQuery): Promise<Record<string, unknown>> {
    const record = await readAdminRecord(this.sql, this.resources.get(resource), id);
    if (!record || (resource === 'members' && !inMemberScope(memberScopeOf(staff), record as { user_type: unknown; agency_id: unknown }))) {
      throw new IdentityError('IDENTITY.NOT_FOUND');
    }
    return record;
  }
}
