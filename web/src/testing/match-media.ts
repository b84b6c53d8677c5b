import { vi } from 'vitest';

/** window.matchMedia answering each media query by `matches` (jsdom has none): the phone layout, reduced motion, ... */
export function mockMatchMedia(matches: (query: string) => boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...new EventTarget(),
    matches: matches(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
}
