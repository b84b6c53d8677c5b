import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { billingError } from '../../billing-site-codes.js';
import { BILLING_DB } from '../../billing-tokens.js';
import { AUDIT_SERVICE } from '../../infrastructure/admin-input.js';
import { BILLING } from '../../infrastructure/billing-schema.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import type { CreditPackRecord } from '../create-credit-pack/create-credit-pack.command.js';
import { RetireCreditPackCommand } from './retire-credit-pack.command.js';

/**
 * Retires the pack (no longer offered by credit/load-credit-packs nor segpay/get-url) with the
 * staff audit record in one transaction. Retiring a retired pack answers it as it is and records
 * nothing; unknown 10404.
 */
@CommandHandler(RetireCreditPackCommand)
export class RetireCreditPackHandler implements ICommandHandler<RetireCreditPackCommand> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  execute({ id, actor }: RetireCreditPackCommand): Promise<CreditPackRecord> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ active: boolean }>(`SELECT active FROM ${BILLING.credit_packs} WHERE id = $1 FOR UPDATE`, [id]);
      if (!row) throw billingError('BILLING.NOT_FOUND', 'Credit pack not found');
      const before = (await readAdminRecord(tx, FINANCE_RESOURCES['credit-packs'], id)) as CreditPackRecord;
      if (!row.active) return before;
      await tx.query(`UPDATE ${BILLING.credit_packs} SET active = false, retired_at = now(), updated_at = now() WHERE id = $1`, [id]);
      const after = (await readAdminRecord(tx, FINANCE_RESOURCES['credit-packs'], id)) as CreditPackRecord;
      await recordStaffAction(tx, AUDIT_SERVICE, actor, { action: 'credit_pack.retire', resource: 'credit-packs', recordId: id, before, after });
      return after;
    });
  }
}
