import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { billingError } from '../../billing-site-codes.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { PriceChanged } from '../../contracts/billing-events.js';
import { AUDIT_SERVICE } from '../../infrastructure/admin-input.js';
import { BILLING } from '../../infrastructure/billing-schema.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { PriceList } from '../../infrastructure/price-list.js';
import { type PriceRecord, UpdatePriceCommand } from './update-price.command.js';

/**
 * Sets the price with, in the same transaction, the `PriceChanged` event (outbox) and the staff
 * audit record; then empties this process's price cache, so the very next charge reads the new
 * price. Charges made before keep the price they recorded. The same price again changes nothing
 * (no event, no record).
 */
@CommandHandler(UpdatePriceCommand)
export class UpdatePriceHandler implements ICommandHandler<UpdatePriceCommand> {
  constructor(
    @Inject(BILLING_DB) private readonly db: ServiceDb,
    @Inject(PriceList) private readonly prices: PriceList,
  ) {}

  async execute({ action, price, actor }: UpdatePriceCommand): Promise<PriceRecord> {
    const { record, changed } = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ price: string }>(`SELECT price FROM ${BILLING.prices} WHERE action = $1 FOR UPDATE`, [action]);
      if (!row) throw billingError('BILLING.NOT_FOUND', `No price for ${action}`);
      const before = (await readAdminRecord(tx, FINANCE_RESOURCES.prices, action)) as PriceRecord;
      if (Number(row.price) === price) return { record: before, changed: false };
      await tx.query(`UPDATE ${BILLING.prices} SET price = $2, updated_at = now(), updated_by = $3 WHERE action = $1`, [action, price, actor.staffId]);
      const after = (await readAdminRecord(tx, FINANCE_RESOURCES.prices, action)) as PriceRecord;
      await tx.publish([
        encodeEvent(
          PriceChanged,
          { action, oldPrice: BigInt(row.price), newPrice: BigInt(price), staffId: actor.staffId },
          { streamId: action, actor: `staff:${actor.staffId}` },
        ),
      ]);
      await recordStaffAction(tx, AUDIT_SERVICE, actor, { action: 'price.update', resource: 'prices', recordId: action, before, after });
      return { record: after, changed: true };
    });
    if (changed) this.prices.invalidate();
    return record;
  }
}
