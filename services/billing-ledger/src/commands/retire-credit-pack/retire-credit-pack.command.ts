import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';
import type { CreditPackRecord } from '../create-credit-pack/create-credit-pack.command.js';

/** An admin stops offering a pack; it stays (payments refer to it) with its `retired_at`. */
export class RetireCreditPackCommand extends Command<CreditPackRecord> {
  constructor(
    readonly id: string,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
