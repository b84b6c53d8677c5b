import { UI } from '@dating/rules';
import { useEffect } from 'react';

/**
 * Page scroll lock shared by every modal (spec section 2): opening any modal locks page
 * scrolling; closing the last one unlocks it. Unlocking waits the spec's body-lock delay (500 ms
 * by default) so a closing animation or a modal replacing another does not make the page jump.
 */
let locks = 0;
let unlockTimer: ReturnType<typeof setTimeout> | null = null;
let saved: { overflow: string; paddingRight: string } | null = null;

function applyLock(): void {
  if (unlockTimer) {
    clearTimeout(unlockTimer);
    unlockTimer = null;
  }
  if (saved) return;
  const body = document.body;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.dataset.scrollLocked = 'true';
}

function releaseLock(): void {
  if (!saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  delete document.body.dataset.scrollLocked;
  saved = null;
}

/** Takes one lock; the returned function gives it back (idempotent). */
export function lockScroll(delayMs: number = UI.bodyLockDelayMs): () => void {
  locks += 1;
  applyLock();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks = Math.max(0, locks - 1);
    if (locks > 0) return;
    if (delayMs <= 0) return releaseLock();
    unlockTimer = setTimeout(() => {
      unlockTimer = null;
      if (locks === 0) releaseLock();
    }, delayMs);
  };
}

export function scrollLockCount(): number {
  return locks;
}

/** Holds a lock while `active` is true. */
export function useScrollLock(active: boolean, delayMs?: number): void {
  useEffect(() => {
    if (!active) return;
    return lockScroll(delayMs);
  }, [active, delayMs]);
}
