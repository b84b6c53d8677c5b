import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readAdminRecord, recordStaffAction, type ServiceDb, SiteError, STAFF_ROLE_REFUSED, type StaffRole } from '@dating/platform';
import { IdentityError } from '../../domain/identity-errors.js';
import { decideStaffChange } from '../../domain/staff-changes.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { IdentityAdminResources } from '../../infrastructure/admin-resources.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { revokeSessionsOf } from '../../infrastructure/persistence/sessions.repository.js';
import { resetSecondFactor } from '../../infrastructure/persistence/staff-second-factor.js';
import { agencyHasLadies, agencyHasModerator, lockStaffChanges } from '../../infrastructure/persistence/staff.repository.js';
import { UpdateStaffCommand } from './update-staff.command.js';

/**
 * Changes a staff account in one transaction with its audit record. Disabling it, a new role or
 * agency, or removing its second factor ends every session of the account at once (the cache
 * learns after the commit). An admin cannot disable or demote herself, and changes are serialized
 * with the acting admin checked under the lock, so two admins cannot remove each other at once: an
 * active admin always stays.
 */
@CommandHandler(UpdateStaffCommand)
export class UpdateStaffHandler implements ICommandHandler<UpdateStaffCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(SessionCache) private readonly cache: SessionCache,
    @Inject(IdentityAdminResources) private readonly resources: IdentityAdminResources,
  ) {}

  async execute({ staffId, change, actor }: UpdateStaffCommand): Promise<Record<string, unknown>> {
    const spec = this.resources.get('staff');
    const { record, ended } = await this.db.transaction(async (tx) => {
      // Staff changes take one lock in turn, and the acting admin is read under it: an admin demoted or disabled by a
      // change that committed meanwhile acts no more. Two admins removing each other at once (each locking only the
      // other's row) would otherwise both pass, and leave no admin.
      await lockStaffChanges(tx);
      const [acting] = await tx.query(`SELECT 1 FROM identity.staff WHERE id = $1 AND role = 'admin' AND disabled_at IS NULL`, [actor.staffId]);
      if (!acting) throw new SiteError(10024, STAFF_ROLE_REFUSED);
      const [row] = await tx.query<{ name: string; role: StaffRole; agency_id: string | null; disabled_at: Date | null; totp_enrolled_at: Date | null }>(
        `SELECT name, role, agency_id, disabled_at, totp_enrolled_at FROM identity.staff WHERE id = $1 FOR UPDATE`,
        [staffId],
      );
      if (!row) throw new IdentityError('IDENTITY.NOT_FOUND');
      const current = {
        id: staffId,
        name: row.name,
        role: row.role,
        agencyId: row.agency_id,
        disabled: row.disabled_at !== null,
        totpEnrolled: row.totp_enrolled_at !== null,
      };
      const decision = decideStaffChange(actor.staffId, current, change);
      if (!decision.ok) throw new IdentityError(decision.code, decision.message);
      // An agency's last active moderator stays while ladies belong to it: their media, gifts and contact requests wait for her step.
      const leavesAgency = current.role === 'agency_moderator' && !current.disabled && (decision.next.disabled || decision.next.agencyId !== current.agencyId);
      if (leavesAgency && !(await agencyHasModerator(tx, current.agencyId!, staffId)) && (await agencyHasLadies(tx, current.agencyId!)))
        throw new IdentityError('IDENTITY.AGENCY_LAST_MODERATOR');
      const before = (await readAdminRecord(tx, spec, staffId))!;
      if (!decision.changed) return { record: before, ended: [] as string[] };

      const { next } = decision;
      await tx.query(
        `UPDATE identity.staff SET name = $2, role = $3, agency_id = $4,
            disabled_at = CASE WHEN $5 THEN coalesce(disabled_at, now()) END, updated_at = now() WHERE id = $1`,
        [staffId, next.name, next.role, next.agencyId, next.disabled],
      );
      if (decision.resetSecondFactor) await resetSecondFactor(tx, staffId);
      const ended = decision.endSessions ? await revokeSessionsOf(tx, { kind: 'staff', id: staffId }) : [];
      const after = (await readAdminRecord(tx, spec, staffId))!;
      const action = next.disabled && !current.disabled ? 'staff.disable' : 'staff.update';
      await recordStaffAction(tx, 'identity', actor, { action, resource: 'staff', recordId: staffId, before, after });
      return { record: after, ended };
    });
    await this.cache.forget(ended);
    return record;
  }
}
