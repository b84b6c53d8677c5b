import { Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentPrincipal, type Principal, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { SignOutCommand } from './sign-out.command.js';

@Controller('admin-api/auth')
@AdminApiErrors()
export class StaffSignOutController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** `POST /admin-api/auth/sign-out` (staff token) → `{ signed_out: true }`; the token is refused from the next request on. */
  @Post('sign-out')
  @StaffOnly()
  async signOut(@CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    await this.commands.execute(new SignOutCommand(principal));
    res.status(200).json({ signed_out: true });
  }
}
