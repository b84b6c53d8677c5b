import { HttpError, type SortPayload } from 'react-admin';
import { API_URL } from '../../auth/staff-auth-api';

/** The finance lists the admin API streams as CSV (docs/admin-api.md). */
export type CsvResource = 'ledger-statements' | 'payments';

/**
 * `GET /admin-api/<resource>/export.csv?filter=...&sort=...`: the list's own `filter` and `sort`
 * (ra-data-simple-rest's query parameters; the export has no `range`, it streams every row).
 */
export function csvExportUrl(resource: CsvResource, filter: Record<string, unknown> = {}, sort?: SortPayload): string {
  const query = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort?.field) query.set('sort', JSON.stringify([sort.field, sort.order]));
  return `${API_URL}/${resource}/export.csv?${query.toString()}`;
}

/** The file name of `Content-Disposition: attachment; filename="payments-2025-01-31.csv"` (RFC 6266, plain and `filename*`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return safeName(decodeURIComponent(extended[1]!.trim()), fallback);
    } catch {
      // a malformed escape: try the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  return safeName(plain ? (plain[2] ?? plain[1]!).trim() : '', fallback);
}

/** A name the browser may save as: no folders, no control characters. */
function safeName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[/\\\u0000-\u001f]/g, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : fallback;
}

export interface CsvDownloadOptions {
  resource: CsvResource;
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** The staff access token (`Authorization: Bearer`); the export is not a plain link because of it. */
  token: string | null;
  /** Saved under this name when the server does not name the file. */
  fallbackName: string;
  /** Called as bytes arrive (the server streams; a large export takes a while). */
  onProgress?: (bytesReceived: number) => void;
  signal?: AbortSignal;
  /** For tests. */
  fetchImpl?: typeof fetch;
  /** For tests: what happens with the finished file (by default the browser saves it). */
  save?: (blob: Blob, fileName: string) => void;
}

/**
 * Downloads a streamed CSV export with the staff token: fetch, read the stream (reporting
 * progress), then hand the blob to the browser as a download. A refusal becomes react-admin's
 * `HttpError` (status and the admin error body), so the caller can treat 401/403 like any other
 * admin call.
 */
export async function downloadCsv(options: CsvDownloadOptions): Promise<{ fileName: string; bytes: number }> {
  const doFetch = options.fetchImpl ?? fetch;
  const headers: Record<string, string> = { Accept: 'text/csv' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let res: Response;
  try {
    res = await doFetch(csvExportUrl(options.resource, options.filter, options.sort), { headers, signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    throw new HttpError('network', 0, null);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const message = (body as { message?: unknown } | null)?.message;
    throw new HttpError(typeof message === 'string' ? message : res.statusText || `HTTP ${res.status}`, res.status, body);
  }
  const chunks: BlobPart[] = [];
  let bytes = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      options.onProgress?.(bytes);
    }
  } else {
    const whole = await res.arrayBuffer();
    chunks.push(whole);
    bytes = whole.byteLength;
    options.onProgress?.(bytes);
  }
  const blob = new Blob(chunks, { type: 'text/csv;charset=utf-8' });
  const fileName = fileNameOf(res.headers.get('Content-Disposition'), options.fallbackName);
  (options.save ?? saveBlob)(blob, fileName);
  return { fileName, bytes };
}

/** Lets the browser save `blob` as `fileName` (an object URL on a temporary link, revoked afterwards). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
