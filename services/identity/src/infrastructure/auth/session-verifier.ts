import { Inject, Injectable } from '@nestjs/common';
import { SiteError, TokenSigner, type AccessTokenVerifier, type Principal, type ServiceDatabase } from '@dating/platform';
import { parseSubject } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { SessionCache } from '../persistence/session-cache.js';
import { loadPrincipal } from '../persistence/sessions.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The platform's `AccessTokenVerifier`: the signature, issuer, expiry and kind ("access") first,
 * then that the named session is still open (Redis-cached for a few minutes when configured),
 * then who it belongs to. Any failure is the spec's 401.
 */
@Injectable()
export class SessionVerifier implements AccessTokenVerifier {
  constructor(
    @Inject(TokenSigner) private readonly tokens: TokenSigner,
    @Inject(IDENTITY_DB) private readonly db: ServiceDatabase,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  async verify(token: string): Promise<Principal> {
    const claims = await this.tokens.verify(token, 'access');
    const principal = await this.principalOf(claims.sid, claims.sub);
    if (!principal) throw new SiteError(401);
    return principal;
  }

  /**
   * Who an open session of `sub` ("member:<id>" | "staff:<id>") is, or null. Also answers other
   * services' CheckSession over gRPC (see contracts/session-service.ts).
   */
  async principalOf(sessionId: string, sub: string): Promise<Principal | null> {
    const subject = parseSubject(sub);
    if (!subject || !UUID.test(sessionId)) return null;

    const cached = await this.cache.get(sessionId);
    if (cached === 'revoked') return null;
    if (cached && cached.kind === subject.kind && cached.id === subject.id && cached.sessionId === sessionId) return cached;

    const principal = await loadPrincipal(this.db.dataSource.manager, sessionId, subject);
    if (principal) await this.cache.remember(principal);
    return principal;
  }
}
