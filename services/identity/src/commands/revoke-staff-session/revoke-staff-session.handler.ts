import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { IdentityError } from '../../domain/identity-errors.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { IdentityAdminResources } from '../../infrastructure/admin-resources.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { RevokeStaffSessionCommand } from './revoke-staff-session.command.js';

/**
 * Ends a staff session with its audit record; its token is refused from the next request on (the
 * cache learns after the commit). A session already ended answers as it is, and records nothing.
 */
@CommandHandler(RevokeStaffSessionCommand)
export class RevokeStaffSessionHandler implements ICommandHandler<RevokeStaffSessionCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(SessionCache) private readonly cache: SessionCache,
    @Inject(IdentityAdminResources) private readonly resources: IdentityAdminResources,
  ) {}

  async execute({ sessionId, actor }: RevokeStaffSessionCommand): Promise<Record<string, unknown>> {
    const spec = this.resources.get('staff-sessions');
    const record = await this.db.transaction(async (tx) => {
      const before = await readAdminRecord(tx, spec, sessionId);
      if (!before) throw new IdentityError('IDENTITY.NOT_FOUND');
      const revoked = await tx.query<{ id: string }>(
        `WITH revoked AS (UPDATE identity.sessions SET revoked_at = now() WHERE id = $1 AND subject_kind = 'staff' AND revoked_at IS NULL RETURNING id)
         SELECT id FROM revoked`,
        [sessionId],
      );
      if (!revoked.length) return before;
      const after = (await readAdminRecord(tx, spec, sessionId))!;
      await recordStaffAction(tx, 'identity', actor, { action: 'staff-session.revoke', resource: 'staff-sessions', recordId: sessionId, before, after });
      return after;
    });
    await this.cache.forget([sessionId]);
    return record;
  }
}
