import { SITE_CODES, TOKEN_REMOVING_CODES, TRANSPORT_ERRORS, type TransportErrorKind } from '@dating/rules';

/** The spec's answer envelope (section 7): status, result, desc, code, error, and list counts. */
export interface Envelope<T> {
  status: boolean;
  result: T;
  desc: string;
  code: number;
  error: unknown;
  count?: number;
  total_count?: number;
  [field: string]: unknown;
}

export type SiteErrorKind = 'site' | TransportErrorKind;

/**
 * A failed Site API call: `code` is the site code of spec section 8 (null for transport
 * failures), `desc` the server's description or the code's default text.
 */
export class SiteError extends Error {
  readonly name = 'SiteError';
  constructor(
    readonly kind: SiteErrorKind,
    readonly code: number | null,
    readonly desc: string,
    readonly details: unknown = null,
    readonly httpStatus: number | null = null,
  ) {
    super(desc);
  }

  /** Field errors of a 10001 or 10002 answer: `{ field: [messages] }`. */
  get fieldErrors(): Record<string, string[]> {
    const d = this.details;
    if (!d || typeof d !== 'object' || Array.isArray(d)) return {};
    return Object.fromEntries(Object.entries(d as Record<string, unknown>).filter(([, v]) => Array.isArray(v))) as Record<string, string[]>;
  }
}

export function isSiteError(err: unknown, code?: number): err is SiteError {
  return err instanceof SiteError && (code === undefined || err.code === code);
}

/** A refusal naming its fields: a required field left out (10001) or a field breaking a rule (10002). */
export function isFieldError(err: unknown): err is SiteError {
  return isSiteError(err) && (err.code === 10001 || err.code === 10002) && Object.keys(err.fieldErrors).length > 0;
}

export interface SiteClientOptions {
  baseUrl?: string;
  /** The stored access token, added to every call. */
  getToken: () => string | null;
  /** HTTP 401 or code 401/10401: the token is removed (spec section 4); the session resets. */
  onUnauthorized: () => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface SiteClient {
  /** POSTs a JSON body (or form data) and answers the whole envelope; throws SiteError on failure. */
  call<T>(path: string, body?: Record<string, unknown> | FormData, options?: CallOptions): Promise<Envelope<T>>;
  /** Like `call`, answering only `result`. */
  post<T>(path: string, body?: Record<string, unknown> | FormData, options?: CallOptions): Promise<T>;
}

function transport(kind: TransportErrorKind, httpStatus: number | null = null, details: unknown = null): SiteError {
  return new SiteError(kind, null, TRANSPORT_ERRORS[kind], details, httpStatus);
}

function isEmptyError(error: unknown): boolean {
  if (error === null || error === undefined || error === '' || error === false) return true;
  if (Array.isArray(error)) return error.length === 0;
  if (typeof error === 'object') return Object.keys(error).length === 0;
  return false;
}

/**
 * The one typed Site API client: `POST /api/<path>`, the access token added to the body
 * (`access_token`, as spec section 7 says), the envelope read, `SiteError` thrown on
 * `status: false` or a non-empty `error`, and the token cleared on HTTP 401 / code 401 or 10401.
 */
export function createSiteClient(options: SiteClientOptions): SiteClient {
  const baseUrl = options.baseUrl ?? '/api';
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call<T>(path: string, body: Record<string, unknown> | FormData = {}, callOptions: CallOptions = {}): Promise<Envelope<T>> {
    const token = options.getToken();
    let payload: BodyInit;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      if (token && !body.has('access_token')) body.append('access_token', token);
      payload = body;
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(token ? { ...body, access_token: token } : body);
    }

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const abortFromCaller = () => timeout.abort();
    callOptions.signal?.addEventListener('abort', abortFromCaller);
    let res: Response;
    try {
      res = await (options.fetch ?? fetch)(`${baseUrl}/${path.replace(/^\//, '')}`, {
        method: 'POST',
        headers,
        body: payload,
        credentials: 'same-origin',
        signal: timeout.signal,
      });
    } catch {
      if (callOptions.signal?.aborted) throw transport('cancelled');
      if (timeout.signal.aborted) throw transport('timeout');
      throw transport('network');
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', abortFromCaller);
    }

    const text = await res.text().catch(() => '');
    let envelope: Envelope<T> | null = null;
    if (text) {
      try {
        const parsed = JSON.parse(text) as unknown;
        if (parsed && typeof parsed === 'object' && 'status' in parsed) envelope = parsed as Envelope<T>;
      } catch {
        envelope = null;
      }
    }

    const unauthorized = res.status === 401 || (envelope !== null && TOKEN_REMOVING_CODES.includes(envelope.code));
    if (unauthorized && token) options.onUnauthorized();

    if (!text) throw transport('empty', res.status);
    if (!envelope) throw transport(res.status >= 400 && res.status < 500 ? 'badRequest' : 'badResponse', res.status);
    if (!envelope.status || !isEmptyError(envelope.error)) {
      const code = typeof envelope.code === 'number' && envelope.code ? envelope.code : 10400;
      const desc = envelope.desc || SITE_CODES[code as keyof typeof SITE_CODES] || SITE_CODES[10400];
      throw new SiteError('site', code, desc, envelope.error, res.status);
    }
    return envelope;
  }

  return {
    call,
    async post<T>(path: string, body?: Record<string, unknown> | FormData, callOptions?: CallOptions): Promise<T> {
      return (await call<T>(path, body, callOptions)).result;
    },
  };
}
