/* eslint-disable no-console */
/** The site's one console writer: warnings and failures that the spec says are "logged". */
export const log = {
  warn: (message: string, detail?: unknown) => console.warn(`[site] ${message}`, detail ?? ''),
  info: (message: string, detail?: unknown) => {
    if (import.meta.env.DEV) console.info(`[site] ${message}`, detail ?? '');
  },
};
