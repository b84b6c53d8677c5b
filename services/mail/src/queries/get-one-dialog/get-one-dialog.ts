import { Body, Controller, Inject, Post } from '@nestjs/common';
import {
  CurrentMember,
  MemberOnly,
  type MemberPrincipal,
  PageLimit,
  PageOffset,
  readSitePage,
  type ServiceDb,
  sitePage,
  type UserType,
  WholeNumber,
} from '@dating/platform';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { LETTERS_PAGE } from '../../domain/letters.js';
import { LETTER_COLUMNS, type LetterRow, type LetterView, letterView, memberOf } from '../../infrastructure/letters.js';
import { MAIL_DB } from '../../mail.tokens.js';
import { MailPorts } from '../../ports/mail-ports.js';
import type { Companion } from '../get-dialogs/get-dialogs.js';

export interface OneDialog {
  companion: Companion | null;
  /** Newest first; the member site appends later letters by the section 4 rule. */
  dialog_array: LetterView[];
  count: number;
}

/** letter/get/one-dialog: the caller's letters with one companion (`only_deleted`: those in her trash), newest first. */
export class GetOneDialogQuery extends Query<OneDialog> {
  constructor(
    readonly ownerId: string,
    readonly ownerType: UserType,
    readonly companionId: string,
    readonly onlyDeleted: boolean,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}

@QueryHandler(GetOneDialogQuery)
export class GetOneDialogHandler implements IQueryHandler<GetOneDialogQuery> {
  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
  ) {}

  async execute({ ownerId, ownerType, companionId, onlyDeleted, page }: GetOneDialogQuery): Promise<OneDialog> {
    const [{ rows, total }, [card], member] = await Promise.all([
      readSitePage<LetterRow>(
        this.db,
        {
          text: `SELECT ${LETTER_COLUMNS} FROM mail.mailbox m JOIN mail.letters l ON l.id = m.letter_id
                  WHERE m.owner_id = $1 AND m.companion_id = $2 AND m.trashed_at IS ${onlyDeleted ? 'NOT NULL' : 'NULL'}`,
          params: [ownerId, companionId],
          orderBy: 'r.id DESC',
        },
        page,
      ),
      this.ports.directory().cardsOf([companionId]),
      memberOf(this.db, companionId),
    ]);
    // Only a member of the other sex is a companion (spec section 6): the name and avatar of anyone else stay unsaid.
    const name = member && member.user_type !== ownerType ? (card?.name ?? member.name) : undefined;
    return {
      companion: name === undefined ? null : { user_id: Number(companionId), name, avatar: card?.avatar ?? null },
      dialog_array: rows.map((r) => letterView(r, ownerId)),
      count: total,
    };
  }
}

export class GetOneDialogDto {
  @WholeNumber('target_user_id', { required: true, min: 1 })
  target_user_id!: number;

  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;

  @IsOptional()
  @Transform(({ value }) =>
    value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 || value === '' ? false : value,
  )
  @IsBoolean({ message: 'The only_deleted field must be true or false' })
  only_deleted?: boolean;
}

@Controller('api')
export class GetOneDialogController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/letter/get/one-dialog `target_user_id`, `limit` (10), `offset`, `only_deleted` → `companion`, `dialog_array`, `count`. */
  @Post('letter/get/one-dialog')
  @MemberOnly()
  dialog(@CurrentMember() member: MemberPrincipal, @Body() dto: GetOneDialogDto): Promise<OneDialog> {
    return this.queries.execute(
      new GetOneDialogQuery(member.id, member.userType, String(dto.target_user_id), dto.only_deleted === true, sitePage(dto, LETTERS_PAGE)),
    );
  }
}
