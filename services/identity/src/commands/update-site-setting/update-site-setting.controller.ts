import { Body, Controller, Inject, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, requireStorableText, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { UpdateSiteSettingCommand } from './update-site-setting.command.js';
import { UpdateSiteSettingDto } from './update-site-setting.dto.js';

@Controller('admin-api')
@AdminApiErrors()
export class UpdateSiteSettingController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** `PUT /admin-api/site-settings/:key` `{ value }` (admin) → the setting record `{ id, key, value, type, description, updated_at, updated_by }`. */
  @Put('site-settings/:id')
  @StaffOnly('admin')
  async update(@Param('id') key: string, @Body() dto: UpdateSiteSettingDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.commands.execute(new UpdateSiteSettingCommand(requireStorableText('id', key), dto.value, actor)));
  }
}
