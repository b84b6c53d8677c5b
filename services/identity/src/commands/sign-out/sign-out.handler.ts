import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { actorOf } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { appendMemberEvents, sessionsEnded } from '../../infrastructure/persistence/member-events.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { revokeSession } from '../../infrastructure/persistence/sessions.repository.js';
import { SignOutCommand } from './sign-out.command.js';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  async execute({ principal }: SignOutCommand): Promise<true> {
    const { sessionId } = principal;
    const revoked = await this.db.transaction(async (tx) => {
      const ended = await revokeSession(tx, sessionId);
      // A member's chat sockets live as long as this session: chat closes them when it hears (staff have none).
      if (principal.kind === 'member') await appendMemberEvents(tx, principal.id, actorOf(principal), sessionsEnded(principal.id, ended, 'sign-out'));
      return ended;
    });
    // Marked revoked in the cache even when the database had it closed already.
    await this.cache.forget(revoked.length ? revoked : [sessionId]);
    return true;
  }
}
