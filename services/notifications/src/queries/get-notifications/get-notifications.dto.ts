import { PageLimit, PageOffset } from '@dating/platform';

/** A page of notifications or news: `limit` (1 to 100; the list's own default), `offset`. */
export class PageDto {
  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;
}
