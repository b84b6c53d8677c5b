import { LIMITS, type TextOptions, type UserType } from '@dating/platform';

/** The two kinds of member (spec section 1). Staff are separate accounts, never members. */
export const USER_TYPES: readonly UserType[] = ['man', 'woman'];

/** Sign-up name: required, 3 to 30, letters, digits and spaces, no Cyrillic (spec section 5), in one alphabet (no look-alikes). */
export const SIGN_UP_NAME_RULES: TextOptions = {
  required: true,
  min: LIMITS.signUpNameMin,
  max: LIMITS.nameMax,
  rules: ['noCyrillic', 'lettersDigitsSpaces', 'oneAlphabet'],
};

/** A new password (sign-up, reset, change): required, 6 to 36. */
export const NEW_PASSWORD_RULES: TextOptions = { required: true, min: LIMITS.passwordMin, max: LIMITS.passwordMax };

/** The password typed at sign-in: required, max 36 (no minimum, so old short passwords still work). */
export const SIGN_IN_PASSWORD_RULES: TextOptions = { required: true, max: LIMITS.loginPasswordMax };

/** Product messages of spec section 8 that identity answers with. */
export const IDENTITY_MESSAGES = {
  loginFailed: 'Your login information was entered incorrectly! Please check some fields!',
  captchaRequired: 'Please confirm that you are not a robot',
  captchaFailed: 'Error verifying reCAPTCHA',
  captchaExpired: 'The reCAPTCHA has expired. Please try again.',
  emailTaken: 'This e-mail address is already registered',
  staffEmailTaken: 'This e-mail address is already used by a staff account',
  staffAgencyMismatch: 'An agency moderator needs an agency; other roles have none',
  accountBlocked: 'Your account has been blocked. Please contact support',
  noSettings: 'Choose at least one setting to change',
  ticketInvalid: 'This sign-in has expired or was already used. Please sign in again',
  codeWrong: 'The code is not right. Check the time on your phone and try again',
  codeReused: 'This code was already used. Wait for the next code of your authenticator app',
  recoveryCodeWrong: 'This recovery code is not right or was already used',
  secondFactorUnreadable: 'The second factor of this account cannot be read. Ask an admin to reset it',
  staffSelfLockout: 'You cannot disable or demote your own account, nor remove its second factor',
  agencyWomenOnly: 'Only a woman belongs to an agency',
  agencyAdminOnly: 'Only an admin assigns a member to an agency',
  agencyLastModerator:
    "She is her agency's last moderator: give its ladies another agency or add another moderator first, or their photos, gifts and contact requests would wait for nobody",
  agencyUnknown: "No agency moderator works for this agency: add her first, or this lady's photos, gifts and contact requests would wait for nobody",
} as const;

/** Trims strings before validation; anything else is left for the type checks to refuse. */
export function trimmed({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}
