import { Body, Controller, Inject, Post } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  CurrentMember,
  type EnvelopeResult,
  MemberOnly,
  type MemberPrincipal,
  OneOf,
  PageLimit,
  PageOffset,
  type ServiceDb,
  sitePage,
  sitePageResult,
} from '@dating/platform';
import { GIFT_STATUS_FILTERS } from '@dating/rules';
import { GIFT_CATALOGUE_CATEGORIES, type GiftStatus } from '../../domain/gifts.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { activeGifts, type CatalogueGift, type GiftSendView, readMyGifts } from '../../infrastructure/gifts.js';
import type { Member } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

/** The page size of present/get-my-gifts when the request names none. */
export const MY_GIFTS_PAGE = 20;

/** present/get-peresents: `category` (one of the catalogue's), else the whole catalogue. */
export class GiftCatalogueDto {
  @OneOf('category', GIFT_CATALOGUE_CATEGORIES, { required: false })
  category?: string;
}

/** present/get-my-gifts: `status` (all, packaging, onWay, delivered, reject), `sort` (date | price), `direction` (asc | desc), paging. */
export class MyGiftsDto {
  @OneOf('status', GIFT_STATUS_FILTERS, { required: false })
  status?: GiftStatus | 'all';

  @OneOf('sort', ['date', 'price'], { required: false })
  sort?: 'date' | 'price';

  @OneOf('direction', ['asc', 'desc'], { required: false })
  direction?: 'asc' | 'desc';

  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;
}

export class GiftCatalogueQuery extends Query<CatalogueGift[]> {
  constructor(readonly category: string | null) {
    super();
  }
}

export class MyGiftsQuery extends Query<{ items: GiftSendView[]; total: number }> {
  constructor(
    readonly member: Member,
    readonly dto: MyGiftsDto,
  ) {
    super();
  }
}

@QueryHandler(GiftCatalogueQuery)
export class GiftCatalogueHandler implements IQueryHandler<GiftCatalogueQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ category }: GiftCatalogueQuery): Promise<CatalogueGift[]> {
    return activeGifts(this.db, category);
  }
}

@QueryHandler(MyGiftsQuery)
export class MyGiftsHandler implements IQueryHandler<MyGiftsQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ member, dto }: MyGiftsQuery) {
    const options = { status: dto.status ?? 'all', sort: dto.sort ?? 'date', direction: dto.direction ?? 'asc' } as const;
    return readMyGifts(this.db, { id: member.id, userType: member.userType }, options, sitePage(dto, MY_GIFTS_PAGE));
  }
}

@Controller('api')
@RecordsActivity()
export class GiftsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/present/get-peresents `category` → the active gifts with `price` and `delivery_price`, by category then price. */
  @Post('present/get-peresents')
  @MemberOnly()
  catalogue(@Body() dto: GiftCatalogueDto): Promise<CatalogueGift[]> {
    return this.queries.execute(new GiftCatalogueQuery(dto.category ?? null));
  }

  /**
   * POST /api/present/get-my-gifts `status`, `sort`, `direction`, `limit` (20), `offset` → a man's
   * sent gifts, a woman's delivered ones (the spec's default: by date, ascending); `count`,
   * `total_count`.
   */
  @Post('present/get-my-gifts')
  @MemberOnly()
  async mine(@CurrentMember() member: MemberPrincipal, @Body() dto: MyGiftsDto): Promise<EnvelopeResult<GiftSendView[]>> {
    const { items, total } = await this.queries.execute(new MyGiftsQuery({ id: member.id, userType: member.userType }, dto));
    return sitePageResult(items, total);
  }
}
