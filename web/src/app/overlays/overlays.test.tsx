import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteError } from '@/shared/api';
import { recordAffiliateClick } from '@/shared/api/record-click';
import { useDelayedFlag } from '@/shared/hooks/use-delayed-flag';
import { shouldReportPageViews } from '@/shared/lib/analytics';
import { getCookie } from '@/shared/lib/cookies';
import { confirmDialog, toast, useUi } from '@/shared/store/ui-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { createQueryClient } from '../query-client';
import { ConfirmDialog } from './confirm-dialog';
import { LowCreditsModal } from './low-credits-modal';
import { browserIsRejected, OutdatedBrowserNotice } from './outdated-browser';
import { Toaster } from './toaster';

beforeEach(() => useUi.setState({ modals: {}, toasts: [], confirmState: null }));
afterEach(() => vi.useRealTimers());

describe('confirmation dialog', () => {
  it('Confirm and Cancel by default; resolves true on confirm and false on cancel, then resets its labels', async () => {
    renderWithApp(<ConfirmDialog />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = confirmDialog({ message: 'Delete this letter?' })));
    expect(await screen.findByText('Delete this letter?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);

    act(() => void (answer = confirmDialog({ message: 'Leave?', confirmLabel: 'Leave', cancelLabel: 'Stay' })));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await expect(answer).resolves.toBe(false);
    expect(useUi.getState().confirmState).toBeNull();

    act(() => void (answer = confirmDialog({ message: 'Again?' })));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('a destructive question starts on Cancel, so Enter keeps what would be lost', async () => {
    renderWithApp(<ConfirmDialog />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => void (answer = confirmDialog({ message: 'Discard this letter?', confirmLabel: 'Discard', cancelLabel: 'Keep writing', destructive: true })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep writing' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());

    act(() => void (answer = confirmDialog({ message: 'Buy it?', confirmLabel: 'Buy' })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(true);
  });
});

describe('toasts', () => {
  it('info, success, error and warning; they close after 3000 ms by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      toast('Saved', 'success');
      toast('Careful', 'warning');
      toast('Heads up');
      toast('Broken', 'error', 10_000);
    });
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Saved');
    expect(screen.getByTestId('toast-warning')).toBeInTheDocument();
    expect(screen.getByTestId('toast-info')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByTestId('toast-success')).not.toBeInTheDocument());
    expect(screen.getByTestId('toast-error')).toBeInTheDocument();
  });
});

describe('low-credits modal', () => {
  it('a paid action refused for credits opens it; its button leads to the credit packs', async () => {
    const queryClient = createQueryClient();
    const { router } = renderWithApp(<LowCreditsModal />, { queryClient });
    await act(async () => {
      await queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: async () => Promise.reject(new SiteError('site', 10028, 'Not enough funds')) })
        .execute(undefined)
        .catch(() => {});
    });
    expect(await screen.findByRole('dialog', { name: 'Not enough credits' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/credits'));
  });
});

describe('outdated browsers', () => {
  it('the rejected versions get the full-page notice', () => {
    expect(browserIsRejected('Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)')).toBe(true);
    expect(browserIsRejected('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36')).toBe(false);
    renderWithApp(<OutdatedBrowserNotice />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your browser is out of date');
  });
});

describe('loader, analytics, affiliate clicks', () => {
  it('the loader flag turns on only after 300 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 300), { initialProps: { active: true } });
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('page views only in production, on the own domain, with a key (and consent)', () => {
    const base = { production: true, hostname: 'www.amoria.example', siteDomain: 'amoria.example', key: 'G-123', consented: true };
    expect(shouldReportPageViews(base)).toBe(true);
    expect(shouldReportPageViews({ ...base, production: false })).toBe(false);
    expect(shouldReportPageViews({ ...base, key: '' })).toBe(false);
    expect(shouldReportPageViews({ ...base, hostname: 'evil-amoria.example' })).toBe(false);
    expect(shouldReportPageViews({ ...base, hostname: 'localhost' })).toBe(false);
    expect(shouldReportPageViews({ ...base, consented: false })).toBe(false);
  });

  it('pid and sid from the URL are stored (365 days) and reported; errors are ignored', async () => {
    const api = fakeApi({ 'v2/webmaster/new-click': ok(true) });
    await recordAffiliateClick('?pid=partner7&sid=spring&invite-token=inv1');
    expect(getCookie('pid')).toBe('partner7');
    expect(getCookie('sid')).toBe('spring');
    expect(getCookie('invite-token')).toBe('inv1');
    expect(api.callsTo('v2/webmaster/new-click')[0]).toMatchObject({ pid: 'partner7', sid: 'spring', ip: '', userAgent: expect.any(String) });

    fakeApi({ 'v2/webmaster/new-click': { __http: 500, status: false, code: 10400, desc: 'boom', error: 'boom' } });
    await expect(recordAffiliateClick('?pid=p2')).resolves.toBeUndefined();
    fakeApi({});
    await recordAffiliateClick('?nothing=1');
  });
});
