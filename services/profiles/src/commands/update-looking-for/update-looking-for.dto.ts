import { OneOf } from '@dating/platform';
import { BODY_MEASURES, CHILDREN, EYES_COLORS, FORM_RULES, HAIR_COLORS, PROFILE_MESSAGES } from '@dating/rules';
import { FormText, RangeBound } from '../../http/validation.js';

const optional = (values: readonly string[]) => ['', ...values];
const HEIGHT = { min: BODY_MEASURES.heightCmMin, max: BODY_MEASURES.heightCmMax, message: PROFILE_MESSAGES.heightBounds };
const WEIGHT = { min: BODY_MEASURES.weightKgMin, max: BODY_MEASURES.weightKgMax, message: PROFILE_MESSAGES.weightBounds };

/**
 * Body of profile/update/woman-looking-for (the edit form's perfect woman): age, weight and height
 * ranges (spec section 5: fill both bounds or clear both, min not above max, ages 18 to 100,
 * weight min at least 0), hair and eyes color, children, and the type of woman (at most 500, no
 * Cyrillic). Absent fields stay; "" or null clears.
 */
export class UpdateLookingForDto {
  @RangeBound('age from', { partner: 'age_to', role: 'min', kind: 'age' })
  age_from?: number | '' | null;

  @RangeBound('age to', { partner: 'age_from', role: 'max', kind: 'age' })
  age_to?: number | '' | null;

  @RangeBound('weight from', { partner: 'weight_to', role: 'min', kind: 'weight', bounds: WEIGHT })
  weight_from?: number | '' | null;

  @RangeBound('weight to', { partner: 'weight_from', role: 'max', kind: 'weight', bounds: WEIGHT })
  weight_to?: number | '' | null;

  @RangeBound('height from', { partner: 'height_to', role: 'min', kind: 'height', bounds: HEIGHT })
  height_from?: number | '' | null;

  @RangeBound('height to', { partner: 'height_from', role: 'max', kind: 'height', bounds: HEIGHT })
  height_to?: number | '' | null;

  @OneOf('hair color', optional(HAIR_COLORS), { required: false })
  hair_color?: string | null;

  @OneOf('eyes color', optional(EYES_COLORS), { required: false })
  eyes_color?: string | null;

  @OneOf('children', optional(CHILDREN), { required: false })
  children?: string | null;

  @FormText(FORM_RULES.typeWoman.typeWoman)
  type_woman?: string | null;
}
