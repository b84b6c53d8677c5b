import { Body, Controller, Headers, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentPrincipal, type Principal, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { billingError } from '../../billing-site-codes.js';
import { requireStorable } from '../../infrastructure/pg-text.js';
import { GrantCreditsCommand } from './grant-credits.command.js';
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
@AdminApiErrors()
export class GrantCreditsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

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
    if (key !== undefined && (key.length < 1 || key.length > 200))
      throw billingError('BILLING.INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key must be 1 to 200 characters');
    const grant = await this.commands.execute(new GrantCreditsCommand(accountId, dto.credits, dto.reason, principal.id, key));
    res.status(grant.replayed ? 200 : 201).json({
      id: grant.grantId,
      account_id: accountId,
      credits: grant.credits,
      reason: grant.reason,
      staff_id: grant.staffId,
      balance: grant.balance,
      replayed: grant.replayed,
    });
  }
}
