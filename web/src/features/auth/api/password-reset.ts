import { siteApi } from '@/shared/api';

/** `member/request-password-reset`: always answers true, whether or not the address is registered. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return siteApi.post('member/request-password-reset', { email: email.trim() });
}

/** `member/reset-password`: the token from the e-mailed link and the new password. */
export function resetPassword(token: string, password: string): Promise<unknown> {
  return siteApi.post('member/reset-password', { password_reset_token: token, password });
}
