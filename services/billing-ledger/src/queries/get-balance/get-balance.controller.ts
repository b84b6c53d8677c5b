import { Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, type MemberPrincipal, MemberOnly } from '@dating/platform';
import { BILLING_SQL } from '../../billing-tokens.js';
import type { Sql } from '../../infrastructure/ledger-store.js';
import { readBalance } from '../../ports/ledger.port.js';
import { EnvelopeResult, ok } from '@dating/platform';

/** credit/get-balance: men only; answers `status` and `credits` (the available balance). */
@Controller('api')
export class GetBalanceController {
  constructor(@Inject(BILLING_SQL) private readonly sql: Sql) {}

  @Post('credit/get-balance')
  @MemberOnly('man')
  async getBalance(@CurrentMember() member: MemberPrincipal): Promise<EnvelopeResult<{ credits: number; posted: number; held: number }>> {
    const balance = await readBalance(this.sql, member.id);
    return new EnvelopeResult(ok({ credits: balance.available, posted: balance.posted, held: balance.held }, { credits: balance.available }));
  }
}
