/**
 * Rejected browser versions of spec section 2: a full-page notice replaces the site for
 * Chrome 20 or older, Firefox 27 or older, IE 9 or older, Opera 11 or older, Safari 8 or older
 * and Edge 12 or older.
 */
export const REJECTED_BROWSERS = {
  chrome: 20,
  firefox: 27,
  ie: 9,
  opera: 11,
  safari: 8,
  edge: 12,
} as const;
export type BrowserName = keyof typeof REJECTED_BROWSERS;

export interface DetectedBrowser {
  name: BrowserName;
  major: number;
}

/** Reads the browser family and major version from a user agent string (null when unknown). */
export function detectBrowser(userAgent: string): DetectedBrowser | null {
  const ua = userAgent || '';
  const major = (re: RegExp) => {
    const m = re.exec(ua);
    return m ? Number.parseInt(m[1]!, 10) : null;
  };
  let v: number | null;
  if ((v = major(/\bEdge\/(\d+)/)) !== null) return { name: 'edge', major: v };
  if ((v = major(/\bEdg(?:A|iOS)?\/(\d+)/)) !== null) return { name: 'edge', major: v };
  if ((v = major(/\bOPR\/(\d+)/)) !== null) return { name: 'opera', major: v };
  if (/\bOpera\b/.test(ua)) {
    v = major(/\bVersion\/(\d+)/) ?? major(/\bOpera[/ ](\d+)/);
    if (v !== null) return { name: 'opera', major: v };
  }
  if ((v = major(/\bMSIE (\d+)/)) !== null) return { name: 'ie', major: v };
  if (/\bTrident\//.test(ua) && (v = major(/\brv:(\d+)/)) !== null) return { name: 'ie', major: v };
  if ((v = major(/\b(?:Firefox|FxiOS)\/(\d+)/)) !== null) return { name: 'firefox', major: v };
  if ((v = major(/\b(?:Chrome|Chromium|CriOS)\/(\d+)/)) !== null) return { name: 'chrome', major: v };
  if (/\bSafari\//.test(ua) && (v = major(/\bVersion\/(\d+)/)) !== null) return { name: 'safari', major: v };
  return null;
}

/** True when the user agent is one of the rejected versions (unknown browsers are let in). */
export function isRejectedBrowser(userAgent: string): boolean {
  const found = detectBrowser(userAgent);
  return !!found && found.major <= REJECTED_BROWSERS[found.name];
}
