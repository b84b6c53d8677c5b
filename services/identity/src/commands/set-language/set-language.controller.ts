import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { Language } from '@dating/rules';
import { SetLanguageCommand } from './set-language.command.js';
import { SetLanguageDto } from './set-language.dto.js';

@Controller('api')
export class SetLanguageController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/user/settings/set-language: language 'en' | 'ru' → { language }. */
  @Post('user/settings/set-language')
  @MemberOnly()
  set(@CurrentMember() member: MemberPrincipal, @Body() dto: SetLanguageDto): Promise<{ language: Language }> {
    return this.commands.execute(new SetLanguageCommand(member, dto.language));
  }
}
