import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { adminListSql, type AdminListQuery, type AdminResource, type ServiceDb } from '@dating/platform';
import { BILLING_DB } from '../../billing-tokens.js';
import { csvLine, cursorBatches } from '../../infrastructure/csv-export.js';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { type ExportableResource, ExportFinanceCsvQuery, type FinanceCsv } from './export-finance-csv.query.js';

/** The columns of each export, in order: fields of the resource's records (`data` is the event's JSON). */
export const CSV_COLUMNS: Record<ExportableResource, readonly string[]> = {
  'ledger-statements': [
    'id',
    'account_id',
    'version',
    'type',
    'posted_delta',
    'held_delta',
    'running_posted',
    'running_held',
    'running_available',
    'actor',
    'correlation_id',
    'occurred_at',
    'data',
  ],
  payments: [
    'id',
    'account_id',
    'member_name',
    'credit_pack_id',
    'pack_name',
    'credits',
    'price',
    'price_usd_cents',
    'provider',
    'provider_transaction_id',
    'status',
    'decline_reason',
    'reversal_kind',
    'reversal_transaction_id',
    'created_at',
    'updated_at',
    'approved_at',
    'reversed_at',
    'refund_requested_at',
    'refund_requested_by',
    'refund_reason',
  ],
};

const BOM = '\uFEFF';

@QueryHandler(ExportFinanceCsvQuery)
export class ExportFinanceCsvHandler implements IQueryHandler<ExportFinanceCsvQuery> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  execute({ resource, list }: ExportFinanceCsvQuery): Promise<FinanceCsv> {
    const fileName = `${resource}-${new Date().toISOString().slice(0, 10)}.csv`;
    const spec = FINANCE_RESOURCES[resource] as AdminResource<Record<string, unknown>>;
    return Promise.resolve({ fileName, chunks: this.chunks(spec, CSV_COLUMNS[resource], list) });
  }

  private async *chunks(
    spec: AdminResource<Record<string, unknown>>,
    columns: readonly string[],
    list: AdminListQuery,
  ): AsyncGenerator<string, void, undefined> {
    let header = BOM + csvLine([...columns]);
    for await (const rows of cursorBatches(this.db, adminListSql(spec, list))) {
      yield (
        header +
        rows
          .map((row) => {
            const record = spec.map(row);
            return csvLine(columns.map((c) => record[c]));
          })
          .join('')
      );
      header = '';
    }
    if (header) yield header;
  }
}
