import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RawInput } from '@dating/platform';
import type { PostbackRequest } from '../payment-provider.js';
import { PostbackService } from './postback.service.js';

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 500: 'Error' };

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
export class PostbackController {
  constructor(@Inject(PostbackService) private readonly postbacks: PostbackService) {}

  @Post(':provider')
  async post(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answer(provider, req, res);
  }

  @Get(':provider')
  async get(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answer(provider, req, res);
  }

  private async answer(provider: string, req: Request, res: Response): Promise<void> {
    const result = await this.postbacks.handle(provider, postbackRequest(req));
    res
      .status(result.status)
      .type('text/plain')
      .send(STATUS_TEXT[result.status] ?? 'Refused');
  }
}

export function postbackRequest(req: Request): PostbackRequest {
  return {
    method: req.method,
    headers: req.headers,
    query: req.query as Record<string, unknown>,
    body: req.body,
    rawBody: (req as Request & { rawBody?: Buffer }).rawBody,
    ip: req.ip,
  };
}
