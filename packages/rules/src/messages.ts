/**
 * The spec's messages, word for word where the spec gives them. Templates carry named
 * placeholders ({label}, {min}, {max}) or the spec's positional ones ({0}, {1});
 * `formatMessage` fills them. Front ends translate by message id with the same placeholders.
 */

/** Generic validation messages of spec section 5 and the character-rule messages. */
export const VALIDATION_MESSAGES = {
  required: 'The {label} field is required',
  requiredPlain: 'This field is required',
  email: 'The {label} field must be a valid email address',
  emailPlain: 'Enter a valid email',
  min: '{label} must contain at least {min} characters',
  max: '{label} cannot contain more than {max} characters',
  /** The send-letter form's wording. */
  maxLetter: '{label} must not contain more than {max} characters',
  text: 'The {label} field must be text',
  latinOnly: '{label} may contain only Latin letters',
  lettersOnly: '{label} may contain only letters',
  digitsOnly: '{label} may contain only digits',
  lettersSpaces: '{label} may contain only letters and spaces',
  lettersOrNumbers: '{label} may contain only letters or numbers',
  lettersNumbersDashes: '{label} may contain only letters, numbers, dashes or underscores',
  lettersDigitsSpaces: '{label} may contain only letters, digits and spaces',
  noCyrillic: '{label} must not contain Cyrillic letters',
  passwordChars: '{label} may contain only Latin letters and digits',
  passwordsMatch: 'Passwords must match',
  incorrectlyFilled: 'Incorrectly filled fields',
  ageMin: 'You must be at least {min} years old',
  ageMax: 'Love has no age - but still contact the administration',
  ageRange: 'Age must be over {min} and under {max}',
  rangeBoth: 'Fill in both bounds or clear both',
  rangeOrder: 'The minimum must not exceed the maximum',
  weightMin: 'Weight must be at least 0',
  countryInvalid: 'Choose a valid country',
  attachmentType: 'Only gif, png or jpg files can be attached',
  attachmentSize: 'Each file must be at most {max} MB',
  attachmentCount: 'You can attach at most {max} files',
  photoExtension: 'Incorrect file extension. Allowed: png, jpg, jpeg',
  photoCorrupted: 'The file is corrupted or is not an image',
  photoTooLarge: 'The image must be at most {0}x{1} pixels',
  photoTooSmall: 'The minimum resolution is {0}x{1} pixels',
  photoFileSize: 'The file must be at most {1} MB',
  photoCount: 'You can upload at most {0} photos at a time',
  photoNotReduced: 'The image could not be reduced to the size limit',
} as const;
export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

/** Product messages of spec section 8 (and its successes). */
export const PRODUCT_MESSAGES = {
  loginFailed: 'Your login information was entered incorrectly! Please check some fields!',
  captchaExpired: 'The reCAPTCHA has expired. Please try again.',
  captchaVerifyError: 'Error verifying reCAPTCHA',
  captchaRequired: 'Please confirm that you are not a robot',
  captchaLoadFailed: 'Failed to load reCAPTCHA',
  searchFailed: 'Something went wrong during request execution. Try again',
  requestFailed: 'Something went wrong during request execution. Try again',
  settingsFailed: 'During updating of settings failure occurred. Try again',
  logoutFailed: 'Logout error. Contact support or try again later',
  balanceError: 'Balance error',
  mediaUploadFailed: 'Error during media upload. Try again',
  noMailChosen: "You didn't choose mail for this operation",
  contactsNotNow: "You can't buy contacts for now",
  contactsNotAvailable: "You can't get contacts right now!",
  contactRequestRepeated: 'You already sent request earlier!',
  newMessage: 'You have a new message',
  userWentOffline: 'User went offline. Billing stopped',
  lowBalance: 'Low balance. Please top up your account',
  paymentError: 'Payment error. Please try again later',
  billingError: 'Billing error',
  userListFailed: 'Error loading user list',
  chatLoginFailed: 'Chat login failed',
  chatTokenFailed: 'Failed to update access token for chat',
  noRoomOrCompanion: 'Neither roomId nor companionId provided',
  notFound: '404 page not found',
  lateScriptFailed: 'Failed to load app.js',
  emptyResponse: 'Empty response',
  passwordUpdated: 'Password updated',
  settingsUpdated: 'Settings updated',
  avatarSet: 'Avatar set',
  photoDeleted: 'Photo deleted',
  photoUpdated: 'Photo updated',
  giftSent: 'Gift sent to processing',
  requestSent: 'Request sent',
  mailSent: 'Mail sent',
  contactThankYou: 'Thank you for your message! We will respond within 24 hours.',
} as const;
export type ProductMessageId = keyof typeof PRODUCT_MESSAGES;

/** The site code catalogue of spec section 8 with each code's default text. */
export const SITE_CODES = {
  401: 'Unauthorized access (token removed)',
  10203: 'Failed to load post data',
  10401: 'Unauthorized access',
  10400: 'API error occurred',
  10404: 'Requested object not found',
  10001: 'Missing required parameters',
  10002: 'Validation error',
  10003: 'Authorization failed',
  10004: 'Failed to generate access token',
  10005: 'User not found',
  10006: 'Problem saving model data',
  10007: 'Incompatible types',
  10008: 'Missing object property',
  10009: 'Not available for authorized users',
  10024: 'Incompatible user types',
  10025: 'Insufficient wallet balance',
  10026: 'Invalid JSON format',
  10027: 'Duplicate object error',
  10028: 'Not enough funds',
  10029: 'Photo resolution not available',
  10030: 'Photo extension not available',
  10031: 'File upload failed',
  10032: 'Album not found',
  10033: 'Chat session already exists',
  10034: 'Action already performed',
  10077: 'Invalid file size',
  11223: 'Request failed',
  13434: 'Letter not paid',
} as const;
export type SiteCode = keyof typeof SITE_CODES;

/** Codes that remove the stored access token (spec section 4: site response code 401; and 10401). */
export const TOKEN_REMOVING_CODES: readonly number[] = [401, 10401];
/** Codes that open the low-credits modal (spec section 8, sending a letter; 10161 is named there). */
export const LOW_CREDITS_CODES: readonly number[] = [10028, 10006, 10161, 10025];

/** Standard transport errors the HTTP client adds (spec section 8). */
export const TRANSPORT_ERRORS = {
  network: 'Network error',
  timeout: 'Request timed out',
  cancelled: 'Request cancelled',
  badRequest: 'Bad request',
  badResponse: 'Bad response',
  empty: 'Empty response',
} as const;
export type TransportErrorKind = keyof typeof TRANSPORT_ERRORS;

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
