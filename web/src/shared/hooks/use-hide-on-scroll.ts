import { UI } from '@dating/rules';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The header's scroll behaviour (spec section 9: header-scroll, 500 ms show delay, 1 px
 * threshold): scrolling down past the header hides it, so a phone shows more of the page;
 * scrolling up shows it at once, and it comes back by itself once the page has been still for the
 * show delay, so the menu is never more than half a second away. Moves smaller than the threshold
 * (sub-pixel jitter from momentum scrolling) change nothing. `reveal` shows it at once (a keyboard
 * user tabbing into the hidden header must see where the focus is). `enabled` false keeps it in
 * place (the header passes it on phones only).
 */
export function useHideOnScroll(headerHeight: number, enabled = true): { hidden: boolean; reveal: () => void } {
  const [hidden, setHidden] = useState(false);
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reveal = useCallback(() => {
    clearTimeout(showTimer.current);
    setHidden(false);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY;
      if (Math.abs(delta) < UI.headerScrollThresholdPx) return;
      lastY = y;
      clearTimeout(showTimer.current);
      if (delta > 0 && y > headerHeight) {
        setHidden(true);
        showTimer.current = setTimeout(() => setHidden(false), UI.headerScrollShowDelayMs);
      } else {
        setHidden(false);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(showTimer.current);
      setHidden(false); // turned off (or remade) while hidden: shown, not left hidden
    };
  }, [headerHeight, enabled]);

  return { hidden, reveal };
}
