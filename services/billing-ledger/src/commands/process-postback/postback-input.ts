import type { Request } from 'express';
import { storableText, unstorableText } from '../../infrastructure/pg-text.js';
import { firstText, type PostbackRequest } from '../../infrastructure/payments/payment-provider.js';

/**
 * Reading a provider postback defensively. The controller is `@RawInput()`: the platform's body
 * parsers leave the stream unread and its input guard lets the request through, so this service
 * records whatever arrives (not even unparseable JSON is answered first). The body is read raw
 * here, parsed here, and judged (NUL, unpaired surrogates, nesting depth) before any provider
 * reads it.
 */

/** Bytes of each postback kept in billing.postbacks.raw_request (request line, headers, body). */
export const RAW_RECORD_BYTES = 16 * 1024;
/** Largest body read (the platform's JSON/form limit is the same); the rest is drained, not kept. */
export const MAX_POSTBACK_BYTES = 256 * 1024;
/** Providers send flat forms and shallow JSON; anything deeper is not a postback. */
export const MAX_POSTBACK_DEPTH = 8;

/** Query and body keys whose values are shared secrets: masked in every record. */
export const SECRET_PARAMS = /^(token|access_token|password)$/i;
const RECORDED_HEADERS = ['content-type', 'content-length', 'user-agent', 'x-sandbox-signature', 'x-forwarded-for'];

export interface ReceivedPostback {
  /** What providers read; `body` is parsed from `rawBody` here, never taken from the body parser. */
  request: PostbackRequest;
  /** The request as received (request line, a few headers, body), secrets masked, capped at RAW_RECORD_BYTES. */
  raw: Buffer;
  /** Size of the whole request as received, before the cap. */
  rawSize: number;
  /** Why the input cannot be judged (unreadable JSON, NUL, unpaired surrogate, too deep, too large), or null. */
  malformed: string | null;
  /** The body was over MAX_POSTBACK_BYTES (answered 413); `abandoned` when it was not even read to its end (over MAX_DRAIN_BYTES). */
  tooLarge: boolean;
  abandoned: boolean;
}

