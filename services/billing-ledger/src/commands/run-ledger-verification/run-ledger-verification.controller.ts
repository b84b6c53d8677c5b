import { Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { RunLedgerVerificationCommand } from './run-ledger-verification.command.js';

/**
 * `POST /admin-api/ledger-verifications` (finance; admins pass too; the body is ignored): runs the
 * ledger check now — every balance recomputed from its events and compared with the projection,
 * stream versions dense — and answers 201 with the stored `ledger-verifications` record
 * `{ id, ok, checked_accounts, checked_events, mismatch_count, mismatches: [{ account_id, problem }],
 * ran_at, duration_ms, staff_id }`. The latest is on the finance dashboard.
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class RunLedgerVerificationController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('ledger-verifications')
  async run(@CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    res.status(201).json(await this.commands.execute(new RunLedgerVerificationCommand(actor)));
  }
}
