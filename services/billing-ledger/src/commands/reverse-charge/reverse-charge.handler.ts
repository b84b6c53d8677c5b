import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { LedgerService } from '../../application/ledger.service.js';
import { executeStaffLedgerCommand } from '../../application/staff-ledger-command.js';
import { billingError } from '../../billing-site-codes.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { AUDIT_SERVICE } from '../../infrastructure/admin-input.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { ReverseChargeCommand, type ReverseChargeResult } from './reverse-charge.command.js';

/**
 * ReverseCharge on the charge's account as the staff member, under the form's idempotency key
 * (`reversal:<uuid>`), with the staff audit record (the order before, the reversal after) in the
 * same transaction. A replay answers the first reversal and records nothing.
 */
@CommandHandler(ReverseChargeCommand)
export class ReverseChargeHandler implements ICommandHandler<ReverseChargeCommand> {
  constructor(
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(BILLING_DB) private readonly db: ServiceDb,
  ) {}

  async execute(c: ReverseChargeCommand): Promise<ReverseChargeResult> {
    const order = (await readAdminRecord(this.db, FINANCE_RESOURCES.orders, c.chargeId)) as { account_id: string } | null;
    if (!order) throw billingError('LEDGER.CHARGE_NOT_FOUND', 'Charge not found');
    const accountId = order.account_id;
    const staffId = c.actor.staffId;
    return executeStaffLedgerCommand(
      this.db,
      this.ledger,
      {
        accountId,
        actor: `staff:${staffId}`,
        idempotencyKey: `reversal:${c.idempotencyKey}`,
        command: { type: 'ReverseCharge', chargeId: c.chargeId, reason: c.reason, staffId },
      },
      async (tx, outcome) => {
        const reversal = (await readAdminRecord(tx, FINANCE_RESOURCES.reversals, c.chargeId)) as ReverseChargeResult['reversal'] | null;
        if (!reversal) throw new Error(`the reversal of ${c.chargeId} was applied but cannot be read`);
        if (!outcome.replayed) {
          await recordStaffAction(tx, AUDIT_SERVICE, c.actor, {
            action: 'charge.reverse',
            resource: 'reversals',
            recordId: c.chargeId,
            before: order,
            after: { ...reversal, balance: outcome.balance },
          });
        }
        return { reversal, balance: outcome.balance, replayed: outcome.replayed };
      },
    );
  }
}
