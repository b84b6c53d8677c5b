import { Inject, Injectable } from '@nestjs/common';
import type { ServiceDatabase } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { revokeSession } from '../../infrastructure/persistence/sessions.repository.js';

/** Ends the caller's session: its token is refused from the next request on. */
@Injectable()
export class SignOutHandler {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDatabase,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  async execute(sessionId: string): Promise<true> {
    const revoked = await this.db.dataSource.transaction((m) => revokeSession(m, sessionId));
    await this.cache.forget(revoked.length ? revoked : [sessionId]);
    return true;
  }
}
