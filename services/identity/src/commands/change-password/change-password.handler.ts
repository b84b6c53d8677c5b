import { Inject, Injectable } from '@nestjs/common';
import { type MemberPrincipal, type ServiceDatabase } from '@dating/platform';
import { PasswordChangedEvent } from '../../contracts/identity-events.js';
import { actorOf } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { hashPassword } from '../../infrastructure/passwords.js';
import { appendMemberEvents, event } from '../../infrastructure/persistence/member-events.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { revokeSessionsOf } from '../../infrastructure/persistence/sessions.repository.js';

/**
 * A signed-in member sets a new password: every other session ends, the current one stays, and
 * PasswordChanged(settings) commits with the change.
 */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDatabase,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  async execute(member: MemberPrincipal, newPassword: string): Promise<true> {
    const passwordHash = await hashPassword(newPassword);
    const revoked = await this.db.dataSource.transaction(async (m) => {
      await m.query(`UPDATE identity.members SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1`, [member.id, passwordHash]);
      const sessions = await revokeSessionsOf(m, member, member.sessionId);
      await appendMemberEvents(m, member.id, actorOf(member), [event(PasswordChangedEvent, { memberId: member.id, via: 'settings' })]);
      return sessions;
    });
    await this.cache.forget(revoked);
    this.db.relay.kick();
    return true;
  }
}
