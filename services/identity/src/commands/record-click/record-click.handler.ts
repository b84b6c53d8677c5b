import { Inject, Injectable } from '@nestjs/common';
import type { ServiceDatabase } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';
import type { ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import type { RecordClickDto } from './record-click.dto.js';

/** Stores an affiliate click with both the reported and the observed address. */
@Injectable()
export class RecordClickHandler {
  constructor(@Inject(IDENTITY_DB) private readonly db: ServiceDatabase) {}

  async execute(dto: RecordClickDto, client: ClientInfo): Promise<true> {
    await this.db.dataSource.query(`INSERT INTO identity.affiliate_clicks (pid, sid, reported_ip, remote_ip, user_agent) VALUES ($1, $2, $3, $4, $5)`, [
      dto.pid,
      dto.sid || null,
      dto.ip || null,
      client.ip,
      dto.userAgent || client.userAgent,
    ]);
    return true;
  }
}
