import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Client } from '../../http/client-info.decorator.js';
import type { ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { RecordClickDto } from './record-click.dto.js';
import { RecordClickHandler } from './record-click.handler.js';

@Controller('api')
export class RecordClickController {
  constructor(@Inject(RecordClickHandler) private readonly handler: RecordClickHandler) {}

  /** POST /api/v2/webmaster/new-click: ip, pid, sid, userAgent → result true. */
  @Post('v2/webmaster/new-click')
  record(@Body() dto: RecordClickDto, @Client() client: ClientInfo): Promise<true> {
    return this.handler.execute(dto, client);
  }
}
