import { fitsLocalStorage } from '@dating/rules';

/** Local storage that refuses data over the spec's limit and never throws (private mode, quota). */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): boolean {
    if (!fitsLocalStorage(value)) return false;
    try {
      localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing to do
    }
  },
};
