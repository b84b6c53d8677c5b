import { OneOf } from '@dating/platform';
import { BODY_MEASURES, BODY_TYPES, EYES_COLORS, HAIR_COLORS, PROFILE_MESSAGES } from '@dating/rules';
import { Measure } from '../../http/validation.js';

const optional = (values: readonly string[]) => ['', ...values];

/**
 * Body of profile/update/my-appearance: hair and eyes color, body type (their enumerations),
 * height in centimetres and weight in kilograms (the site converts feet/inches and pounds with the
 * factors of spec section 9). The spec validates no field of this form; the server still refuses
 * values outside the enumerations and bodies outside plausible bounds.
 */
export class UpdateAppearanceDto {
  @OneOf('hair color', optional(HAIR_COLORS), { required: false })
  hair_color?: string | null;

  @OneOf('eyes color', optional(EYES_COLORS), { required: false })
  eyes_color?: string | null;

  @OneOf('body type', optional(BODY_TYPES), { required: false })
  body_type?: string | null;

  @Measure('height', { min: BODY_MEASURES.heightCmMin, max: BODY_MEASURES.heightCmMax }, PROFILE_MESSAGES.heightBounds)
  height_cm?: number | '' | null;

  @Measure('weight', { min: BODY_MEASURES.weightKgMin, max: BODY_MEASURES.weightKgMax }, PROFILE_MESSAGES.weightBounds)
  weight_kg?: number | '' | null;
}
