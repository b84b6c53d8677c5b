/**
 * Makes MUI's breakpoints.down('sm') answer as a phone's would (every max-width media query
 * matches); answers the undo, for the test's afterEach.
 */
export function onAPhone(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: /max-width/.test(query) })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
