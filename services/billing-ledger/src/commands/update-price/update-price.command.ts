import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';

/** A `prices` record: `{ id (= action), action, price, updated_at, updated_by }`. */
export type PriceRecord = { id: string; action: string; price: number; updated_at: string | null; updated_by: string | null };

/** An admin sets the price of one service; charges from then on use it. */
export class UpdatePriceCommand extends Command<PriceRecord> {
  constructor(
    readonly action: string,
    readonly price: number,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
