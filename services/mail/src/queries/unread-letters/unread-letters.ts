import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, MemberOnly, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { MAIL_DB } from '../../mail.tokens.js';

export interface UnreadLetters {
  /** Received letters not opened yet, outside the trash: the header's counter. */
  unread: number;
  /** Dialogs with such letters. */
  dialogs: number;
}

export class UnreadLettersQuery extends Query<UnreadLetters> {
  constructor(readonly ownerId: string) {
    super();
  }
}

@QueryHandler(UnreadLettersQuery)
export class UnreadLettersHandler implements IQueryHandler<UnreadLettersQuery> {
  constructor(@Inject(MAIL_DB) private readonly db: ServiceDb) {}

  async execute({ ownerId }: UnreadLettersQuery): Promise<UnreadLetters> {
    const [row] = await this.db.query<UnreadLetters>(
      `SELECT count(*)::int AS unread, count(DISTINCT m.companion_id)::int AS dialogs
         FROM mail.mailbox m JOIN mail.letters l ON l.id = m.letter_id
        WHERE m.owner_id = $1 AND m.side = 'in' AND m.trashed_at IS NULL AND l.opened_at IS NULL`,
      [ownerId],
    );
    return row!;
  }
}

@Controller('api')
export class UnreadLettersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/letter/counter → `unread`, `dialogs` (the header's unread-letters counter; not in the spec's list, which names no counter call for mail). */
  @Post('letter/counter')
  @MemberOnly()
  count(@CurrentMember() member: MemberPrincipal, @Body() _body: unknown): Promise<UnreadLetters> {
    return this.queries.execute(new UnreadLettersQuery(member.id));
  }
}
