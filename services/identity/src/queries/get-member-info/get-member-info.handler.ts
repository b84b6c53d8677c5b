import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Sql, UserType } from '@dating/platform';
import { IdentityError } from '../../domain/identity-errors.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { GetMemberInfoQuery, type MemberInfo } from './get-member-info.query.js';

@QueryHandler(GetMemberInfoQuery)
export class GetMemberInfoHandler implements IQueryHandler<GetMemberInfoQuery> {
  constructor(@Inject(IDENTITY_DB) private readonly sql: Sql) {}

  async execute({ member }: GetMemberInfoQuery): Promise<MemberInfo> {
    const [row] = await this.sql.query<{ id: string; user_type: UserType; name: string; email: string; created_at: Date }>(
      `SELECT id, user_type, name, email, created_at FROM identity.members WHERE id = $1`,
      [member.id],
    );
    if (!row) throw new IdentityError('IDENTITY.MEMBER_NOT_FOUND');
    return { user_id: Number(row.id), user_type: row.user_type, name: row.name, email: row.email, created_at: new Date(row.created_at).toISOString() };
  }
}
