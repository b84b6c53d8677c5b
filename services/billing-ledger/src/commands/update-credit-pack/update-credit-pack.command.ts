import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';
import type { CreditPackFields, CreditPackRecord } from '../create-credit-pack/create-credit-pack.command.js';

/**
 * An admin changes a pack that is still offered. Payments already made keep their own copy of the
 * pack's name, credits and price; an open checkout of the old figures is not reused.
 */
export class UpdateCreditPackCommand extends Command<CreditPackRecord> {
  constructor(
    readonly id: string,
    /** Only the fields given change. */
    readonly fields: Partial<CreditPackFields>,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
