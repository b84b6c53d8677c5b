/**
 * The spec's messages, word for word where the spec gives them. Templates carry named
 * placeholders ({label}, {min}, {max}) or the spec's positional ones ({0}, {1});
 * `formatMessage` fills them. Front ends translate by message id with the same placeholders.
 */

export * from './product-messages.js';
export * from './validation-messages.js';

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
