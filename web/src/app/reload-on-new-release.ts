const KEY = 'reloadedForRelease';
const ONCE_PER_MS = 60_000;

/**
 * After a release, a tab opened before it asks for chunks whose names have changed and are gone;
 * Vite reports that as `vite:preloadError`. Reloading fetches the new index (served no-cache) and
 * the member carries on. At most once a minute, so a chunk that is really missing shows the route's
 * error page (with its Reload button) instead of a reload loop.
 */
export function reloadOnNewRelease(win: Window = window, storage: Storage = sessionStorage, now: () => number = Date.now): void {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(KEY) ?? 0);
    if (now() - last < ONCE_PER_MS) return;
    storage.setItem(KEY, String(now()));
    event.preventDefault();
    win.location.reload();
  });
}
