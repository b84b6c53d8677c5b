// What the component tests of both front ends (web/ and admin/) need on top of jsdom; each
// front end's setup-tests.ts imports it first.
import '@testing-library/jest-dom/vitest';

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
