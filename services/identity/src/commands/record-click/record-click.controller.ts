import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ClientInfo } from '../../domain/client.js';
import { Client } from '../../http/client-info.decorator.js';
import { RecordClickCommand } from './record-click.command.js';
import { RecordClickDto } from './record-click.dto.js';

@Controller('api')
export class RecordClickController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/v2/webmaster/new-click: ip, pid, sid, userAgent → result true. Empty optional fields count as absent. */
  @Post('v2/webmaster/new-click')
  record(@Body() dto: RecordClickDto, @Client() client: ClientInfo): Promise<true> {
    const click = { pid: dto.pid, sid: dto.sid || null, reportedIp: dto.ip || null, userAgent: dto.userAgent || null };
    return this.commands.execute(new RecordClickCommand(click, client));
  }
}
