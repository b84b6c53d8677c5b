import type { UserType } from '@dating/platform';

/** The answer of `member/sign-in` and `member/registration`. */
export interface MemberSignInResult {
  access_token: string;
  user_id: number;
  user_type: UserType;
}
