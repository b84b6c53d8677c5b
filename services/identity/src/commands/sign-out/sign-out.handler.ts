import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Sql } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { revokeSession } from '../../infrastructure/persistence/sessions.repository.js';
import { SignOutCommand } from './sign-out.command.js';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly sql: Sql,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  async execute({ sessionId }: SignOutCommand): Promise<true> {
    const revoked = await revokeSession(this.sql, sessionId);
    // Marked revoked in the cache even when the database had it closed already.
    await this.cache.forget(revoked.length ? revoked : [sessionId]);
    return true;
  }
}
