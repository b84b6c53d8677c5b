import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../auth/session';
import { i18nProvider } from '../../i18n';
import { csvExportUrl, downloadCsv, fileNameOf, saveBlob } from './csv-download';
import { ExportCsvButton } from './ExportCsvButton';

configure({ asyncUtilTimeout: 5_000 });

const CSV = 'id,account_id,type,posted_delta\nm-42:1,m-42,AccountOpened,0\nm-42:2,m-42,CreditsGranted,200\n';

/** A streamed answer: the body arrives in the given pieces, one per read, each after `gate` lets it through. */
function streamed(pieces: string[], headers: Record<string, string>, gate: () => Promise<void> = async () => undefined): Response {
  const bytes = pieces.map((p) => new TextEncoder().encode(p));
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await gate();
      if (i < bytes.length) controller.enqueue(bytes[i++]!);
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(): read it as the browser's FileReader does. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('csvExportUrl', () => {
  it('carries the list’s filter and sort as ra-data-simple-rest does, and no range', () => {
    const url = new URL(csvExportUrl('ledger-statements', { account_id: 'm-42', type: 'CreditsGranted' }, { field: 'version', order: 'ASC' }), 'http://x');
    expect(url.pathname).toBe('/admin-api/ledger-statements/export.csv');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ account_id: 'm-42', type: 'CreditsGranted' });
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['version', 'ASC']);
    expect(url.searchParams.has('range')).toBe(false);
    expect(new URL(csvExportUrl('payments'), 'http://x').searchParams.get('filter')).toBe('{}');
  });
});

describe('fileNameOf', () => {
  it('reads the server’s name, plain or RFC 5987, and never a path', () => {
    expect(fileNameOf('attachment; filename="payments-2025-01-31.csv"', 'x.csv')).toBe('payments-2025-01-31.csv');
    expect(fileNameOf('attachment; filename=statement.csv', 'x.csv')).toBe('statement.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%D0%B2%D1%8B%D0%BF%D0%B8%D1%81%D0%BA%D0%B0.csv", 'x.csv')).toBe('выписка.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('....etcpasswd');
    expect(fileNameOf('attachment; filename=".."', 'x.csv')).toBe('x.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});

describe('downloadCsv', () => {
  it('sends the token, streams the body with progress, and saves it under the server’s name', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) =>
      streamed(CSV.match(/[^\n]*\n/g)!, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="ledger-statements-2025-01-31.csv"',
      }),
    );
    const save = vi.fn();
    const progress: number[] = [];
    const result = await downloadCsv({
      resource: 'ledger-statements',
      filter: { account_id: 'm-42' },
      sort: { field: 'version', order: 'ASC' },
      token: 'staff-token',
      fallbackName: 'statement-m-42.csv',
      onProgress: (b) => progress.push(b),
      fetchImpl: fetchImpl as unknown as typeof fetch,
      save,
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(csvExportUrl('ledger-statements', { account_id: 'm-42' }, { field: 'version', order: 'ASC' }));
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer staff-token');
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toBe(new TextEncoder().encode(CSV).byteLength);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(result).toEqual({ fileName: 'ledger-statements-2025-01-31.csv', bytes: progress.at(-1) });
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('ledger-statements-2025-01-31.csv');
    expect((blob as Blob).type).toBe('text/csv;charset=utf-8');
    expect(await readBlob(blob as Blob)).toBe(CSV);
  });

  it('names the file itself when the server does not', async () => {
    const save = vi.fn();
    await downloadCsv({
      resource: 'payments',
      token: 't',
      fallbackName: 'payments.csv',
      fetchImpl: (async () => new Response('id\n', { status: 200 })) as unknown as typeof fetch,
      save,
    });
    expect(save.mock.calls[0]![1]).toBe('payments.csv');
  });

  it('turns a refusal into an HttpError with the admin API’s status and message, and saves nothing', async () => {
    const save = vi.fn();
    const refusal = () =>
      new Response(JSON.stringify({ status: false, code: 10403, message: 'Finance only' }), { status: 403, headers: { 'Content-Type': 'application/json' } });
    await expect(
      downloadCsv({ resource: 'payments', token: 't', fallbackName: 'p.csv', fetchImpl: (async () => refusal()) as unknown as typeof fetch, save }),
    ).rejects.toMatchObject({ status: 403, message: 'Finance only', body: { code: 10403 } });
    await expect(
      downloadCsv({
        resource: 'payments',
        token: 't',
        fallbackName: 'p.csv',
        fetchImpl: (async () => {
          throw new TypeError('Failed to fetch');
        }) as unknown as typeof fetch,
        save,
      }),
    ).rejects.toMatchObject({ status: 0 });
    expect(save).not.toHaveBeenCalled();
  });
});

describe('saveBlob', () => {
  it('clicks a temporary download link to an object URL and revokes it later', () => {
    vi.useFakeTimers();
    try {
      const createObjectURL = vi.fn(() => 'blob:http://x/1');
      const revokeObjectURL = vi.fn();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      const clicked: HTMLAnchorElement[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      saveBlob(new Blob(['a,b\n']), 'statement.csv');
      expect(clicked).toHaveLength(1);
      expect(clicked[0]!.download).toBe('statement.csv');
      expect(clicked[0]!.href).toBe('blob:http://x/1');
      expect(document.querySelector('a[download]')).toBeNull();
      expect(revokeObjectURL).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://x/1');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ExportCsvButton', () => {
  it('is disabled and counts the bytes while the file streams, then says where it saved it', async () => {
    writeSession({ access_token: 'staff-token', staff: { id: 7, name: 'Demo Finance', email: 'finance@demo.local', role: 'finance', agency_id: null } });
    let release: () => void = () => undefined;
    let gateOpen = false;
    const gate = () => (gateOpen ? Promise.resolve() : new Promise<void>((r) => (release = r)));
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      streamed(['id,account_id\n', 'x'.repeat(3000) + '\n'], { 'Content-Disposition': 'attachment; filename="payments-2025-01-31.csv"' }, async () => {
        await gate();
        gateOpen = true;
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://x/2'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    // pointerEventsCheck off: the second click lands on the disabled button on purpose.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ExportCsvButton resource="payments" filter={{ status: 'approved' }} sort={{ field: 'created_at', order: 'DESC' }} fallbackName="payments.csv" />
        <Notification />
      </AdminContext>,
    );
    const button = await screen.findByTestId('export-payments');
    expect(button).toHaveTextContent('Export (CSV)');
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Preparing…');
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer staff-token');
    release();
    expect(await screen.findByText('Saved payments-2025-01-31.csv')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(button).toHaveTextContent('Export (CSV)');
    vi.unstubAllGlobals();
  });
});
