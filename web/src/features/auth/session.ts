import type { SignInResult } from './api/sign-in';
import { useSession } from '@/shared/store/session-store';

/** Stores a signed-in session (token cookie, sex cookie, held state). */
export function startSession(result: SignInResult, remember: boolean): void {
  useSession.getState().signIn({ token: result.access_token, userType: result.user_type, userId: result.user_id, remember });
}

/** Where a new member lands once her account is created: her own profile, to fill in. */
export const NEW_MEMBER_HOME = '/myProfile';
