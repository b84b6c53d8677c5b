import type { SignInResult } from './api/sign-in';
import { useSession } from '@/shared/store/session-store';

/** Stores a signed-in session (token cookie, sex cookie, held state). */
export function startSession(result: SignInResult, remember: boolean): void {
  useSession.getState().signIn({ token: result.access_token, userType: result.user_type, userId: result.user_id, remember });
}

/** Where a member lands after signing in from the home page. */
export const MEMBER_HOME = '/myProfile';
