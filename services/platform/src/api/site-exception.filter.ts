import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, siteErrorOf } from '../errors/domain-error.js';
import { logger } from '../logging/logger.js';
import { adminErrorBody } from './admin-error.js';
import { failure } from './envelope.js';
import { type SiteCode } from './site-codes.js';
import { SiteError } from './site-error.js';

/**
 * The one place any error becomes the spec's envelope: never a stack trace, never an HTML page.
 * Unknown errors are logged with their stack and answered as a generic 10400.
 */
@Catch()
export class SiteExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    sendError(res, toSiteError(exception));
  }
}

export function toSiteError(exception: unknown): SiteError {
  if (exception instanceof SiteError) return exception;
  if (exception instanceof DomainError) {
    const mapped = siteErrorOf(exception);
    if (mapped.httpStatus >= 500) logger().error({ err: exception }, 'domain error answered as a server error');
    return mapped;
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const code: SiteCode =
      status === 404
        ? 10404
        : status === 401
          ? 10401
          : status === 403
            ? 10401
            : status === 413
              ? 10203
              : status === 429
                ? 10003
                : status >= 500
                  ? 10400
                  : 10001;
    return new SiteError(code, undefined, undefined, status);
  }
  const bodyError = bodyParserError(exception);
  if (bodyError) return bodyError;
  logger().error({ err: exception }, 'unhandled error');
  return new SiteError(10400, undefined, undefined, 500);
}

/** Errors raised by the JSON / form body parsers (malformed, oversized, wrong charset). */
/** The type of a JSON body's error whose bytes are not UTF-8 (body-parsing.ts): answered 10026, as malformed JSON. */
export const INVALID_UTF8 = 'entity.utf8.invalid';

export function bodyParserError(err: unknown): SiteError | null {
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed' || type === INVALID_UTF8) return new SiteError(10026, undefined, undefined, 400);
  // A body whose Content-Encoding (gzip, deflate, br) does not decode: zlib's error, without a type.
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_')) return new SiteError(10203, undefined, undefined, 400);
  if (type === 'entity.too.large') return new SiteError(10203, 'Request body is too large', undefined, 413);
  if (type && /^(encoding|charset)\.unsupported$|^request\.(aborted|size\.invalid)$|^entity\.verify\.failed$|^stream\./.test(type)) {
    return new SiteError(10203, undefined, undefined, 400);
  }
  return null;
}

/**
 * Answers an error raised before any controller (the body parsers): in the admin API's shape under
 * /admin-api (react-admin reads `message`), else in the site's envelope.
 */
export function sendError(res: Response, error: SiteError): void {
  if (res.headersSent) return;
  res.status(error.httpStatus).json(errorBodyFor(res.req?.path ?? '', error));
}

/** An error's body for a request path: the admin API's shape under /admin-api (react-admin reads `message`), else the site's envelope. */
export function errorBodyFor(path: string, error: SiteError): unknown {
  return path.startsWith('/admin-api/') ? adminErrorBody(error) : failure(error.code, error.desc, error.details);
}
