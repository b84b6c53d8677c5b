import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { isRawInputPath } from './input-guard.js';
import { bodyParserError, INVALID_UTF8, sendError } from './site-exception.filter.js';

/** Spec-wide limit for JSON and form bodies; uploads use their own multipart limits. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** The exact bytes of a parsed JSON or form body, for webhook signatures (HMAC over the raw body). */
export type RequestWithRawBody = IncomingMessage & { rawBody?: Buffer };

const keepRawBody = (req: IncomingMessage, _res: unknown, buf: Buffer): void => {
  (req as RequestWithRawBody).rawBody = buf;
};

/**
 * A JSON body must be UTF-8: decoding would turn invalid bytes into U+FFFD and store the text
 * silently changed, where the member should hear that it did not arrive whole.
 */
const keepValidJson = (req: IncomingMessage, res: unknown, buf: Buffer, encoding: string): void => {
  if (encoding.toLowerCase() === 'utf-8' && !isUtf8(buf)) throw Object.assign(new Error('The body is not valid UTF-8'), { type: INVALID_UTF8 });
  keepRawBody(req, res, buf);
};

/**
 * JSON and urlencoded body parsing whose failures (malformed JSON, oversized body) answer in the
 * envelope here, because Nest's exception filters never see errors raised by plain middleware.
 * Requests under a `@RawInput()` controller are left unread for their handler.
 */
export function bodyParsers(limit = BODY_LIMIT_BYTES): RequestHandler[] {
  const parsers = [express.json({ limit, strict: true, verify: keepValidJson }), express.urlencoded({ limit, extended: false, verify: keepRawBody })].map(
    (parse): RequestHandler =>
      (req, res, next) =>
        isRawInputPath(req.path)
          ? next()
          : parse(req, res, (err?: unknown) => {
              if (!err) return next();
              const siteError = bodyParserError(err);
              if (siteError) return sendError(res, siteError);
              next(err);
            }),
  );
  // No body, or one of a type no parser reads, is an empty body (express 5 leaves it undefined): a
  // handler then answers its missing parameters instead of failing on `undefined`. Multipart
  // uploads replace it with their fields.
  const emptyBody: RequestHandler = (req, _res, next) => {
    if (req.body === undefined && !isRawInputPath(req.path)) req.body = {};
    next();
  };
  return [...parsers, emptyBody];
}
