import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { ContactStatusView } from '../../domain/contact-requests.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { RequestContactsCommand } from './request-contacts.command.js';
import { ContactRequestDto } from './request-contacts.dto.js';

@Controller('api')
@RecordsActivity()
export class RequestContactsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /**
   * POST /api/realinfo/make-request `user_id` → the request's status ('process'), its price and
   * time. Men only (a woman: 10024); 10034 "You already sent request earlier!" for a second one;
   * billing's 10025 when his credits do not cover the price.
   */
  @Post('realinfo/make-request')
  @MemberOnly('man')
  request(@CurrentMember() member: MemberPrincipal, @Body() dto: ContactRequestDto): Promise<ContactStatusView> {
    return this.commands.execute(new RequestContactsCommand(member.id, dto.user_id));
  }
}
