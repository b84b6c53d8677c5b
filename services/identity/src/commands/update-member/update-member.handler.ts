import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { MemberAgencyChangedEvent, MemberBannedEvent, MemberUnbannedEvent } from '../../contracts/identity-events.js';
import { IdentityError } from '../../domain/identity-errors.js';
import { decideAgency } from '../../domain/member-agency.js';
import { decideBan } from '../../domain/member-ban.js';
import { IDENTITY_MESSAGES } from '../../domain/member-rules.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { IdentityAdminResources } from '../../infrastructure/admin-resources.js';
import { appendMemberEvents, event } from '../../infrastructure/persistence/member-events.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { revokeSessionsOf } from '../../infrastructure/persistence/sessions.repository.js';
import { agencyHasModerator, lockStaffChanges } from '../../infrastructure/persistence/staff.repository.js';
import { UpdateMemberCommand } from './update-member.command.js';

const AGENCY_REFUSALS = {
  'IDENTITY.AGENCY_WOMEN_ONLY': IDENTITY_MESSAGES.agencyWomenOnly,
  'IDENTITY.AGENCY_ADMIN_ONLY': IDENTITY_MESSAGES.agencyAdminOnly,
} as const;

/**
 * Bans or unbans a member, or sets a woman's agency, in one transaction: the member row, every
 * session of the member ended (a ban), the MemberBanned / MemberUnbanned / MemberAgencyChanged
 * events and the staff audit record. The cache learns of
 * the ended sessions after the commit, so the member's tokens are refused from the next request on.
 */
@CommandHandler(UpdateMemberCommand)
export class UpdateMemberHandler implements ICommandHandler<UpdateMemberCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(SessionCache) private readonly cache: SessionCache,
    @Inject(IdentityAdminResources) private readonly resources: IdentityAdminResources,
  ) {}

  async execute({ memberId, banned, banReason, actor, agencyId }: UpdateMemberCommand): Promise<Record<string, unknown>> {
    const spec = this.resources.get('members');
    const { record, ended } = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ blocked_at: Date | null; ban_reason: string | null; user_type: string; agency_id: string | null }>(
        `SELECT blocked_at, ban_reason, user_type, agency_id FROM identity.members WHERE id = $1 FOR UPDATE`,
        [memberId],
      );
      if (!row) throw new IdentityError('IDENTITY.NOT_FOUND');
      const decision = decideBan({ banned: row.blocked_at !== null, banReason: row.ban_reason }, banned, banReason);
      // Each refusal names its field, so the back office shows it under that field.
      if (!decision.ok) throw new IdentityError(decision.code, decision.message, { ban_reason: [decision.message] });
      const agency = decideAgency({ userType: row.user_type, agencyId: row.agency_id }, agencyId, actor.role);
      if (!agency.ok) throw new IdentityError(agency.code, undefined, { agency_id: [AGENCY_REFUSALS[agency.code]] });
      if (agency.change && agency.agencyId !== null) {
        // An agency nobody moderates would hold her media, gifts and contact requests at a step no one can take; under the
        // staff-changes lock, so its last moderator is not disabled meanwhile.
        await lockStaffChanges(tx);
        if (!(await agencyHasModerator(tx, agency.agencyId)))
          throw new IdentityError('IDENTITY.AGENCY_UNKNOWN', undefined, { agency_id: [IDENTITY_MESSAGES.agencyUnknown] });
      }
      const before = await readAdminRecord(tx, spec, memberId);
      if (decision.change === 'none' && !agency.change) return { record: before!, ended: [] as string[] };

      const staff = `staff:${actor.staffId}`;
      if (agency.change) {
        await tx.query(`UPDATE identity.members SET agency_id = $2, updated_at = now() WHERE id = $1`, [memberId, agency.agencyId]);
        await appendMemberEvents(tx, memberId, staff, [event(MemberAgencyChangedEvent, { memberId, agencyId: agency.agencyId ?? '', staffId: actor.staffId })]);
        if (decision.change === 'none') {
          const after = await readAdminRecord(tx, spec, memberId);
          await recordStaffAction(tx, 'identity', actor, { action: 'member.agency', resource: 'members', recordId: memberId, before, after });
          return { record: after!, ended: [] as string[] };
        }
      }
      await tx.query(
        `UPDATE identity.members SET blocked_at = CASE WHEN $2 THEN coalesce(blocked_at, now()) END, ban_reason = $3,
            banned_by = CASE WHEN $2 THEN $4 END, updated_at = now() WHERE id = $1`,
        [memberId, decision.next.banned, decision.next.banReason, staff],
      );
      let ended: string[] = [];
      if (decision.change === 'ban') {
        ended = await revokeSessionsOf(tx, { kind: 'member', id: memberId });
        await appendMemberEvents(tx, memberId, staff, [
          event(MemberBannedEvent, { memberId, reason: decision.next.banReason!, staffId: actor.staffId, bannedAtMs: BigInt(Date.now()) }),
        ]);
      } else if (decision.change === 'unban') {
        await appendMemberEvents(tx, memberId, staff, [event(MemberUnbannedEvent, { memberId, staffId: actor.staffId })]);
      }
      const after = await readAdminRecord(tx, spec, memberId);
      const action = decision.change === 'unban' ? 'member.unban' : decision.change === 'ban' ? 'member.ban' : 'member.ban-reason';
      await recordStaffAction(tx, 'identity', actor, { action, resource: 'members', recordId: memberId, before, after });
      return { record: after!, ended };
    });
    await this.cache.forget(ended);
    return record;
  }
}
