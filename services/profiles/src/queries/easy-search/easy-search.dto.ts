import { PageLimit, Text } from '@dating/platform';
import { PROFILE_LIMITS } from '@dating/rules';

/** Body of profile/easy-search: `name_or_id` (a member id, or the start of a name), `limit?`. */
export class EasySearchDto {
  @Text('name or id', { required: true, max: PROFILE_LIMITS.searchTextMax })
  name_or_id: string;

  @PageLimit()
  limit?: number;
}
