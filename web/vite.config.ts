import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { usedIcons } from './vite/used-icons';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The member site. `npm run build` (root) builds it into web/dist, which the all-in-one server
 * serves with a history fallback. `npm run dev -w @dating/web` serves it with the Site API
 * proxied to a running product (PORT 3000 unless API_TARGET says otherwise).
 */
export default defineConfig({
  root,
  plugins: [react(), usedIcons(root)],
  resolve: {
    alias: { '@': src },
    // @dating/rules is read from its TypeScript sources (no build step needed for the site).
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Browsers that run this site support module preloading natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs travels in one chunk (one request, one gzip
        // dictionary); member pages, modals and menus split off and load on demand.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/sandbox', '/payments', '/dev', '/health', '/ready', '/admin'].map((p) => [p, process.env.API_TARGET ?? 'http://127.0.0.1:3000']),
    ),
  },
});
