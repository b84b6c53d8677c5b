// What the component tests of both front ends (web/ and admin/) need on top of jsdom; each
// front end's setup-tests.ts imports it first.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy and waitFor wait 5 s, not 1 s: a debounced search (300 ms) and its answer have been seen to take
// longer than a second on a busy two-core CI machine, where a second failed a test that was right.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: media queries never match (desktop layout) unless a test says otherwise.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
