import { PageOffset, WholeNumber } from '@dating/platform';
import { PROFILE_LIMITS } from '@dating/rules';

/** Body of guest/get-online-women: `limit` (default 12, at most 48) and `offset`. */
export class GetOnlineWomenDto {
  @WholeNumber('limit', { min: 1, max: PROFILE_LIMITS.guestListMax })
  limit?: number;

  @PageOffset()
  offset?: number;
}
