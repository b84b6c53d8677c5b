import { Body, Controller, Inject, Post } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  CurrentMember,
  type EnvelopeResult,
  MemberOnly,
  type MemberPrincipal,
  PageLimit,
  PageOffset,
  readSitePage,
  type ServiceDb,
  sitePage,
  sitePageResult,
} from '@dating/platform';
import { LETTERS_PAGE } from '../../domain/letters.js';
import { LADY_DISPATCH_COLUMNS, type LadyDispatchRow, type LadyDispatchView, ladyDispatchView } from '../../infrastructure/dispatches.js';
import { MAIL_DB } from '../../mail.tokens.js';

/** letter/get/dispatches: the lady's dispatches (hers and those her agency sent in her name), newest first, paged. */
export class GetDispatchesQuery extends Query<{ items: LadyDispatchView[]; total: number }> {
  constructor(
    readonly ladyId: string,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}

@QueryHandler(GetDispatchesQuery)
export class GetDispatchesHandler implements IQueryHandler<GetDispatchesQuery> {
  constructor(@Inject(MAIL_DB) private readonly db: ServiceDb) {}

  async execute({ ladyId, page }: GetDispatchesQuery): Promise<{ items: LadyDispatchView[]; total: number }> {
    const { rows, total } = await readSitePage<LadyDispatchRow>(
      this.db,
      { text: `SELECT ${LADY_DISPATCH_COLUMNS}, d.id AS sort_id FROM mail.dispatches d WHERE d.lady_id = $1`, params: [ladyId], orderBy: 'r.sort_id DESC' },
      page,
    );
    return { items: rows.map(ladyDispatchView), total };
  }
}

export class GetDispatchesDto {
  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;
}

@Controller('api')
export class GetDispatchesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/letter/get/dispatches `limit` (10), `offset` → her dispatches with their state; `count`, `total_count`. Women only. */
  @Post('letter/get/dispatches')
  @MemberOnly('woman')
  async list(@CurrentMember() member: MemberPrincipal, @Body() dto: GetDispatchesDto): Promise<EnvelopeResult<LadyDispatchView[]>> {
    const { items, total } = await this.queries.execute(new GetDispatchesQuery(member.id, sitePage(dto, LETTERS_PAGE)));
    return sitePageResult(items, total);
  }
}
