import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, EnvelopeResult, MemberOnly, type MemberPrincipal, ok } from '@dating/platform';
import { GIFT_MESSAGES } from '../../domain/gifts.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import type { GiftSendView } from '../../infrastructure/gifts.js';
import { SendGiftCommand } from './send-gift.command.js';
import { SendGiftDto } from './send-gift.dto.js';

@Controller('api')
@RecordsActivity()
export class SendGiftController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /**
   * POST /api/present/send-to-user `target_user_id`, `gift_id`, `comment`, `client_id` → the sent
   * gift ('packaging') and "Gift sent to processing". Men only (a woman: 10024); billing's 10025
   * when his credits do not cover the price and delivery. Without a `client_id` every call is a new
   * gift; with one, a retry holds and stores once.
   */
  @Post('present/send-to-user')
  @MemberOnly('man')
  async send(@CurrentMember() member: MemberPrincipal, @Body() dto: SendGiftDto): Promise<EnvelopeResult<GiftSendView>> {
    const comment = dto.comment?.trim() ? dto.comment.trim() : null;
    const sent = await this.commands.execute(new SendGiftCommand(member.id, dto.target_user_id, dto.gift_id, comment, dto.client_id ?? randomUUID()));
    return new EnvelopeResult(ok(sent, { message: GIFT_MESSAGES.sent }));
  }
}
