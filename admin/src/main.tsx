import '@fontsource-variable/manrope';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
