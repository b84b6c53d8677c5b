import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, OneOf, type ServiceDb } from '@dating/platform';
import { allChosenFound } from '../../domain/letters.js';
import { MailError } from '../../domain/mail-errors.js';
import { ChosenIds } from '../../http/validation.js';
import { MAIL_DB } from '../../mail.tokens.js';

export const STAR_TARGETS = ['letter', 'dialog'] as const;

export interface Starred {
  message_id: number[];
  is_starred: boolean;
}

/**
 * starred/add and starred/delete (`target_id`, `action`): sets or clears the star on the caller's
 * own mailbox rows. `action` says what `target_id` names: `letter` (default; letter ids) or
 * `dialog` (companion ids: every letter of those dialogs). The client toggles by calling one or the other.
 * One chosen that is not in the caller's mailbox answers MAIL.LETTER_NOT_FOUND and changes no star.
 */
export class StarLettersCommand extends Command<Starred> {
  constructor(
    readonly ownerId: string,
    readonly starred: boolean,
    readonly target: (typeof STAR_TARGETS)[number],
    readonly ids: string[],
  ) {
    super();
  }
}

@CommandHandler(StarLettersCommand)
export class StarLettersHandler implements ICommandHandler<StarLettersCommand> {
  constructor(@Inject(MAIL_DB) private readonly db: ServiceDb) {}

  async execute({ ownerId, starred, target, ids }: StarLettersCommand): Promise<Starred> {
    if (!ids.length) throw new MailError('MAIL.NOTHING_CHOSEN');
    const match = target === 'letter' ? 'letter_id = ANY($2::bigint[])' : 'companion_id = ANY($2::bigint[])';
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ letter_id: string; companion_id: string }>(
        `WITH u AS (UPDATE mail.mailbox SET starred = $3 WHERE owner_id = $1 AND ${match} RETURNING letter_id, companion_id)
         SELECT letter_id::text, companion_id::text FROM u`,
        [ownerId, ids, starred],
      );
      // One chosen that is not in the caller's mailbox: not found, and the transaction takes every star back.
      if (
        !allChosenFound(
          ids,
          rows.map((r) => (target === 'letter' ? r.letter_id : r.companion_id)),
        )
      )
        throw new MailError('MAIL.LETTER_NOT_FOUND');
      return { message_id: rows.map((r) => Number(r.letter_id)).sort((a, b) => a - b), is_starred: starred };
    });
  }
}

export class StarDto {
  /** Left out or empty: 10001 'You didn't choose mail for this operation', as for the other bulk calls. */
  @ChosenIds('target_id')
  target_id?: string[];

  @OneOf('action', STAR_TARGETS, { required: false })
  action?: (typeof STAR_TARGETS)[number];
}

@Controller('api')
export class StarLettersController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/starred/add `target_id`, `action` → the starred letters. */
  @Post('starred/add')
  @MemberOnly()
  add(@CurrentMember() member: MemberPrincipal, @Body() dto: StarDto): Promise<Starred> {
    return this.commands.execute(new StarLettersCommand(member.id, true, dto.action ?? 'letter', dto.target_id ?? []));
  }

  /** POST /api/starred/delete `target_id`, `action` → the letters unstarred. */
  @Post('starred/delete')
  @MemberOnly()
  remove(@CurrentMember() member: MemberPrincipal, @Body() dto: StarDto): Promise<Starred> {
    return this.commands.execute(new StarLettersCommand(member.id, false, dto.action ?? 'letter', dto.target_id ?? []));
  }
}
