import { siteApi } from '@/shared/api';

/** `member/sign-out` (empty body; the token travels as always). */
export function signOut(): Promise<unknown> {
  return siteApi.post('member/sign-out');
}
