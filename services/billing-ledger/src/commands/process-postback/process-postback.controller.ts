import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { logger, RawInput } from '@dating/platform';
import type { Request, Response } from 'express';
import { receivePostback } from './postback-input.js';
import { ProcessPostbackCommand } from './process-postback.command.js';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  500: 'Error',
};

/**
 * The payment providers' server-to-server postbacks: `POST /payments/postback/:provider` (and GET,
 * which Segpay can use). The answer is plain text for the provider, never the site envelope: `OK`
 * with 200 once processed (duplicates included), a 4xx when refused, 500 when it should retry.
 * Why a postback was refused is recorded in billing.postbacks, not told to the caller. `RawInput`:
 * the platform's hostile-input guard lets postbacks through, because each must be recorded as it
 * came before it is judged.
 */
@RawInput()
@Controller('payments/postback')
export class ProcessPostbackController {
  private readonly log = logger('payments');

  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':provider')
  async post(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answer(provider, req, res);
  }

  @Get(':provider')
  async get(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answer(provider, req, res);
  }

  private async answer(provider: string, req: Request, res: Response): Promise<void> {
    let status: number;
    let abandoned = false;
    try {
      const input = await receivePostback(req, String(provider));
      abandoned = input.abandoned;
      status = (await this.commands.execute(new ProcessPostbackCommand(String(provider), input))).status;
    } catch (err) {
      // Only our own trouble gets here (e.g. the database is down): the provider should retry.
      this.log.error({ err }, 'postback could not be recorded');
      status = 500;
    }
    if (res.headersSent) return;
    // The rest of a body too large to drain is not read: the connection ends with the answer.
    if (abandoned) res.set('Connection', 'close');
    res
      .status(status)
      .type('text/plain')
      .send(STATUS_TEXT[status] ?? 'Refused');
  }
}
