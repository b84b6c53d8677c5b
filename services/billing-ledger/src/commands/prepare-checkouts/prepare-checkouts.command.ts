import { Command } from '@nestjs/cqrs';
import type { CreditPackRow } from '../../infrastructure/checkouts.js';

/**
 * A man is shown these packs: open (or reuse) his checkout for each, so the list can carry the
 * payment links segpay/get-url would answer. The result maps each pack id to its hosted payment
 * page URL. A command, because it writes: a pending payment row per pack that has no open one.
 */
export class PrepareCheckoutsCommand extends Command<Map<string, string>> {
  constructor(
    readonly memberId: string,
    /** Packs he may buy now (LoadCreditPacksQuery's available ones). */
    readonly packs: readonly CreditPackRow[],
  ) {
    super();
  }
}
