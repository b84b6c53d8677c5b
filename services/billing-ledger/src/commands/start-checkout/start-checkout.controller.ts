import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, type MemberPrincipal, MemberOnly, SiteError } from '@dating/platform';
import { CheckoutService } from '../../payments/checkout.service.js';
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
  constructor(@Inject(CheckoutService) private readonly checkouts: CheckoutService) {}

  @Post('segpay/get-url')
  @MemberOnly('man')
  async getUrl(@CurrentMember() member: MemberPrincipal, @Body() dto: StartCheckoutDto): Promise<string> {
    const pack = await this.checkouts.activePack(dto.credit_pack_id.trim());
    if (!pack) throw new SiteError(10404, 'Credit pack not found');
    if (pack.segpay_price_point_id !== dto.price_point_id.trim()) {
      throw new SiteError(10002, 'The price point does not belong to this credit pack', {
        price_point_id: ['The price point does not belong to this credit pack'],
      });
    }
    await this.checkouts.requireAccount(member.id);
    if (pack.one_time && (await this.checkouts.oneTimePacksBought(member.id)).has(pack.id)) {
      throw new SiteError(10034, undefined, { reason: 'ONE_TIME_PACK_ALREADY_BOUGHT' });
    }
    return (await this.checkouts.paymentLink(member.id, pack)).url;
  }
}
