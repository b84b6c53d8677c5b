import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { PasswordChangedEvent } from '../../contracts/identity-events.js';
import { actorOf } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { hashPassword } from '../../infrastructure/passwords.js';
import { appendMemberEvents, event, sessionsEnded } from '../../infrastructure/persistence/member-events.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { revokeSessionsOf } from '../../infrastructure/persistence/sessions.repository.js';
import { ChangePasswordCommand } from './change-password.command.js';

/** Every other session ends, the current one stays, and PasswordChanged(settings) commits with the change. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  async execute({ member, newPassword }: ChangePasswordCommand): Promise<true> {
    const passwordHash = await hashPassword(newPassword);
    const revoked = await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE identity.members SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1`, [
        member.id,
        passwordHash,
      ]);
      const sessions = await revokeSessionsOf(tx, member, member.sessionId);
      await appendMemberEvents(tx, member.id, actorOf(member), [
        event(PasswordChangedEvent, { memberId: member.id, via: 'settings' }),
        ...sessionsEnded(member.id, sessions, 'password-change'),
      ]);
      return sessions;
    });
    await this.cache.forget(revoked);
    return true;
  }
}
