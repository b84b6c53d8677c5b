import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { ClientInfo } from '../domain/client.js';

/**
 * The caller's address (behind the trusted proxy: the forwarded client address) and user agent,
 * for sessions, throttling and click records.
 */
export const Client = createParamDecorator((_data: unknown, ctx: ExecutionContext): ClientInfo => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return { ip: req.ip || null, userAgent: req.header('user-agent')?.slice(0, 512) || null };
});
