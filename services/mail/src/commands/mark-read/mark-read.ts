import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, encodeEvent, MemberOnly, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { LetterReadEvent } from '../../contracts/mail-events.js';
import { allChosenFound, isPaid, type Payment } from '../../domain/letters.js';
import { MailError } from '../../domain/mail-errors.js';
import { MAIL_DB } from '../../mail.tokens.js';
import { DialogIdsDto, LetterIdsDto } from '../file-letters/file-letters.js';

export interface MarkedRead {
  /** The letters opened now, with the open time stamped. */
  message_id: number[];
  time_open: string;
}

/**
 * letter/mark-as-read (`message_id`) and letter/mark-read-dialog (`target_id`): stamps the open
 * time on the caller's unread received letters (spec section 4) and publishes LetterRead for each.
 * A letter whose charge is missing or was reversed is not opened: 13434 when named, skipped in a dialog.
 * A named letter she did not receive answers MAIL.LETTER_NOT_FOUND and nothing is opened.
 * No letter or dialog chosen answers MAIL.NOTHING_CHOSEN (spec section 8).
 */
export class MarkReadCommand extends Command<MarkedRead> {
  constructor(
    readonly readerId: string,
    readonly scope: 'letters' | 'dialogs',
    readonly ids: string[],
  ) {
    super();
  }
}

@CommandHandler(MarkReadCommand)
export class MarkReadHandler implements ICommandHandler<MarkReadCommand> {
  constructor(@Inject(MAIL_DB) private readonly db: ServiceDb) {}

  async execute({ readerId, scope, ids }: MarkReadCommand): Promise<MarkedRead> {
    if (!ids.length) throw new MailError('MAIL.NOTHING_CHOSEN');
    const match = scope === 'letters' ? 'l.id = ANY($2::bigint[])' : 'l.sender_id = ANY($2::bigint[])';
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; sender_id: string; opened_at: Date | null; payment: Payment; charge_id: string | null }>(
        `SELECT l.id::text, l.sender_id::text, l.opened_at, l.payment, l.charge_id FROM mail.letters l WHERE l.recipient_id = $1 AND ${match} FOR UPDATE`,
        [readerId, ids],
      );
      // Named letters must each be one she received; a dialog named may hold only her own letters (nothing to open).
      if (
        !rows.length ||
        (scope === 'letters' &&
          !allChosenFound(
            ids,
            rows.map((r) => r.id),
          ))
      )
        throw new MailError('MAIL.LETTER_NOT_FOUND');
      if (scope === 'letters' && rows.some((r) => !isPaid(r))) throw new MailError('MAIL.NOT_PAID');
      const opening = rows.filter((r) => r.opened_at === null && isPaid(r));
      const now = new Date();
      if (opening.length) {
        await tx.query(`UPDATE mail.letters SET opened_at = $2 WHERE id = ANY($1::bigint[])`, [opening.map((r) => r.id), now]);
        await tx.publish(
          opening.map((r) =>
            encodeEvent(
              LetterReadEvent,
              { letterId: r.id, readerId, senderId: r.sender_id, readAtMs: BigInt(now.getTime()) },
              { streamId: readerId, actor: `member:${readerId}` },
            ),
          ),
        );
      }
      return { message_id: opening.map((r) => Number(r.id)).sort((a, b) => a - b), time_open: now.toISOString() };
    });
  }
}

@Controller('api')
export class MarkReadController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/letter/mark-as-read `message_id` → the letters opened now. */
  @Post('letter/mark-as-read')
  @MemberOnly()
  letters(@CurrentMember() member: MemberPrincipal, @Body() dto: LetterIdsDto): Promise<MarkedRead> {
    return this.commands.execute(new MarkReadCommand(member.id, 'letters', dto.message_id ?? []));
  }

  /** POST /api/letter/mark-read-dialog `target_id` → every unread letter of those dialogs opened. */
  @Post('letter/mark-read-dialog')
  @MemberOnly()
  dialogs(@CurrentMember() member: MemberPrincipal, @Body() dto: DialogIdsDto): Promise<MarkedRead> {
    return this.commands.execute(new MarkReadCommand(member.id, 'dialogs', dto.target_id ?? []));
  }
}
