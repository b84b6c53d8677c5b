import { COOKIES, isTokenExpired, type UserType } from '@dating/rules';
import { create } from 'zustand';
import { getCookie, removeCookie, setCookie } from '../lib/cookies';

export interface SessionState {
  /** The access token (cookie `access-token`); null for a visitor. */
  token: string | null;
  /** The member's type, known from sign-in and kept in the `sex` cookie; refreshed by the guard. */
  userType: UserType | null;
  userId: number | null;
  /** Stores a new session: the token cookie persists 365 days with remember me, else for the browser session. */
  signIn(input: { token: string; userType: UserType; userId: number; remember: boolean }): void;
  setUserType(userType: UserType, userId?: number): void;
  /** Forgets the session: user reset to an empty profile and user type, both cookies removed. */
  clear(): void;
}

function initialToken(): string | null {
  const token = getCookie(COOKIES.accessToken);
  if (token && isTokenExpired(token)) {
    removeCookie(COOKIES.accessToken);
    return null;
  }
  return token;
}

function initialUserType(): UserType | null {
  const sex = getCookie(COOKIES.sex);
  return sex === 'man' || sex === 'woman' ? sex : null;
}

export const useSession = create<SessionState>((set) => ({
  token: initialToken(),
  userType: initialToken() ? initialUserType() : null,
  userId: null,
  signIn({ token, userType, userId, remember }) {
    setCookie(COOKIES.accessToken, token, { days: remember ? undefined : null });
    setCookie(COOKIES.sex, userType);
    set({ token, userType, userId });
  },
  setUserType(userType, userId) {
    setCookie(COOKIES.sex, userType);
    set((s) => ({ userType, userId: userId ?? s.userId }));
  },
  clear() {
    removeCookie(COOKIES.accessToken);
    removeCookie(COOKIES.sex);
    set({ token: null, userType: null, userId: null });
  },
}));

/**
 * The authorized home (spec section 2: `/search`): where the logo and home links take a member, and where `/`
 * (the public home, for visitors) sends her.
 */
export const MEMBER_HOME = '/search';

/** The home for this session: the member's search, or the public home for a visitor. */
export const useHomePath = (): string => useSession((s) => (s.token ? MEMBER_HOME : '/'));

export const isMan = (s: Pick<SessionState, 'token' | 'userType'>) => !!s.token && s.userType === 'man';
