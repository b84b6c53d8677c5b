/** The site error catalogue of spec section 8: every code with its default text, in one place. */
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

/** Named codes, so call sites read as words rather than numbers. */
export const Code = {
  TokenRemoved: 401,
  PostData: 10203,
  Unauthorized: 10401,
  ApiError: 10400,
  NotFound: 10404,
  MissingParameters: 10001,
  Validation: 10002,
  AuthorizationFailed: 10003,
  TokenGeneration: 10004,
  UserNotFound: 10005,
  SaveFailed: 10006,
  IncompatibleTypes: 10007,
  MissingProperty: 10008,
  NotForAuthorized: 10009,
  IncompatibleUserTypes: 10024,
  InsufficientBalance: 10025,
  InvalidJson: 10026,
  Duplicate: 10027,
  NotEnoughFunds: 10028,
  PhotoResolution: 10029,
  PhotoExtension: 10030,
  UploadFailed: 10031,
  AlbumNotFound: 10032,
  ChatSessionExists: 10033,
  AlreadyPerformed: 10034,
  InvalidFileSize: 10077,
  RequestFailed: 11223,
  LetterNotPaid: 13434,
} as const satisfies Record<string, SiteCode>;

/** The HTTP status that goes with each code; the envelope carries the site code either way. */
export function httpStatusOf(code: SiteCode): number {
  switch (code) {
    case 401:
    case 10401:
    case 10003:
      return 401;
    case 10404:
    case 10005:
    case 10032:
      return 404;
    case 10009:
    case 10024:
      return 403;
    case 10027:
    case 10033:
    case 10034:
      return 409;
    case 10400:
    case 10006:
    case 10004:
      return 500;
    default:
      return 400;
  }
}
