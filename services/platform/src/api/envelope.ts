import { SITE_CODES, type SiteCode } from './site-codes.js';

/** The spec's answer envelope: status, result, desc, code, error (and count/total_count on lists). */
export interface Envelope<T = unknown> {
  status: boolean;
  result: T | null;
  desc: string;
  code: number;
  error: unknown;
  count?: number;
  total_count?: number;
  /** A few legacy calls also answer a field beside `result` (credit/get-balance: `credits`). */
  [field: string]: unknown;
}

/** A successful answer; `error` stays empty because clients treat a non-empty error as a failure. */
export function ok<T>(result: T, extra: { count?: number; total_count?: number; [field: string]: unknown } = {}): Envelope<T> {
  return { status: true, result, desc: '', code: 0, error: '', ...extra };
}

export function failure(code: SiteCode, desc?: string, details?: unknown): Envelope<null> {
  const text = desc ?? SITE_CODES[code];
  return { status: false, result: null, desc: text, code, error: details ?? text };
}

/** Marks a value returned by a controller as an already-built envelope (lists with counts). */
export class EnvelopeResult<T> {
  constructor(readonly envelope: Envelope<T>) {}
}

export function list<T>(items: T[], totalCount: number): EnvelopeResult<T[]> {
  return new EnvelopeResult(ok(items, { count: items.length, total_count: totalCount }));
}
