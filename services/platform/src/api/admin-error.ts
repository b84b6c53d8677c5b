import type { SiteCode } from './site-codes.js';
import type { SiteError } from './site-error.js';

/** The body of an admin API error (docs/admin-api.md): what react-admin's `HttpError` reads. */
export interface AdminErrorBody {
  /** What react-admin's `HttpError` shows. */
  message: string;
  /** The site code. */
  code: SiteCode;
  /** The HTTP status, again. */
  status: number;
  /** The envelope's text and details (field → messages for validation errors). */
  desc: string;
  error: unknown;
  /** Validation errors as react-admin's server-side form validation reads them: field → message. */
  errors?: Record<string, string>;
}

export function adminErrorBody(error: SiteError): AdminErrorBody {
  const body: AdminErrorBody = { message: error.desc, code: error.code, status: error.httpStatus, desc: error.desc, error: error.details ?? error.desc };
  const details = error.details;
  if (details && typeof details === 'object' && !Array.isArray(details)) {
    const fields = Object.entries(details).filter((e): e is [string, string[]] => Array.isArray(e[1]) && typeof e[1][0] === 'string');
    if (fields.length) body.errors = Object.fromEntries(fields.map(([field, messages]) => [field, messages[0]!]));
  }
  return body;
}
