import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';

/**
 * A `credit-packs` record: `{ id, name, credits, price_usd_cents, price (USD, read-only),
 * segpay_price_point_id, best, one_time, position, active, retired_at, created_at, updated_at }`.
 */
export type CreditPackRecord = Record<string, unknown> & { id: string; active: boolean; retired_at: string | null };

export interface CreditPackFields {
  name: string;
  credits: number;
  priceUsdCents: number;
  pricePointId: string;
  best: boolean;
  oneTime: boolean;
  /** Display order; last when not given. */
  position: number | null;
}

/** An admin adds a credit pack to the member site's offer. */
export class CreateCreditPackCommand extends Command<CreditPackRecord> {
  constructor(
    /** Null: made up (`pack-<8 hex>`). */
    readonly id: string | null,
    readonly fields: CreditPackFields,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
