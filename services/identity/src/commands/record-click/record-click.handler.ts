import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Sql } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { RecordClickCommand } from './record-click.command.js';

/** Stores an affiliate click with both the reported and the observed address. */
@CommandHandler(RecordClickCommand)
export class RecordClickHandler implements ICommandHandler<RecordClickCommand> {
  constructor(@Inject(IDENTITY_DB) private readonly sql: Sql) {}

  async execute({ click, client }: RecordClickCommand): Promise<true> {
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
