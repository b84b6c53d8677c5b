import { act, render, screen } from '@testing-library/react';
import { UI } from '@dating/rules';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppModal } from './app-modal';
import { lockScroll, scrollLockCount } from './scroll-lock';
import { testQueryClient } from '@/testing/render';

const locked = () => document.body.style.overflow === 'hidden';

afterEach(() => vi.useRealTimers());

// Web test files share their worker's modules (isolate: false): a modal another file closed just
// before may still hold the lock for the body-lock delay, on a real timer that fake timers cannot
// clear. Let it run out first.
beforeAll(() => new Promise((resolve) => setTimeout(resolve, UI.bodyLockDelayMs + 20)));

describe('modal scroll lock (spec section 2)', () => {
  it('the first lock hides page scrolling; closing the last one unlocks after the body-lock delay', () => {
    vi.useFakeTimers();
    const releaseA = lockScroll();
    const releaseB = lockScroll();
    expect(locked()).toBe(true);
    expect(scrollLockCount()).toBe(2);
    releaseA();
    vi.advanceTimersByTime(1000);
    expect(locked()).toBe(true);
    releaseB();
    expect(locked()).toBe(true);
    vi.advanceTimersByTime(499);
    expect(locked()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(locked()).toBe(false);
    expect(scrollLockCount()).toBe(0);
  });

  it('a modal opening within the delay keeps the page locked; releasing twice counts once', () => {
    vi.useFakeTimers();
    const release = lockScroll();
    release();
    release();
    vi.advanceTimersByTime(200);
    const again = lockScroll();
    vi.advanceTimersByTime(1000);
    expect(locked()).toBe(true);
    again();
    vi.advanceTimersByTime(500);
    expect(locked()).toBe(false);
  });

  it('stacked modals: the page stays locked until the last modal closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    function Two({ a, b }: { a: boolean; b: boolean }) {
      return (
        <AppProviders queryClient={testQueryClient()}>
          <AppModal open={a} onClose={() => {}} title="First">
            one
          </AppModal>
          <AppModal open={b} onClose={() => {}} title="Second">
            two
          </AppModal>
        </AppProviders>
      );
    }
    const view = render(<Two a b={false} />);
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeInTheDocument();
    expect(locked()).toBe(true);
    view.rerender(<Two a b />);
    view.rerender(<Two a={false} b />);
    act(() => void vi.advanceTimersByTime(600));
    expect(locked()).toBe(true);
    view.rerender(<Two a={false} b={false} />);
    act(() => void vi.advanceTimersByTime(600));
    expect(locked()).toBe(false);
  });
});
