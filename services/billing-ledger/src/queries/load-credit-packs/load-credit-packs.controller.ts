import { Controller, Inject, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type MemberPrincipal, MemberOnly } from '@dating/platform';
import { PrepareCheckoutsCommand } from '../../commands/prepare-checkouts/prepare-checkouts.command.js';
import { type CreditPackItem, creditPackItem, LoadCreditPacksQuery } from './load-credit-packs.query.js';

/**
 * credit/load-credit-packs (men only): the active packs in display order, with the spec's flags
 * `best` and `one-time` and each pack's payment link (spec section 3: a credit pack has a payment
 * link). A one-time pack this member already bought stays in the list (so the page can say so)
 * with `available: false` and `payment_link: null`; segpay/get-url refuses it (10034).
 *
 * Reading the packs is a query; the links are a command (PrepareCheckoutsCommand), because a link
 * needs an open checkout, which is written when the member has none for the pack.
 */
@Controller('api')
export class LoadCreditPacksController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Post('credit/load-credit-packs')
  @MemberOnly('man')
  async load(@CurrentMember() member: MemberPrincipal): Promise<CreditPackItem[]> {
    const offers = await this.queries.execute(new LoadCreditPacksQuery(member.id));
    const available = offers.filter((o) => o.available).map((o) => o.pack);
    const links = await this.commands.execute(new PrepareCheckoutsCommand(member.id, available));
    return offers.map((offer) => creditPackItem(offer, links.get(offer.pack.id) ?? null));
  }
}
