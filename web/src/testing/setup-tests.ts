import './jsdom-setup';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import { enAccount } from '@/locales/en/account';
import { initI18n } from '@/shared/i18n';

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeAll(async () => {
  await initI18n('en');
  i18next.addResourceBundle('en', 'translation', enAccount, true, true);
});

afterEach(() => {
  cleanup();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  localStorage.clear();
  document.body.removeAttribute('style');
  delete document.body.dataset.scrollLocked;
});
