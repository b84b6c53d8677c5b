import type { UserType } from '@dating/rules';
import { siteApi } from '@/shared/api';

export interface SignInInput {
  email: string;
  password: string;
  remember_me: boolean;
}

/** The answer of `member/sign-in` and `member/registration`. */
export interface SignInResult {
  access_token: string;
  user_id: number;
  user_type: UserType;
}

export function signIn(input: SignInInput): Promise<SignInResult> {
  return siteApi.post<SignInResult>('member/sign-in', { ...input, email: input.email.trim() });
}
