import { Email, OneOf, Text, WholeNumber } from '@dating/platform';
import {
  ACCOMMODATION,
  ALCOHOL,
  CHILDREN,
  EDUCATION_LEVELS,
  ENGLISH_LEVELS,
  FORM_RULES,
  LIMITS,
  MARITAL_STATUSES,
  PHONE_PATTERN,
  PROFILE_LANGUAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  RELIGIONS,
  SMOKING,
} from '@dating/rules';
import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';
import { BirthTimestamp, EnumList, FormText } from '../../http/validation.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const optional = (values: readonly string[]) => ['', ...values];

/**
 * Body of profile/update/main-info (the edit form's mainInfo): name (required, 1 to 30, letters,
 * digits and spaces, no Cyrillic), profession (at most 100, letters and spaces, no Cyrillic), city
 * (at most 30), birthday (a timestamp in seconds: age 18 to 100), country (a valid id), and the
 * details of spec section 3 as their enumeration values. Absent fields stay; "" or null clears.
 */
export class UpdateMainInfoDto {
  @Transform(trimmed)
  @FormText(FORM_RULES.editMainInfo.name)
  name: string;

  @Transform(trimmed)
  @FormText(FORM_RULES.editMainInfo.profession)
  profession?: string | null;

  @Transform(trimmed)
  @FormText(FORM_RULES.editMainInfo.city)
  city?: string | null;

  @BirthTimestamp('Birthday')
  birthday?: number | '' | null;

  @WholeNumber('country', { min: 1, max: 999 })
  country?: number | '' | null;

  @Transform(trimmed)
  @Text('Nationality', { max: PROFILE_LIMITS.nationalityMax, rules: ['noCyrillic', 'lettersSpaces'] })
  nationality?: string | null;

  @OneOf('education', optional(EDUCATION_LEVELS), { required: false })
  education?: string | null;

  @OneOf('marital status', optional(MARITAL_STATUSES), { required: false })
  marital_status?: string | null;

  @OneOf('english level', optional(ENGLISH_LEVELS), { required: false })
  english_level?: string | null;

  @EnumList('languages', PROFILE_LANGUAGES)
  languages?: string[];

  @OneOf('religion', optional(RELIGIONS), { required: false })
  religion?: string | null;

  @OneOf('children', optional(CHILDREN), { required: false })
  children?: string | null;

  @OneOf('smoking', optional(SMOKING), { required: false })
  smoking?: string | null;

  @OneOf('alcohol', optional(ALCOHOL), { required: false })
  alcohol?: string | null;

  @OneOf('accommodation', optional(ACCOMMODATION), { required: false })
  accommodation?: string | null;

  @Transform(trimmed)
  @Text('Phone', { max: PROFILE_LIMITS.phoneMax })
  @Matches(new RegExp(`^$|${PHONE_PATTERN.source}`), { message: PROFILE_MESSAGES.phoneInvalid })
  phone?: string | null;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @Email('Contact email', { required: false, max: LIMITS.emailMax })
  contact_email?: string | null;
}
