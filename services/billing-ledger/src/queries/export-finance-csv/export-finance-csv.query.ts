import { Query } from '@nestjs/cqrs';
import type { AdminListQuery } from '@dating/platform';

/** The resources finance exports as CSV. */
export type ExportableResource = 'ledger-statements' | 'payments';

export interface FinanceCsv {
  /** e.g. `ledger-statements-2026-11-23.csv` (UTC date of the export). */
  fileName: string;
  /**
   * The CSV text in pieces: the header line (after a UTF-8 byte order mark, so spreadsheet apps
   * read non-Latin names right) with the first batch, then a batch of lines each. Reading the first
   * piece runs the query; stopping early closes the cursor.
   */
  chunks: AsyncGenerator<string, void, undefined>;
}

/** Every record of a list request (its `filter` and `sort`; the range is ignored), as CSV. */
export class ExportFinanceCsvQuery extends Query<FinanceCsv> {
  constructor(
    readonly resource: ExportableResource,
    readonly list: AdminListQuery,
  ) {
    super();
  }
}
