import type { UserType } from '@dating/rules';
import { siteApi } from '@/shared/api';
import type { SignInResult } from './sign-in';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  user_type: UserType;
  captcha: string;
}

export function register(input: RegisterInput): Promise<SignInResult> {
  return siteApi.post<SignInResult>('member/registration', { ...input, name: input.name.trim(), email: input.email.trim() });
}
