import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SiteError, TokenSigner, type AccessTokenVerifier, type Principal, type TokenKind } from '@dating/platform';
import { CheckSessionQuery } from '../../queries/check-session/check-session.query.js';

/**
 * The platform's `AccessTokenVerifier`: the signature, issuer, expiry and kind ("access") first,
 * then the session check (CheckSessionQuery, which also answers other services over gRPC). Any
 * failure is the spec's 401, as a SiteError: that is the kernel port's contract (guards, sockets).
 */
@Injectable()
export class SessionVerifier implements AccessTokenVerifier {
  constructor(
    @Inject(TokenSigner) private readonly tokens: TokenSigner,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async verify(token: string, kind: TokenKind = 'access'): Promise<Principal> {
    const claims = await this.tokens.verify(token, kind);
    const principal = await this.queries.execute(new CheckSessionQuery(claims.sid, claims.sub));
    if (!principal) throw new SiteError(401);
    return principal;
  }
}