export async function receivePostback(req: Request, provider: string): Promise<ReceivedPostback> {
  // The body parsers leave @RawInput() routes unread: the stream is ours.
  const { bytes, size, abandoned } = req.readableEnded ? { bytes: Buffer.alloc(0), size: 0, abandoned: false } : await readCapped(req, MAX_POSTBACK_BYTES);
  const tooLarge = size > MAX_POSTBACK_BYTES;

  const contentType = String(firstText(req.headers['content-type']) ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  let body: unknown = undefined;
  let malformed: string | null = abandoned
    ? `body larger than ${MAX_DRAIN_BYTES} bytes, not read to its end`
    : tooLarge
      ? `body larger than ${MAX_POSTBACK_BYTES} bytes`
      : null;
  if (bytes.length && !malformed) {
    const text = bytes.toString('utf8');
    if (contentType === 'application/json' || contentType.endsWith('+json')) {
      try {
        body = JSON.parse(text);
      } catch {
        malformed = 'body is not valid JSON';
      }
    } else if (contentType === 'application/x-www-form-urlencoded') {
      body = formFields(text);
    }
  }
  const query = req.query as Record<string, unknown>;
  malformed ??= problemIn('provider', provider) ?? problemIn('query', query) ?? problemIn('body', body);

  const request: PostbackRequest = { method: req.method, headers: req.headers, query, body, rawBody: bytes.length ? bytes : undefined, ip: req.ip };
  const head = Buffer.from(
    `${req.method} ${maskUrl(req.originalUrl ?? req.url)}\r\n${RECORDED_HEADERS.flatMap((h) => {
      const v = firstText(req.headers[h]);
      return v === undefined ? [] : [`${h}: ${v}\r\n`];
    }).join('')}\r\n`,
    'latin1',
  );
  const whole = Buffer.concat([head, maskBody(bytes, contentType)]);
  return { request, raw: whole.subarray(0, RAW_RECORD_BYTES), rawSize: head.length + size, malformed, tooLarge, abandoned };
}

/** Beyond this a body is not even drained: reading stops and the connection is closed after the answer (no provider sends that much). */
export const MAX_DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * Reads an unread request body, keeping at most `limit` bytes (the rest is drained, not kept, up to
 * MAX_DRAIN_BYTES). Past that, reading stops with the stream paused, not destroyed: destroying it
 * would take the socket, and the sender would get no answer.
 */
function readCapped(req: Request, limit: number): Promise<{ bytes: Buffer; size: number; abandoned: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      if (size < limit) chunks.push(chunk.subarray(0, limit - size));
      size += chunk.length;
      if (size <= MAX_DRAIN_BYTES) return;
      stop();
      req.pause();
      resolve({ bytes: Buffer.concat(chunks), size, abandoned: true });
    };
    const onEnd = () => {
      stop();
      resolve({ bytes: Buffer.concat(chunks), size, abandoned: false });
    };
    const onError = (err: Error) => {
      stop();
      reject(err);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** `a=1&b=2&b=3` → `{ a: '1', b: ['2', '3'] }`, as the form parser would. */
function formFields(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(text)) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/**
 * The first thing in `value` PostgreSQL could not store or that no provider sends: a NUL, an
 * unpaired surrogate (in keys too), or nesting deeper than MAX_POSTBACK_DEPTH. Iterative, so a
 * body nested thousands deep costs nothing.
 */
export function problemIn(where: string, value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = unstorableText(v);
      if (problem) return `${problem} in the ${where}`;
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_POSTBACK_DEPTH) return `${where} nested deeper than ${MAX_POSTBACK_DEPTH} levels`;
      for (const [k, child] of Object.entries(v)) {
        const problem = unstorableText(k);
        if (problem) return `${problem} in a ${where} key`;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * The postback as a jsonb value that PostgreSQL always accepts: strings made storable and
 * capped, secrets masked, depth and width bounded. The exact bytes are in raw_request.
 */
export function recordablePayload(input: ReceivedPostback): Record<string, unknown> {
  const { request } = input;
  const body =
    request.body && typeof request.body === 'object'
      ? recordable(request.body, 0, true)
      : request.rawBody
        ? storableText(request.rawBody.toString('utf8').slice(0, 4000))
        : null;
  const headers: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = firstText(request.headers[name]);
    if (value) headers[name] = storableText(value.slice(0, 300));
  }
  return { method: request.method, query: recordable(request.query, 0, true), body, headers };
}

function recordable(value: unknown, depth: number, top = false): unknown {
  if (typeof value === 'string') return storableText(value.slice(0, 2000));
  if (value === null || typeof value !== 'object') return typeof value === 'number' || typeof value === 'boolean' ? value : null;
  if (depth >= MAX_POSTBACK_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => recordable(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value).slice(0, 100)) {
    const key = storableText(k.slice(0, 200));
    out[key] = top && SECRET_PARAMS.test(k) ? '[redacted]' : recordable(v, depth + 1);
  }
  return out;
}

/** `name=value` pairs of a query string or form body with secret values masked; the rest untouched. */
function maskPairs(text: string): string {
  return text
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0]!;
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // an undecodable key is no secret name
      }
      return SECRET_PARAMS.test(name) ? `${key}=[redacted]` : pair;
    })
    .join('&');
}

function maskUrl(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : `${url.slice(0, at + 1)}${maskPairs(url.slice(at + 1))}`;
}

/** Masks secrets in a form body or in top-level JSON string members; byte-exact otherwise (latin1 round trip). */
function maskBody(bytes: Buffer, contentType: string): Buffer {
  if (!bytes.length) return bytes;
  const text = bytes.toString('latin1');
  if (contentType === 'application/x-www-form-urlencoded') return Buffer.from(maskPairs(text), 'latin1');
  if (contentType.includes('json')) {
    return Buffer.from(text.replace(/("(?:token|access_token|password)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi, '$1"[redacted]"'), 'latin1');
  }
  return bytes;
}
