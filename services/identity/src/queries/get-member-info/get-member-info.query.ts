import { Query } from '@nestjs/cqrs';
import type { MemberPrincipal, UserType } from '@dating/platform';

/** The signed-in member as identity knows them: the "user data" the member site reads on every navigation. */
export interface MemberInfo {
  user_id: number;
  user_type: UserType;
  name: string;
  email: string;
  created_at: string;
}

export class GetMemberInfoQuery extends Query<MemberInfo> {
  constructor(readonly member: MemberPrincipal) {
    super();
  }
}
