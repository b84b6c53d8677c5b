import { WholeNumber } from '@dating/platform';
import { PROFILE_LIMITS } from '@dating/rules';

/** Body of guest/get-last-joined and top/females: `limit` (default 12, at most 48). */
export class GuestListDto {
  @WholeNumber('limit', { min: 1, max: PROFILE_LIMITS.guestListMax })
  limit?: number;
}
