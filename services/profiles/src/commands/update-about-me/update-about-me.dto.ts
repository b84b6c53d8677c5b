import { FLOWERS, FORM_RULES, GOALS, HOLIDAYS, PETS, PROFILE_LIMITS, PROFILE_MESSAGES } from '@dating/rules';
import { EnumList, FormText, TextList } from '../../http/validation.js';

/**
 * Body of profile/update/about-me-info (the edit form's aboutMe): about_me and about_yourself (each
 * at most 1000, no Cyrillic), interests (free words), pets, flowers, holidays and goals (their
 * enumerations). Absent fields stay; "" or null clears.
 */
export class UpdateAboutMeDto {
  @FormText(FORM_RULES.aboutMe.aboutMe)
  about_me?: string | null;

  @FormText(FORM_RULES.aboutMe.aboutYourself)
  about_yourself?: string | null;

  @TextList('Interests', { max: PROFILE_LIMITS.interestsMax, itemMax: PROFILE_LIMITS.interestMax, countMessage: PROFILE_MESSAGES.interestsCount })
  interests?: string[];

  @EnumList('pets', PETS)
  pets?: string[];

  @EnumList('flowers', FLOWERS)
  flowers?: string[];

  @EnumList('holidays', HOLIDAYS)
  holidays?: string[];

  @EnumList('goals', GOALS)
  goals?: string[];
}
