import { hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { SiteError } from '../api/site-error.js';

/** The kinds of signed token; a token of one kind is never accepted as another. */
export type TokenKind = 'access' | 'chat-access' | 'chat-refresh';

export interface TokenClaims {
  /** Subject: "member:<id>" or "staff:<id>". */
  sub: string;
  /** Server-side session the token names; revoking the session kills the token. */
  sid: string;
  kind: TokenKind;
  /** Token id, for tokens the issuer tracks one by one (a chat refresh token is used once). */
  jti?: string;
}

const ISSUER = 'dating-platform';

/**
 * HS256 tokens signed with the service secret. Only HS256 is accepted on verify, so `alg: none`
 * and tokens signed with other algorithms or keys are refused.
 */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('token secret must be at least 32 characters');
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * A 32-byte key for one purpose (e.g. encrypting a column), derived from the token secret with
   * HKDF-SHA256, so a service needs no second secret. Another purpose gets an unrelated key.
   */
  deriveKey(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.key, 'dating-platform', purpose, 32));
  }

  async sign(claims: TokenClaims, lifetimeSeconds: number): Promise<string> {
    return new SignJWT({ sid: claims.sid, kind: claims.kind, ...(claims.jti ? { jti: claims.jti } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
      .sign(this.key);
  }

  /** Verifies signature, issuer, expiry and kind; any failure is the spec's 401. */
  async verify(token: string, kind: TokenKind): Promise<TokenClaims & { exp: number }> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['exp', 'sub', 'sid'] });
      if (payload.kind !== kind || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') throw new SiteError(401);
      return { sub: payload.sub, sid: payload.sid, kind, exp: payload.exp!, ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}) };
    } catch (err) {
      if (err instanceof SiteError) throw err;
      if (err instanceof errors.JOSEError || err instanceof TypeError) throw new SiteError(401);
      throw err;
    }
  }
}
