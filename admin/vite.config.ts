import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The back office. `npm run build` (root) builds it into admin/dist, which the all-in-one server
 * serves at /admin with its own history fallback. `npm run dev -w @dating/admin` serves it with
 * the admin API proxied to a running product (PORT 3000 unless API_TARGET says otherwise).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // @dating/web/theme and @dating/rules are read from their TypeScript sources.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // react-admin and MUI make one large vendor chunk; charts and the QR code load on demand.
    chunkSizeWarningLimit: 2000,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/admin-api': process.env.API_TARGET ?? 'http://127.0.0.1:3000' },
  },
});
