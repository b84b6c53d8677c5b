import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { isRetriedRace } from '../../application/ledger.service.js';
import { billingError } from '../../billing-site-codes.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { AUDIT_SERVICE } from '../../infrastructure/admin-input.js';
import { BILLING } from '../../infrastructure/billing-schema.js';
import { requireFreePricePoint } from '../../infrastructure/credit-pack-input.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { CreateCreditPackCommand, type CreditPackRecord } from './create-credit-pack.command.js';

/** Inserts the pack (offered at once) with the staff audit record in one transaction. A taken id or price point is 10027. */
@CommandHandler(CreateCreditPackCommand)
export class CreateCreditPackHandler implements ICommandHandler<CreateCreditPackCommand> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  async execute({ id: given, fields: f, actor }: CreateCreditPackCommand): Promise<CreditPackRecord> {
    const id = given ?? `pack-${randomUUID().slice(0, 8)}`;
    try {
      return await this.db.transaction(async (tx) => {
        if ((await tx.query(`SELECT 1 FROM ${BILLING.credit_packs} WHERE id = $1`, [id])).length) {
          const message = `A credit pack with the id ${id} exists already`;
          throw billingError('BILLING.DUPLICATE', message, { id: [message] });
        }
        await requireFreePricePoint(tx, f.pricePointId, null);
        await tx.query(
          `INSERT INTO ${BILLING.credit_packs} (id, name, credits, price_usd_cents, segpay_price_point_id, best, one_time, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8, (SELECT coalesce(max(sort), 0) + 1 FROM ${BILLING.credit_packs})))`,
          [id, f.name, f.credits, f.priceUsdCents, f.pricePointId, f.best, f.oneTime, f.position],
        );
        const after = (await readAdminRecord(tx, FINANCE_RESOURCES['credit-packs'], id)) as CreditPackRecord;
        await recordStaffAction(tx, AUDIT_SERVICE, actor, { action: 'credit_pack.create', resource: 'credit-packs', recordId: id, before: null, after });
        return after;
      });
    } catch (err) {
      // Another request took the id or the price point between the check and the insert.
      if (isRetriedRace(err)) throw billingError('BILLING.DUPLICATE', 'A credit pack with this id or price point exists already');
      throw err;
    }
  }
}
