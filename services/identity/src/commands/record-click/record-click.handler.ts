import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Sql } from '@dating/platform';
import { addressKey } from '../../domain/rate-limit.js';
import { AFFILIATE_CLICK_LIMIT } from '../../domain/request-limits.js';
import { RequestLimits } from '../../infrastructure/persistence/request-limits.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { RecordClickCommand } from './record-click.command.js';

/**
 * Stores an affiliate click with both the reported and the observed address, at most
 * AFFILIATE_CLICK_LIMIT an hour from one observed address (more answers 10034 and stores nothing).
 */
@CommandHandler(RecordClickCommand)
export class RecordClickHandler implements ICommandHandler<RecordClickCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly sql: Sql,
    @Inject(RequestLimits) private readonly limits: RequestLimits,
  ) {}

  async execute({ click, client }: RecordClickCommand): Promise<true> {
    if (client.ip) await this.limits.countIn([{ scope: 'affiliate-click:address', key: addressKey(client.ip), limit: AFFILIATE_CLICK_LIMIT }]);
    await this.sql.query(`INSERT INTO identity.affiliate_clicks (pid, sid, reported_ip, remote_ip, user_agent) VALUES ($1, $2, $3, $4, $5)`, [
      click.pid,
      click.sid,
      click.reportedIp,
      client.ip,
      click.userAgent ?? client.userAgent,
    ]);
    return true;
  }
}
