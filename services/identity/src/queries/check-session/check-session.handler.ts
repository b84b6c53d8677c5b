import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Principal, Sql } from '@dating/platform';
import { staffSessionRefreshSeconds } from '../../domain/staff-access.js';
import { parseSubject } from '../../domain/subject.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../../identity-options.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { loadPrincipal } from '../../infrastructure/persistence/sessions.repository.js';
import { CheckSessionQuery } from './check-session.query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Open means: not revoked, not expired, the subject's, the account not blocked or disabled, and
 * for staff, a request within STAFF_IDLE_MINUTES. Answered from the Redis cache (with its revoked
 * markers) when configured, else the database. A staff session is cached for a minute only, so
 * its last request is written (by the database check) at least once a minute while it is used.
 */
@QueryHandler(CheckSessionQuery)
export class CheckSessionHandler implements IQueryHandler<CheckSessionQuery> {
  constructor(
    @Inject(IDENTITY_DB) private readonly sql: Sql,
    @Inject(SessionCache) private readonly cache: SessionCache,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  async execute({ sessionId, subject: sub }: CheckSessionQuery): Promise<Principal | null> {
    const subject = parseSubject(sub);
    if (!subject || !UUID.test(sessionId)) return null;

    const cached = await this.cache.get(sessionId);
    if (cached === 'revoked') return null;
    if (cached && cached.kind === subject.kind && cached.id === subject.id && cached.sessionId === sessionId) return cached;

    const principal = await loadPrincipal(this.sql, sessionId, subject, this.options.staffIdleMinutes);
    if (principal) await this.cache.remember(principal, principal.kind === 'staff' ? staffSessionRefreshSeconds(this.options.staffIdleMinutes) : undefined);
    return principal;
  }
}
