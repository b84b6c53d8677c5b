import { i18next } from '@/shared/i18n';

/** Sets `document.title` from the route's title entry among the document titles, falling back to the main title. */
export function setDocumentTitle(routeName: string | null): void {
  const main = i18next.t('documentTitles.main');
  const key = `documentTitles.${routeName}`;
  document.title = routeName && i18next.exists(key) ? `${i18next.t(key)} · ${i18next.t('brand')}` : main;
}
