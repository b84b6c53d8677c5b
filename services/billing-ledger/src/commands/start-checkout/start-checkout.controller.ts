import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, type MemberPrincipal, MemberOnly } from '@dating/platform';
import { StartCheckoutCommand } from './start-checkout.command.js';
import { StartCheckoutDto } from './start-checkout.dto.js';

/**
 * segpay/get-url (men only): `price_point_id` and `credit_pack_id` must name the same active pack
 * (unknown or inactive pack 10404, a price point of another pack 10002); a one-time pack this
 * member already bought is refused with 10034. Opens (or reuses) the member's pending checkout
 * for the pack and answers the hosted payment page URL as `result`, a string: the body is the
 * payment link. The same link is each pack's `payment_link` in credit/load-credit-packs.
 */
@Controller('api')
export class StartCheckoutController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('segpay/get-url')
  @MemberOnly('man')
  getUrl(@CurrentMember() member: MemberPrincipal, @Body() dto: StartCheckoutDto): Promise<string> {
    return this.commands.execute(new StartCheckoutCommand(member.id, dto.credit_pack_id.trim(), dto.price_point_id.trim()));
  }
}
