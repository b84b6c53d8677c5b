import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Sql } from '@dating/platform';
import { effectiveSettings, type MemberSettings } from '../../domain/settings.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { storedSettings } from '../../infrastructure/persistence/member-settings.repository.js';
import { GetSettingsQuery } from './get-settings.query.js';

@QueryHandler(GetSettingsQuery)
export class GetSettingsHandler implements IQueryHandler<GetSettingsQuery> {
  constructor(@Inject(IDENTITY_DB) private readonly sql: Sql) {}

  async execute({ member }: GetSettingsQuery): Promise<MemberSettings> {
    return effectiveSettings(await storedSettings(this.sql, member.id), member.userType);
  }
}
