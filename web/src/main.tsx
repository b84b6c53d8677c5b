import '@fontsource-variable/manrope';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadOnNewRelease } from './app/reload-on-new-release';
import { initI18n } from './shared/i18n';

reloadOnNewRelease();
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
