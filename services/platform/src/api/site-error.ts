import { httpStatusOf, SITE_CODES, type SiteCode } from './site-codes.js';

/**
 * The one error type every Site API handler throws. The exception filter turns it into the
 * spec's envelope; `desc` defaults to the catalogue text of the code.
 */
export class SiteError extends Error {
  readonly desc: string;
  readonly httpStatus: number;

  constructor(
    readonly code: SiteCode,
    desc?: string,
    /** Machine-readable detail (e.g. validation messages per field); never internal state. */
    readonly details?: unknown,
    httpStatus?: number,
  ) {
    super(desc ?? SITE_CODES[code]);
    this.name = 'SiteError';
    this.desc = desc ?? SITE_CODES[code];
    this.httpStatus = httpStatus ?? httpStatusOf(code);
  }
}
