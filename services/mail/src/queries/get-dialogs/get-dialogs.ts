import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, MemberOnly, type MemberPrincipal, OneOf, PageLimit, PageOffset, readSitePage, type ServiceDb, sitePage, Text } from '@dating/platform';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DIALOG_SORTS, type DialogSort, dialogOrder, LETTERS_PAGE, THREAD_TYPES, type ThreadType, threadFilter } from '../../domain/letters.js';
import { LETTER_COLUMNS, type LetterRow, type LetterView, letterView } from '../../infrastructure/letters.js';
import { MAIL_DB } from '../../mail.tokens.js';
import { MailPorts } from '../../ports/mail-ports.js';

export interface Companion {
  user_id: number;
  name: string;
  avatar: string | null;
}

export interface DialogView {
  companion: Companion;
  /** The newest letter of the dialog in this thread type. */
  message: LetterView;
  /** Letters of the dialog in this thread type. */
  count: number;
  /** Received letters not opened yet. */
  unread: number;
  is_starred: boolean;
}

export interface DialogList {
  dialog_array: DialogView[];
  count: number;
}

/** letter/get/dialog: the caller's dialogs of one thread type, sorted, searched by companion name or id, paged. */
export class GetDialogsQuery extends Query<DialogList> {
  constructor(
    readonly ownerId: string,
    readonly type: ThreadType,
    readonly sort: DialogSort,
    readonly search: string | undefined,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}

@QueryHandler(GetDialogsQuery)
export class GetDialogsHandler implements IQueryHandler<GetDialogsQuery> {
  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
  ) {}

  async execute({ ownerId, type, sort, search, page }: GetDialogsQuery): Promise<DialogList> {
    const params: unknown[] = [ownerId];
    let searched = '';
    const term = search?.trim();
    if (term) {
      params.push(term, `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      searched = `AND (d.companion_id::text = $2 OR lower(coalesce(p.name, '')) LIKE $3)`;
    }
    const { rows, total } = await readSitePage<{
      companion_id: string;
      name: string | null;
      last_letter_id: string;
      count: number;
      unread: number;
      starred: boolean;
    }>(
      this.db,
      {
        text: `SELECT d.companion_id::text, p.name, d.last_letter_id, d.count, d.unread, d.starred FROM (
                 SELECT m.companion_id, max(m.letter_id) AS last_letter_id, count(*)::int AS count,
                        count(*) FILTER (WHERE m.side = 'in' AND l.opened_at IS NULL)::int AS unread, bool_or(m.starred) AS starred
                   FROM mail.mailbox m JOIN mail.letters l ON l.id = m.letter_id
                  WHERE m.owner_id = $1 AND ${threadFilter(type)}
                  GROUP BY m.companion_id) d
               LEFT JOIN mail.members p ON p.member_id = d.companion_id
               WHERE true ${searched}`,
        params,
        orderBy: dialogOrder(sort),
      },
      page,
    );
    if (!rows.length) return { dialog_array: [], count: total };
    const [letters, cards] = await Promise.all([
      this.db.query<LetterRow>(
        `SELECT ${LETTER_COLUMNS} FROM mail.mailbox m JOIN mail.letters l ON l.id = m.letter_id WHERE m.owner_id = $1 AND m.letter_id = ANY($2::bigint[])`,
        [ownerId, rows.map((r) => r.last_letter_id)],
      ),
      this.ports.directory().cardsOf(rows.map((r) => r.companion_id)),
    ]);
    const letterById = new Map(letters.map((l) => [l.id, l]));
    const cardById = new Map(cards.map((c) => [c.memberId, c]));
    return {
      dialog_array: rows.map((r) => ({
        companion: {
          user_id: Number(r.companion_id),
          name: cardById.get(r.companion_id)?.name ?? r.name ?? '',
          avatar: cardById.get(r.companion_id)?.avatar ?? null,
        },
        message: letterView(letterById.get(String(r.last_letter_id))!, ownerId),
        count: r.count,
        unread: r.unread,
        is_starred: r.starred,
      })),
      count: total,
    };
  }
}

export class GetDialogsDto {
  @OneOf('type', THREAD_TYPES, { required: false })
  type?: ThreadType;

  @OneOf('sort', DIALOG_SORTS, { required: false })
  sort?: DialogSort;

  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;

  @Text('name_or_id', { max: 100 })
  name_or_id?: string;
}

@Controller('api')
export class GetDialogsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/letter/get/dialog `type` (inbox), `sort` (default: newest first), `limit` (10), `offset`, `name_or_id` → `dialog_array`, `count`. */
  @Post('letter/get/dialog')
  @MemberOnly()
  list(@CurrentMember() member: MemberPrincipal, @Body() dto: GetDialogsDto): Promise<DialogList> {
    return this.queries.execute(new GetDialogsQuery(member.id, dto.type ?? 'inbox', dto.sort ?? 'default', dto.name_or_id, sitePage(dto, LETTERS_PAGE)));
  }
}
