import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors } from '@dating/platform';
import type { Response } from 'express';
import type { ClientInfo } from '../../domain/client.js';
import { IdentityError } from '../../domain/identity-errors.js';
import { Client } from '../../http/client-info.decorator.js';
import { VerifyStaffSecondFactorCommand } from './verify-staff-second-factor.command.js';
import { VerifyStaffSecondFactorDto } from './verify-staff-second-factor.dto.js';

@Controller('admin-api/auth')
@AdminApiErrors()
export class VerifyStaffSecondFactorController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** `POST /admin-api/auth/verify` `{ ticket, code }` or `{ ticket, recovery_code }` → `{ access_token, expires_at, staff }`. */
  @Post('verify')
  async verify(@Body() dto: VerifyStaffSecondFactorDto, @Client() client: ClientInfo, @Res() res: Response): Promise<void> {
    if (dto.code !== undefined && dto.recovery_code !== undefined && dto.recovery_code !== null) {
      throw new IdentityError('IDENTITY.INVALID_INPUT', 'Give either the code of your authenticator app or a recovery code, not both');
    }
    const proof = dto.code === undefined ? { recoveryCode: dto.recovery_code! } : { code: dto.code };
    res.status(200).json(await this.commands.execute(new VerifyStaffSecondFactorCommand(dto.ticket, proof, client)));
  }
}
