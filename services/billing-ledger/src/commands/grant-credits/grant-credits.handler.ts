import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { eventOf, LedgerService } from '../../application/ledger.service.js';
import { executeStaffLedgerCommand } from '../../application/staff-ledger-command.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { AUDIT_SERVICE } from '../../infrastructure/admin-input.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { GrantCreditsCommand, type GrantCreditsResult, type GrantRecord } from './grant-credits.command.js';

/**
 * GrantCredits as the staff member, under the form's idempotency key (`grant:<uuid>`), with the
 * staff audit record in the same transaction. A replay answers the first grant and records nothing.
 */
@CommandHandler(GrantCreditsCommand)
export class GrantCreditsHandler implements ICommandHandler<GrantCreditsCommand> {
  constructor(
    @Inject(BILLING_DB) private readonly db: ServiceDb,
    @Inject(LedgerService) private readonly ledger: LedgerService,
  ) {}

  execute(c: GrantCreditsCommand): Promise<GrantCreditsResult> {
    const staffId = c.actor.staffId;
    return executeStaffLedgerCommand(
      this.db,
      this.ledger,
      {
        accountId: c.accountId,
        actor: `staff:${staffId}`,
        idempotencyKey: `grant:${c.idempotencyKey}`,
        command: { type: 'GrantCredits', grantId: randomUUID(), credits: c.credits, reason: c.reason, staffId },
      },
      async (tx, outcome) => {
        const granted = eventOf(outcome.events, 'CreditsGranted');
        if (!granted) throw new Error('a grant was applied without its CreditsGranted event');
        const grant = (await readAdminRecord(tx, FINANCE_RESOURCES.grants, granted.grantId)) as GrantRecord | null;
        if (!grant) throw new Error(`grant ${granted.grantId} was applied but cannot be read`);
        if (!outcome.replayed) {
          await recordStaffAction(tx, AUDIT_SERVICE, c.actor, {
            action: 'credits.grant',
            resource: 'grants',
            recordId: grant.id,
            before: null,
            after: { ...grant, balance: outcome.balance },
          });
        }
        return { grant, balance: outcome.balance, replayed: outcome.replayed };
      },
    );
  }
}
