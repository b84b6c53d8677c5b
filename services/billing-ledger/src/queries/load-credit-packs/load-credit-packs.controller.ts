import { Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type MemberPrincipal, MemberOnly } from '@dating/platform';
import { type CreditPackItem, LoadCreditPacksQuery } from './load-credit-packs.query.js';

/**
 * credit/load-credit-packs (men only): the active packs in display order, with the spec's flags
 * `best` and `one-time`. A one-time pack this member already bought stays in the list (so the page
 * can say so) with `available: false` and `payment_link: null`; segpay/get-url refuses it (10034).
 */
@Controller('api')
export class LoadCreditPacksController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post('credit/load-credit-packs')
  @MemberOnly('man')
  load(@CurrentMember() member: MemberPrincipal): Promise<CreditPackItem[]> {
    return this.queries.execute(new LoadCreditPacksQuery(member.id));
  }
}
