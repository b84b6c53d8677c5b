import { act, renderHook } from '@testing-library/react';
import { UI } from '@dating/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('header scroll (spec section 9: 500 ms show delay, 1 px threshold)', () => {
  it('scrolling down past the header hides it; it shows again once the page is still for the show delay', () => {
    const { result } = renderHook(() => useHideOnScroll(60));
    expect(result.current.hidden).toBe(false);
    scrollTo(200);
    expect(result.current.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(UI.headerScrollShowDelayMs - 1));
    expect(result.current.hidden).toBe(true);
    // Still scrolling: the delay starts again from the last move.
    scrollTo(400);
    act(() => vi.advanceTimersByTime(UI.headerScrollShowDelayMs - 1));
    expect(result.current.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.hidden).toBe(false);
  });

  it('scrolling up shows it at once; moves within the header or under the threshold do not hide it', () => {
    const { result } = renderHook(() => useHideOnScroll(60));
    scrollTo(40);
    expect(result.current.hidden).toBe(false);
    scrollTo(500);
    expect(result.current.hidden).toBe(true);
    scrollTo(300);
    expect(result.current.hidden).toBe(false);
    scrollTo(300.5);
    expect(result.current.hidden).toBe(false);
  });

  it('disabled (a desktop), it never hides, and turning it off shows a hidden header', () => {
    const { result, rerender } = renderHook(({ enabled }) => useHideOnScroll(60, enabled), { initialProps: { enabled: false } });
    scrollTo(500);
    expect(result.current.hidden).toBe(false);
    rerender({ enabled: true });
    scrollTo(900);
    expect(result.current.hidden).toBe(true);
    rerender({ enabled: false });
    expect(result.current.hidden).toBe(false);
    scrollTo(1500);
    expect(result.current.hidden).toBe(false);
  });

  it('reveal (focus entering the header) shows it at once; unmounting leaves no listener or timer', () => {
    const { result, unmount } = renderHook(() => useHideOnScroll(60));
    scrollTo(500);
    expect(result.current.hidden).toBe(true);
    act(() => result.current.reveal());
    expect(result.current.hidden).toBe(false);
    unmount();
    // No listener or timer is left behind after unmount.
    expect(() => scrollTo(900)).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});
