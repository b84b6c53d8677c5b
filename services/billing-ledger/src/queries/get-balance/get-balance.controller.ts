import { Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, EnvelopeResult, type MemberPrincipal, MemberOnly, ok } from '@dating/platform';
import { GetBalanceQuery } from './get-balance.query.js';

/** credit/get-balance: men only; answers `status` and `credits` (the available balance). */
@Controller('api')
export class GetBalanceController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post('credit/get-balance')
  @MemberOnly('man')
  async getBalance(@CurrentMember() member: MemberPrincipal): Promise<EnvelopeResult<{ credits: number; posted: number; held: number }>> {
    const balance = await this.queries.execute(new GetBalanceQuery(member.id));
    return new EnvelopeResult(ok({ credits: balance.available, posted: balance.posted, held: balance.held }, { credits: balance.available }));
  }
}
