import '@dating/web/testing/jsdom-setup';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nProvider } from '../i18n';

afterEach(async () => {
  cleanup();
  // The component files share one environment: a test that switched to Russian must not leave it so
  // (changing it back stores the choice, so storage is cleared after).
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
  localStorage.clear();
  sessionStorage.clear();
});
