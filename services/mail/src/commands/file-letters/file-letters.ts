import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { allChosenFound, mayDelete, type Payment } from '../../domain/letters.js';
import { MailError } from '../../domain/mail-errors.js';
import { ChosenIds } from '../../http/validation.js';
import { MAIL_DB } from '../../mail.tokens.js';

/**
 * Trash and restore (spec section 4): letter/remove and letter/restore (`message_id`, a JSON list
 * of letter ids), letter/remove-dialog and letter/restore-dialog (`target_id`, a JSON list of
 * companion ids). Each member files her own mailbox rows: the companion's copy does not move.
 * Unanswered or unopened received letters cannot be deleted; one such letter refuses the whole
 * call and nothing moves. No letter or dialog chosen answers MAIL.NOTHING_CHOSEN (spec section 8); one
 * chosen that is not in the caller's mailbox answers MAIL.LETTER_NOT_FOUND and nothing moves.
 */
export type FileAction = 'remove' | 'restore';
export type FileScope = 'letters' | 'dialogs';

export interface FiledLetters {
  /** The letters that moved. */
  message_id: number[];
  isDeleted: boolean;
}

export class FileLettersCommand extends Command<FiledLetters> {
  constructor(
    readonly ownerId: string,
    readonly action: FileAction,
    readonly scope: FileScope,
    readonly ids: string[],
  ) {
    super();
  }
}

@CommandHandler(FileLettersCommand)
export class FileLettersHandler implements ICommandHandler<FileLettersCommand> {
  constructor(@Inject(MAIL_DB) private readonly db: ServiceDb) {}

  async execute({ ownerId, action, scope, ids }: FileLettersCommand): Promise<FiledLetters> {
    if (!ids.length) throw new MailError('MAIL.NOTHING_CHOSEN');
    const remove = action === 'remove';
    const match = scope === 'letters' ? 'm.letter_id = ANY($2::bigint[])' : 'm.companion_id = ANY($2::bigint[])';
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{
        letter_id: string;
        companion_id: string;
        side: 'in' | 'out';
        opened_at: Date | null;
        answered_at: Date | null;
        payment: Payment;
        trashed: boolean;
      }>(
        `SELECT m.letter_id::text, m.companion_id::text, m.side, l.opened_at, l.answered_at, l.payment, m.trashed_at IS NOT NULL AS trashed
           FROM mail.mailbox m JOIN mail.letters l ON l.id = m.letter_id
          WHERE m.owner_id = $1 AND ${match}
          FOR UPDATE OF m`,
        [ownerId, ids],
      );
      // Another member's letters or dialogs are not found: they are not in this mailbox.
      if (
        !allChosenFound(
          ids,
          rows.map((r) => (scope === 'letters' ? r.letter_id : r.companion_id)),
        )
      )
        throw new MailError('MAIL.LETTER_NOT_FOUND');
      const moving = rows.filter((r) => r.trashed !== remove);
      if (remove && moving.some((r) => !mayDelete(r))) throw new MailError('MAIL.CANNOT_DELETE');
      if (moving.length) {
        await tx.query(`UPDATE mail.mailbox SET trashed_at = ${remove ? 'now()' : 'NULL'} WHERE owner_id = $1 AND letter_id = ANY($2::bigint[])`, [
          ownerId,
          moving.map((r) => r.letter_id),
        ]);
      }
      return { message_id: moving.map((r) => Number(r.letter_id)).sort((a, b) => a - b), isDeleted: remove };
    });
  }
}

/** `message_id`: the letters, a JSON list (or one id); none given is left to the command. */
export class LetterIdsDto {
  @ChosenIds('message_id')
  message_id?: string[];
}

/** `target_id`: the companions whose dialogs, a JSON list (or one id); none given is left to the command. */
export class DialogIdsDto {
  @ChosenIds('target_id')
  target_id?: string[];
}

@Controller('api')
export class FileLettersController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/letter/remove `message_id` → the letters moved to the trash. */
  @Post('letter/remove')
  @MemberOnly()
  remove(@CurrentMember() member: MemberPrincipal, @Body() dto: LetterIdsDto): Promise<FiledLetters> {
    return this.commands.execute(new FileLettersCommand(member.id, 'remove', 'letters', dto.message_id ?? []));
  }

  /** POST /api/letter/restore `message_id` → the letters back from the trash. */
  @Post('letter/restore')
  @MemberOnly()
  restore(@CurrentMember() member: MemberPrincipal, @Body() dto: LetterIdsDto): Promise<FiledLetters> {
    return this.commands.execute(new FileLettersCommand(member.id, 'restore', 'letters', dto.message_id ?? []));
  }

  /** POST /api/letter/remove-dialog `target_id` → every letter of those dialogs moved to the trash. */
  @Post('letter/remove-dialog')
  @MemberOnly()
  removeDialog(@CurrentMember() member: MemberPrincipal, @Body() dto: DialogIdsDto): Promise<FiledLetters> {
    return this.commands.execute(new FileLettersCommand(member.id, 'remove', 'dialogs', dto.target_id ?? []));
  }

  /** POST /api/letter/restore-dialog `target_id` → those dialogs back from the trash. */
  @Post('letter/restore-dialog')
  @MemberOnly()
  restoreDialog(@CurrentMember() member: MemberPrincipal, @Body() dto: DialogIdsDto): Promise<FiledLetters> {
    return this.commands.execute(new FileLettersCommand(member.id, 'restore', 'dialogs', dto.target_id ?? []));
  }
}
