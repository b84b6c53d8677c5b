import { Command } from '@nestjs/cqrs';
import type { ClientInfo } from '../../domain/client.js';

/** An affiliate click: `pid` partner, `sid` sub-id, the address and user agent the browser reported. */
export class RecordClickCommand extends Command<true> {
  constructor(
    readonly click: { pid: string; sid: string | null; reportedIp: string | null; userAgent: string | null },
    readonly client: ClientInfo,
  ) {
    super();
  }
}
