import { Body, Controller, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UnsubscribeScope } from '../../domain/unsubscribe-link.js';
import { UnsubscribeByLinkCommand } from './unsubscribe-by-link.command.js';

@Controller('api')
export class UnsubscribeByLinkController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /**
   * POST /api/email/unsubscribe, public: `token` in the body (the member site's page, after a click)
   * or in the query (the List-Unsubscribe address a mail client POSTs `List-Unsubscribe=One-Click`
   * to, RFC 8058) → { scope }.
   */
  @Post('email/unsubscribe')
  @HttpCode(200)
  unsubscribe(@Body() body: Record<string, unknown>, @Query('token') queryToken?: unknown): Promise<{ scope: UnsubscribeScope }> {
    return this.commands.execute(new UnsubscribeByLinkCommand(body?.token ?? queryToken));
  }
}
