import { applyDecorators, type CanActivate, type ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { extractAccessToken, type Principal, SiteError } from '@dating/platform';
import { ChatTokens } from './chat-tokens.js';

/**
 * The chat API's guard: a chat ACCESS token (Bearer header, or `access_token` as the Site API
 * takes it) of a member whose session is open. A site token, a refresh token or a staff token is
 * refused with 401, which the member site answers by refreshing its chat token.
 */
@Injectable()
export class ChatAuthGuard implements CanActivate {
  constructor(@Inject(ChatTokens) private readonly tokens: ChatTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const token = extractAccessToken(req);
    if (!token) throw new SiteError(401);
    req.principal = await this.tokens.verifyAccess(token);
    return true;
  }
}

/** A chat API route for a member holding a chat access token; read her with @CurrentMember(). */
export const ChatMemberOnly = (): MethodDecorator & ClassDecorator => applyDecorators(UseGuards(ChatAuthGuard));
