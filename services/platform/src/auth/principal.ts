import type { TokenKind } from './token-signer.js';

export type UserType = 'man' | 'woman';
export type StaffRole = 'agency_moderator' | 'site_moderator' | 'finance' | 'admin';
export const STAFF_ROLES: readonly StaffRole[] = ['agency_moderator', 'site_moderator', 'finance', 'admin'];

/** Who is calling, as established from a verified, unrevoked access token. */
export type Principal =
  | { kind: 'member'; id: string; sessionId: string; userType: UserType }
  | { kind: 'staff'; id: string; sessionId: string; role: StaffRole; agencyId: string | null };

/**
 * Implemented by identity: checks signature, kind and that the session is still open. `kind` is
 * 'access' (the Site API) unless a caller asks for another: the chat service verifies its own
 * tokens ('chat-access', 'chat-refresh'), which name the same site session, so signing out or a ban
 * ends both at once, while a token of one kind is never accepted as another.
 */
export interface AccessTokenVerifier {
  verify(token: string, kind?: TokenKind): Promise<Principal>;
}

export const ACCESS_TOKEN_VERIFIER = Symbol('ACCESS_TOKEN_VERIFIER');
