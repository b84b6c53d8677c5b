import { WholeNumber } from '@dating/platform';

/** Body of profile/load: `target_user_id` (optional: without it, the member's own profile). */
export class LoadProfileDto {
  @WholeNumber('target user id', { min: 1 })
  target_user_id?: number;
}
