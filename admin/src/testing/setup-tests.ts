import '@dating/web/testing/jsdom-setup';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nProvider } from '../i18n';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The component files share one environment: a test that switched to Russian must not leave it so.
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
  localStorage.clear();
});
