import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';
import type { Balance } from '../../application/ledger.service.js';

export interface ReverseChargeResult {
  /** The `reversals` record: `{ id (the charge id), charge_id, account_id, member_name, service, amount, reason, staff_id, actor, version, occurred_at, charged_at }`. */
  reversal: Record<string, unknown> & { id: string };
  balance: Balance;
  replayed: boolean;
}

/** Finance gives the credits of one charge back, at most once; the form's idempotency key makes a retried request the same reversal. */
export class ReverseChargeCommand extends Command<ReverseChargeResult> {
  constructor(
    readonly chargeId: string,
    readonly reason: string,
    readonly idempotencyKey: string,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
