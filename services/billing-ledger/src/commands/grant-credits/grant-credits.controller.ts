import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { GrantCreditsCommand } from './grant-credits.command.js';
import { GrantCreditsDto } from './grant-credits.dto.js';

/**
 * `POST /admin-api/grants` `{ account_id, credits, reason, idempotency_key }` (finance; admins pass
 * too): gives a man credits (GrantCredits, a `CreditsGranted` event in his statement), recording
 * the staff member and the reason. `idempotency_key` is a UUID the form generates once: the same
 * key with the same body answers the first grant again (200, `replayed: true`, nothing more is
 * given), with another body it is refused (10027, 409). Answers 201 with the `grants` record
 * `{ id, account_id, member_name, credits, reason, staff_id, actor, version, occurred_at }` plus
 * `balance: { posted, held, available }` and `replayed`. No account 10005; a woman 10024.
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class GrantCreditsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('grants')
  async grant(@Body() dto: GrantCreditsDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    const result = await this.commands.execute(
      new GrantCreditsCommand(dto.account_id, dto.credits, dto.reason.trim(), dto.idempotency_key.toLowerCase(), actor),
    );
    res.status(result.replayed ? 200 : 201).json({ ...result.grant, balance: result.balance, replayed: result.replayed });
  }
}
