import { randomUUID } from 'node:crypto';
import { Body, Controller, Headers, Inject, Param, Post, Res } from '@nestjs/common';
import { CurrentPrincipal, type Principal, SiteError, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { LedgerService } from '../../application/ledger.service.js';
import { siteErrorOf } from '../../application/refusal-codes.js';
import { requireStorable } from '../../infrastructure/pg-text.js';
import { GrantCreditsDto } from './grant-credits.dto.js';

/**
 * `POST /admin-api/accounts/:id/grants` `{ credits, reason }` (finance; admins pass too): gives a
 * man credits (GrantCredits), recording the staff member and the reason. An optional
 * `Idempotency-Key` header makes a retried request safe: the same key with the same body answers
 * the first grant again (nothing more is given), with another body it is refused (10027).
 * Answers 201 with `{ id, account_id, credits, reason, staff_id, balance: { posted, held, available } }`
 * (plain JSON, as the rest of the admin API).
 */
@Controller('admin-api')
@StaffOnly('finance')
export class GrantCreditsController {
  constructor(@Inject(LedgerService) private readonly ledger: LedgerService) {}

  @Post('accounts/:id/grants')
  async grant(
    @Param('id') accountId: string,
    @Body() dto: GrantCreditsDto,
    @CurrentPrincipal() principal: Principal,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    requireStorable('account id', accountId);
    const key = idempotencyKey?.trim();
    if (key !== undefined && (key.length < 1 || key.length > 200)) throw new SiteError(10002, 'Idempotency-Key must be 1 to 200 characters');
    const outcome = await this.ledger.execute({
      accountId,
      actor: `staff:${principal.id}`,
      idempotencyKey: key ? `grant:${key}` : undefined,
      command: { type: 'GrantCredits', grantId: randomUUID(), credits: dto.credits, reason: dto.reason, staffId: principal.id },
    });
    if (!outcome.ok) throw siteErrorOf(outcome.code, outcome.message);
    const event = outcome.events.find((e) => e.type === 'CreditsGranted');
    if (!event || event.type !== 'CreditsGranted') throw new SiteError(10400);
    res.status(outcome.replayed ? 200 : 201).json({
      id: event.grantId,
      account_id: accountId,
      credits: event.credits,
      reason: event.reason,
      staff_id: event.staffId,
      balance: outcome.balance,
      replayed: outcome.replayed,
    });
  }
}
