import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';
import type { Balance } from '../../application/ledger.service.js';

/** A `grants` record (docs/admin-api.md), as the create answers it: the grant, the balance after it, and whether this was a replay. */
export interface GrantRecord {
  id: string;
  account_id: string;
  member_name: string;
  credits: number;
  reason: string;
  staff_id: string;
  actor: string;
  version: number;
  occurred_at: string | null;
  [field: string]: unknown;
}

export interface GrantCreditsResult {
  grant: GrantRecord;
  balance: Balance;
  /** The idempotency key was used before with the same request: this is that grant, nothing more was given. */
  replayed: boolean;
}

/** Finance gives a man credits, with a reason; the form's idempotency key makes a retried request give them once. */
export class GrantCreditsCommand extends Command<GrantCreditsResult> {
  constructor(
    readonly accountId: string,
    readonly credits: number,
    readonly reason: string,
    readonly idempotencyKey: string,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
