import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, readAdminRecord, recordStaffAction, type ServiceDb, type StaffActor } from '@dating/platform';
import { DispatchApprovedEvent, DispatchRejectedEvent } from '../../contracts/mail-events.js';
import { type DecidableDispatch, decideDispatch, type DispatchDecision } from '../../domain/dispatches.js';
import { MailError } from '../../domain/mail-errors.js';
import { memberOf } from '../../infrastructure/letters.js';
import { MAIL_DB, MAIL_SERVICE_NAME } from '../../mail.tokens.js';
import { DISPATCHES } from './dispatches.resource.js';

/** A moderator approves (the job sends it from now on) or rejects (with a reason) a lady's proposed dispatch. */
export class DecideDispatchCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly dispatchId: string,
    readonly decision: DispatchDecision,
    readonly reason: unknown,
    readonly actor: StaffActor,
    /** The agency moderator's agency; null for a site moderator or an admin. */
    readonly agencyScope: string | null | undefined,
  ) {
    super();
  }
}

/**
 * One decision in one transaction: the dispatch row (locked, so two moderators cannot both decide
 * it), DispatchApproved or DispatchRejected, and the audit record (`recordStaffAction`).
 */
@CommandHandler(DecideDispatchCommand)
export class DecideDispatchHandler implements ICommandHandler<DecideDispatchCommand> {
  constructor(@Inject(MAIL_DB) private readonly db: ServiceDb) {}

  async execute({ dispatchId, decision, reason, actor, agencyScope }: DecideDispatchCommand): Promise<Record<string, unknown>> {
    return this.db.transaction(async (tx) => {
      const [dispatch] = await tx.query<DecidableDispatch & { lady_id: string; total: number }>(
        `SELECT state, agency_id, lady_id::text, total FROM mail.dispatches WHERE id = $1 FOR UPDATE`,
        [dispatchId],
      );
      if (!dispatch) throw new MailError('MAIL.DISPATCH_NOT_FOUND');
      const outcome = decideDispatch(dispatch, { role: actor.role, agencyId: agencyScope }, decision, reason);
      if (!outcome.ok) throw new MailError(outcome.code, outcome.message, outcome.field ? { [outcome.field]: [outcome.message] } : undefined);
      // A banned lady's proposal can only be rejected.
      if (outcome.next === 'sending' && (await memberOf(tx, dispatch.lady_id))?.banned) throw new MailError('MAIL.DISPATCH_LADY_BANNED');
      const before = await readAdminRecord(tx, DISPATCHES, dispatchId);
      await tx.query(
        `UPDATE mail.dispatches SET state = $2, decided_by = $3, decided_at = now(), reject_reason = $4,
                finished_at = CASE WHEN $2 = 'rejected' THEN now() ELSE finished_at END
          WHERE id = $1`,
        [dispatchId, outcome.next, actor.staffId, outcome.reason],
      );
      const meta = { streamId: dispatch.lady_id, actor: `staff:${actor.staffId}` };
      const common = { dispatchId, ladyId: dispatch.lady_id, agencyId: dispatch.agency_id ?? '', staffId: actor.staffId };
      await tx.publish([
        outcome.next === 'sending'
          ? encodeEvent(DispatchApprovedEvent, { ...common, recipients: BigInt(dispatch.total) }, meta)
          : encodeEvent(DispatchRejectedEvent, { ...common, reason: outcome.reason ?? '' }, meta),
      ]);
      const after = await readAdminRecord(tx, DISPATCHES, dispatchId);
      await recordStaffAction(tx, MAIL_SERVICE_NAME, actor, { action: `dispatch.${decision}`, resource: 'dispatches', recordId: dispatchId, before, after });
      return after!;
    });
  }
}
