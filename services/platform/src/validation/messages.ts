/** The generic validation messages of spec section 5, with {label}, {min} and {max} filled in. */
export const messages = {
  required: (label: string) => `The ${label} field is required`,
  email: (label: string) => `The ${label} field must be a valid email address`,
  min: (label: string, min: number) => `${label} must contain at least ${min} characters`,
  max: (label: string, max: number) => `${label} cannot contain more than ${max} characters`,
  noCyrillic: (label: string) => `${label} must not contain Cyrillic letters`,
  lettersDigitsSpaces: (label: string) => `${label} may contain only letters, digits and spaces`,
  lettersSpaces: (label: string) => `${label} may contain only letters and spaces`,
  text: (label: string) => `The ${label} field must be text`,
  oneOf: (label: string, values: readonly string[]) => `The ${label} field must be one of: ${values.join(', ')}`,
  integer: (label: string) => `The ${label} field must be a whole number`,
  passwordsMatch: 'Passwords must match',
  incorrectlyFilled: 'Incorrectly filled fields',
} as const;

/** Russian and Ukrainian letters (the Cyrillic block), which several fields refuse. */
export const CYRILLIC = /[\u0400-\u04FF\u0500-\u052F]/;
export const LETTERS_DIGITS_SPACES = /^[\p{L}\p{N} ]*$/u;
export const LETTERS_SPACES = /^[\p{L} ]*$/u;
