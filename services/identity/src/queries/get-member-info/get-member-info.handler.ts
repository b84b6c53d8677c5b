import { Inject, Injectable } from '@nestjs/common';
import { SiteError, type MemberPrincipal, type ServiceDatabase, type UserType } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { findMemberById } from '../../infrastructure/persistence/members.repository.js';

/** The signed-in member as identity knows them: the "user data" the member site reads on every navigation. */
export interface MemberInfo {
  user_id: number;
  user_type: UserType;
  name: string;
  email: string;
  created_at: string;
}

@Injectable()
export class GetMemberInfoHandler {
  constructor(@Inject(IDENTITY_DB) private readonly db: ServiceDatabase) {}

  async execute(member: MemberPrincipal): Promise<MemberInfo> {
    const row = await findMemberById(this.db.dataSource.manager, member.id);
    if (!row) throw new SiteError(10005);
    return { user_id: Number(row.id), user_type: row.userType, name: row.name, email: row.email, created_at: new Date(row.createdAt).toISOString() };
  }
}
