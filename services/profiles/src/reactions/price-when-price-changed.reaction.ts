import { on, type Reaction } from '@dating/platform';
import { PriceChanged } from '@dating/billing-ledger/contracts';

/** The prices profiles holds credits for itself (contact requests); billing charges the others by its own list. */
const HELD = new Set(['realinfo_request']);

/** An admin changed a price in billing: requests made from now on hold the new one; earlier ones keep theirs. */
export function priceWhenPriceChanged(): Reaction {
  return on(PriceChanged, async (event, _envelope, manager) => {
    if (!HELD.has(event.action)) return;
    await manager.query(
      `INSERT INTO profiles.prices (action, price) VALUES ($1, $2) ON CONFLICT (action) DO UPDATE SET price = excluded.price, updated_at = now()`,
      [event.action, Number(event.newPrice)],
    );
  });
}
