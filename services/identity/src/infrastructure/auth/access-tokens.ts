import { Inject, Injectable } from '@nestjs/common';
import { TokenSigner } from '@dating/platform';
import { IdentityError } from '../../domain/identity-errors.js';
import { formatSubject, type Subject } from '../../domain/subject.js';
import { SESSION_LIFETIME_SECONDS } from '../persistence/sessions.repository.js';

/** Signs the site access token of a session: `{ sub: "member:<id>" | "staff:<id>", sid, kind: "access" }`, 365 days. */
@Injectable()
export class AccessTokens {
  constructor(@Inject(TokenSigner) private readonly tokens: TokenSigner) {}

  /** `lifetimeSeconds`: the token's own expiry (members: 365 days; staff: their session's). */
  async issue(subject: Subject, sessionId: string, lifetimeSeconds: number = SESSION_LIFETIME_SECONDS): Promise<string> {
    try {
      return await this.tokens.sign({ sub: formatSubject(subject), sid: sessionId, kind: 'access' }, lifetimeSeconds);
    } catch {
      throw new IdentityError('IDENTITY.TOKEN_NOT_ISSUED');
    }
  }
}
