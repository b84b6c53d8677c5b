import { Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, type MemberPrincipal, MemberOnly } from '@dating/platform';
import { CheckoutService } from '../../payments/checkout.service.js';
import { usd } from '../../payments/payment-provider.js';

export interface CreditPackItem {
  id: string;
  name: string;
  credits: number;
  /** USD, e.g. 39.99. */
  price: number;
  segpay_price_point_id: string;
  /** The hosted payment page to open (what segpay/get-url answers); null when not available. */
  payment_link: string | null;
  best: boolean;
  'one-time': boolean;
  /** False for a one-time pack this member already bought. */
  available: boolean;
}

/**
 * credit/load-credit-packs (men only): the active packs in display order, with the spec's flags
 * `best` and `one-time`. A one-time pack this member already bought stays in the list (so the page
 * can say so) with `available: false` and `payment_link: null`; segpay/get-url refuses it (10034).
 */
@Controller('api')
export class LoadCreditPacksController {
  constructor(@Inject(CheckoutService) private readonly checkouts: CheckoutService) {}

  @Post('credit/load-credit-packs')
  @MemberOnly('man')
  async load(@CurrentMember() member: MemberPrincipal): Promise<CreditPackItem[]> {
    await this.checkouts.requireAccount(member.id);
    const [packs, bought] = await Promise.all([this.checkouts.activePacks(), this.checkouts.oneTimePacksBought(member.id)]);
    const items: CreditPackItem[] = [];
    for (const pack of packs) {
      const available = !(pack.one_time && bought.has(pack.id));
      items.push({
        id: pack.id,
        name: pack.name,
        credits: pack.credits,
        price: usd(pack.price_usd_cents),
        segpay_price_point_id: pack.segpay_price_point_id,
        payment_link: available ? (await this.checkouts.paymentLink(member.id, pack)).url : null,
        best: pack.best,
        'one-time': pack.one_time,
        available,
      });
    }
    return items;
  }
}
