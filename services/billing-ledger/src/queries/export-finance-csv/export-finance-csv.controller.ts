import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, logger, parseAdminListQuery, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { FINANCE_RESOURCES } from '../../infrastructure/finance-resources.js';
import { type ExportableResource, ExportFinanceCsvQuery } from './export-finance-csv.query.js';

/**
 * `GET /admin-api/ledger-statements/export.csv` and `GET /admin-api/payments/export.csv` (finance;
 * admins pass too): every record the list's `filter` and `sort` select (the same parameters as
 * the list; `range` is ignored), streamed as CSV (`text/csv; charset=utf-8`, `Content-Disposition:
 * attachment; filename="<resource>-<YYYY-MM-DD>.csv"`), read from a cursor in batches so a large
 * export never sits in memory. A bad parameter answers the admin API's JSON error before any CSV;
 * a failure midway cuts the download (the file is then visibly incomplete: no clean end).
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class ExportFinanceCsvController {
  private readonly log = logger('finance.export');

  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('ledger-statements/export.csv')
  statements(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.export('ledger-statements', query, res);
  }

  @Get('payments/export.csv')
  payments(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.export('payments', query, res);
  }

  private async export(resource: ExportableResource, query: Record<string, unknown>, res: Response): Promise<void> {
    const list = parseAdminListQuery(query, FINANCE_RESOURCES[resource]);
    const csv = await this.queries.execute(new ExportFinanceCsvQuery(resource, list));
    try {
      // The first piece runs the query: a failure here still answers JSON.
      const first = await csv.chunks.next();
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${csv.fileName}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (!first.done && !(await write(res, first.value))) return;
      for await (const chunk of csv.chunks) {
        if (!(await write(res, chunk))) return;
      }
      res.end();
    } catch (err) {
      if (!res.headersSent) throw err;
      this.log.error({ err, resource }, 'CSV export failed midway');
      res.destroy(err as Error);
    } finally {
      await csv.chunks.return(undefined);
    }
  }
}

/** Writes one piece, waiting while the client's buffer is full; false when the client has gone. */
async function write(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (res.write(chunk)) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
  return !res.destroyed;
}
