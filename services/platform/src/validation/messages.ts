import { CYRILLIC, formatMessage, VALIDATION_MESSAGES } from '@dating/rules';
import { SiteError } from '../api/site-error.js';

/**
 * The generic validation messages of spec section 5 with {label}, {min} and {max} filled in, from
 * the templates of `@dating/rules` that the member site and the back office show too. The last
 * three are the server's own (types the browser's forms never send).
 */
export const messages = {
  required: (label: string) => formatMessage(VALIDATION_MESSAGES.required, { label }),
  email: (label: string) => formatMessage(VALIDATION_MESSAGES.email, { label }),
  min: (label: string, min: number) => formatMessage(VALIDATION_MESSAGES.min, { label, min }),
  max: (label: string, max: number) => formatMessage(VALIDATION_MESSAGES.max, { label, max }),
  noCyrillic: (label: string) => formatMessage(VALIDATION_MESSAGES.noCyrillic, { label }),
  text: (label: string) => formatMessage(VALIDATION_MESSAGES.text, { label }),
  passwordsMatch: VALIDATION_MESSAGES.passwordsMatch,
  incorrectlyFilled: VALIDATION_MESSAGES.incorrectlyFilled,
  oneOf: (label: string, values: readonly string[]) => `The ${label} field must be one of: ${values.join(', ')}`,
  integer: (label: string) => `The ${label} field must be a whole number`,
} as const;

/** 10001 for a required field not sent, with the spec's 'The {label} field is required' (the label defaults to the field's name). */
export function missingField(field: string, label = field): SiteError {
  const message = messages.required(label);
  return new SiteError(10001, message, { [field]: [message] });
}

export { CYRILLIC };
