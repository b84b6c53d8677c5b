import { defineSiteCodes } from '@dating/platform';
import { PROFILE_MESSAGES } from '@dating/rules';
import type { ProfilesErrorCode } from './domain/profile-errors.js';

/**
 * The one map from profiles' error codes to the Site API (spec section 8): site code, desc and
 * HTTP status. A mapping without `desc` answers with the error's own message (field messages).
 */
export const PROFILES_SITE_CODES = defineSiteCodes<ProfilesErrorCode>({
  'PROFILES.NOT_FOUND': { code: 10404, desc: PROFILE_MESSAGES.profileNotFound },
  'PROFILES.SAME_SEX': { code: 10024, desc: PROFILE_MESSAGES.sameSexProfile },
  'PROFILES.OWN_PROFILE_MISSING': { code: 10005, desc: PROFILE_MESSAGES.profileNotFound },
  'PROFILES.INVALID': 10002,
});
