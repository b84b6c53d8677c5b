import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Sql } from '@dating/platform';
import type { Language } from '@dating/rules';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { SetLanguageCommand } from './set-language.command.js';

@CommandHandler(SetLanguageCommand)
export class SetLanguageHandler implements ICommandHandler<SetLanguageCommand> {
  constructor(@Inject(IDENTITY_DB) private readonly sql: Sql) {}

  async execute({ member, language }: SetLanguageCommand): Promise<{ language: Language }> {
    await this.sql.query(`UPDATE identity.members SET language = $2 WHERE id = $1 AND language <> $2`, [member.id, language]);
    return { language };
  }
}
