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
import type { CreditPackRecord } from '../create-credit-pack/create-credit-pack.command.js';
import { UpdateCreditPackCommand } from './update-credit-pack.command.js';

/** The record's fields an update can change (the audit record compares them). */
const WRITABLE = ['name', 'credits', 'price_usd_cents', 'segpay_price_point_id', 'best', 'one_time', 'position'] as const;

/**
 * Changes the given fields of a pack still offered, with the staff audit record in the same
 * transaction. Unknown 10404, retired 10034, a price point of another pack 10027; a request that
 * changes nothing records nothing.
 */
@CommandHandler(UpdateCreditPackCommand)
export class UpdateCreditPackHandler implements ICommandHandler<UpdateCreditPackCommand> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  async execute({ id, fields: f, actor }: UpdateCreditPackCommand): Promise<CreditPackRecord> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.query<{ active: boolean }>(`SELECT active FROM ${BILLING.credit_packs} WHERE id = $1 FOR UPDATE`, [id]);
        if (!row) throw billingError('BILLING.NOT_FOUND', 'Credit pack not found');
        if (!row.active) throw billingError('BILLING.RETIRED', 'A retired credit pack cannot be changed');
        const before = (await readAdminRecord(tx, FINANCE_RESOURCES['credit-packs'], id)) as CreditPackRecord;
        if (f.pricePointId !== undefined) await requireFreePricePoint(tx, f.pricePointId, id);
        const changes = {
          name: f.name,
          credits: f.credits,
          price_usd_cents: f.priceUsdCents,
          segpay_price_point_id: f.pricePointId,
          best: f.best,
          one_time: f.oneTime,
          position: f.position ?? undefined,
        };
        if (WRITABLE.every((field) => changes[field] === undefined || changes[field] === before[field])) return before;
        await tx.query(
          `UPDATE ${BILLING.credit_packs} SET name = coalesce($2, name), credits = coalesce($3, credits), price_usd_cents = coalesce($4, price_usd_cents),
             segpay_price_point_id = coalesce($5, segpay_price_point_id), best = coalesce($6, best), one_time = coalesce($7, one_time),
             sort = coalesce($8, sort), updated_at = now()
           WHERE id = $1`,
          [id, f.name ?? null, f.credits ?? null, f.priceUsdCents ?? null, f.pricePointId ?? null, f.best ?? null, f.oneTime ?? null, f.position ?? null],
        );
        const after = (await readAdminRecord(tx, FINANCE_RESOURCES['credit-packs'], id)) as CreditPackRecord;
        await recordStaffAction(tx, AUDIT_SERVICE, actor, { action: 'credit_pack.update', resource: 'credit-packs', recordId: id, before, after });
        return after;
      });
    } catch (err) {
      if (isRetriedRace(err)) throw billingError('BILLING.DUPLICATE', 'Another credit pack has this price point');
      throw err;
    }
  }
}
