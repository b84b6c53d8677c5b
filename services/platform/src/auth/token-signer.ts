import { hkdfSync, webcrypto } from 'node:crypto';
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
  /** Family the token was issued in (chat tokens): revoking the family ends every token of it. */
  fam?: string;
}

const ISSUER = 'dating-platform';

/** How many verified tokens a process remembers (a member sends the same token with every request). */
const REMEMBERED_TOKENS = 20_000;

/**
 * HS256 tokens signed with the service secret. Only HS256 is accepted on verify, so `alg: none`
 * and tokens signed with other algorithms or keys are refused.
 */
export class TokenSigner {
  private readonly key: Uint8Array;
  /** The key imported into WebCrypto once, instead of on every sign and verify. */
  private cryptoKey: Promise<webcrypto.CryptoKey> | null = null;
  /**
   * Tokens whose signature was checked, by their text, until they expire. A token is immutable,
   * so a second request with it needs no second HMAC; revocation is the session check's job (the
   * verifier asks identity), never this cache's.
   */
  private readonly verified = new Map<string, TokenClaims & { exp: number }>();

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
    return new SignJWT({ sid: claims.sid, kind: claims.kind, ...(claims.jti ? { jti: claims.jti } : {}), ...(claims.fam ? { fam: claims.fam } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
      .sign(await this.hmacKey());
  }

  /** Verifies signature, issuer, expiry and kind; any failure is the spec's 401. */
  async verify(token: string, kind: TokenKind): Promise<TokenClaims & { exp: number }> {
    const known = this.verified.get(token);
    if (known) {
      if (known.kind !== kind || known.exp * 1000 <= Date.now()) throw new SiteError(401);
      return known;
    }
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey(), { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['exp', 'sub', 'sid'] });
      if (typeof payload.kind !== 'string' || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') throw new SiteError(401);
      const claims = {
        sub: payload.sub,
        sid: payload.sid,
        kind: payload.kind as TokenKind,
        exp: payload.exp!,
        ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
        ...(typeof payload.fam === 'string' ? { fam: payload.fam } : {}),
      };
      this.remember(token, claims);
      if (claims.kind !== kind) throw new SiteError(401);
      return claims;
    } catch (err) {
      if (err instanceof SiteError) throw err;
      if (err instanceof errors.JOSEError || err instanceof TypeError) throw new SiteError(401);
      throw err;
    }
  }

  private hmacKey(): Promise<webcrypto.CryptoKey> {
    this.cryptoKey ??= webcrypto.subtle.importKey('raw', this.key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    return this.cryptoKey;
  }

  private remember(token: string, claims: TokenClaims & { exp: number }): void {
    if (this.verified.size >= REMEMBERED_TOKENS) {
      // Forget the oldest tenth at once, so a full cache costs one sweep per 2,000 new tokens.
      let drop = REMEMBERED_TOKENS / 10;
      for (const text of this.verified.keys()) {
        this.verified.delete(text);
        if (--drop === 0) break;
      }
    }
    this.verified.set(token, claims);
  }
}
