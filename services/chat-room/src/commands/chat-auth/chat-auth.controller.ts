import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { extractAccessToken } from '@dating/platform';
import { ChatTokens } from '../../auth/chat-tokens.js';

type AuthBody = Record<string, unknown> | undefined;

/**
 * The chat API's auth (spec section 7): login with the SITE token, then chat tokens only. Each
 * answer is the site envelope (`status`, `result`); any token problem is HTTP 401, which the
 * member site's refresh queue answers by refreshing once and replaying.
 */
@Controller('chat-api/v1/auth')
export class ChatAuthController {
  constructor(@Inject(ChatTokens) private readonly tokens: ChatTokens) {}

  /** body `access_token` (the site token; a Bearer header works too) → `user`, `tokens.access`, `tokens.refresh`. */
  @Post('login')
  @HttpCode(200)
  login(@Req() req: Request) {
    return this.tokens.login(extractAccessToken(req));
  }

  /** body `refresh_token` → `user`, `token` (a new access token; the refresh token stays). */
  @Post('update-access-token')
  @HttpCode(200)
  updateAccessToken(@Body() body: AuthBody) {
    return this.tokens.updateAccessToken(body?.refresh_token);
  }

  /** body `refresh_token` → `user`, `tokens` (both new; the one presented is used up, and reusing it revokes its family). */
  @Post('refresh-tokens')
  @HttpCode(200)
  refreshTokens(@Body() body: AuthBody) {
    return this.tokens.refreshTokens(body?.refresh_token);
  }

  /** body `token` (or a Bearer header): a chat access token → `valid`, `user`; anything else is 401. */
  @Post('verify-token')
  @HttpCode(200)
  async verifyToken(@Req() req: Request, @Body() body: AuthBody) {
    const token = typeof body?.token === 'string' && body.token ? body.token : extractAccessToken(req);
    const member = await this.tokens.verifyAccess(token ?? '');
    return { valid: true, userId: member.id, userType: member.userType };
  }

  /** body `refresh_token`: ends the chat tokens' family (the site stays signed in). */
  @Post('logout')
  @HttpCode(200)
  async logout(@Body() body: AuthBody) {
    await this.tokens.logout(body?.refresh_token);
    return { loggedOut: true };
  }
}
