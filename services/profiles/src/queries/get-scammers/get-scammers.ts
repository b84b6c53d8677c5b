import { Body, Controller, Inject, Post } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  type EnvelopeResult,
  MemberOnly,
  PAGE_SIZES,
  PageLimit,
  PageOffset,
  readSitePage,
  type ServiceDb,
  sitePage,
  sitePageResult,
  Text,
} from '@dating/platform';
import { SCAMMER_LIMITS } from '@dating/rules';
import { type ScammerFields, scammerSearch } from '../../domain/scammers.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

/** One entry of the scammers list as members read it (a draft never; staff's `published` and `updated_at` left out); `time_create`: when it was listed, ISO 8601 UTC. */
export type ScammerEntry = Omit<ScammerFields, 'published'> & { id: number; time_create: string };

export class GetScammersQuery extends Query<{ items: ScammerEntry[]; total: number }> {
  constructor(
    readonly search: string | null,
    readonly limit: number | undefined,
    readonly offset: number | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetScammersQuery)
export class GetScammersHandler implements IQueryHandler<GetScammersQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute(q: GetScammersQuery): Promise<{ items: ScammerEntry[]; total: number }> {
    const search = scammerSearch(q.search);
    const params: unknown[] = [];
    let where = 's.published';
    if (search) {
      const text = params.push(search.text);
      const phones = search.digits ? ` OR s.phone_digits LIKE $${params.push(search.digits)}` : '';
      where += ` AND (s.name ILIKE $${text} OR array_to_string(s.emails || s.other_contacts, ' ') ILIKE $${text}${phones})`;
    }
    const { rows, total } = await readSitePage<Record<string, unknown>>(
      this.db,
      {
        text: `SELECT s.id, s.name, s.country, s.emails, s.phones, s.other_contacts, s.description, s.created_at FROM profiles.scammers s WHERE ${where}`,
        params,
        orderBy: 'r.created_at DESC, r.id DESC',
      },
      sitePage(q, PAGE_SIZES.default),
    );
    return {
      total,
      items: rows.map((r) => ({
        id: Number(r.id),
        name: r.name as string,
        country: r.country === null ? null : Number(r.country),
        emails: r.emails as string[],
        phones: r.phones as string[],
        other_contacts: r.other_contacts as string[],
        description: r.description as string,
        time_create: (r.created_at as Date).toISOString(),
      })),
    };
  }
}

export class ScammersListDto {
  /** Part of a name, an e-mail, another contact, or a phone's digits. */
  @Text('search', { max: SCAMMER_LIMITS.searchMax })
  search?: string;

  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;
}

@Controller('api')
@RecordsActivity()
export class GetScammersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/scammers/get-list `search`, `limit` (12), `offset` → the published entries, newest first; `count`, `total_count`. */
  @Post('scammers/get-list')
  @MemberOnly()
  async list(@Body() dto: ScammersListDto): Promise<EnvelopeResult<ScammerEntry[]>> {
    const { items, total } = await this.queries.execute(new GetScammersQuery(dto.search ?? null, dto.limit, dto.offset));
    return sitePageResult(items, total);
  }
}
