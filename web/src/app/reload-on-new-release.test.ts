import { describe, expect, it, vi } from 'vitest';
import { reloadOnNewRelease } from './reload-on-new-release';

function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  return { win: Object.assign(target, { location: { reload } }) as unknown as Window, reload };
}

describe('reload on a new release', () => {
  it('reloads once when a chunk of the old release is gone, then lets a second failure within a minute through', () => {
    const { win, reload } = fakeWindow();
    let clock = 1_000_000;
    sessionStorage.clear();
    reloadOnNewRelease(win, sessionStorage, () => clock);

    const first = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    clock += 30_000;
    const second = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    clock += 31_000;
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
