import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { usedIcons } from './web/vite/used-icons';

// Tests run the TypeScript sources directly: the "source" export condition points every
// @dating/* package at src/, and SWC emits the decorator metadata NestJS needs. The member
// site's and the back office's component tests run in jsdom with the React plugin instead.
export default defineConfig({
  plugins: [
    swc.vite({ jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' } }),
  ],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // Both cores for the unit and component files (vitest's default on two cores is one worker).
    // These files also share their worker's modules (`isolate: false`): each used to load React,
    // MUI or NestJS again, 6 minutes of the suite here against 70 s now. Their setup files reset
    // what a file could leave behind (DOM, storage, cookies, the back office's language).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          include: ['services/**/src/**/*.spec.ts', 'proto/**/*.spec.ts', 'packages/**/src/**/*.spec.ts', 'admin/e2e/**/*.spec.ts'],
        },
      },
      {
        plugins: [react(), usedIcons(fileURLToPath(new URL('./web', import.meta.url)))],
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) }, conditions: ['source', 'browser'] },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['web/src/testing/setup-tests.ts'],
          css: false,
          // jsdom and user-event are CPU-bound: with both cores shared (the other worker, other work on
          // the machine) a 5 s test has been seen to take 18 s; a hung test still fails well inside CI's limit.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { conditions: ['source', 'browser'] },
        test: {
          name: 'admin',
          include: ['admin/src/**/*.test.ts', 'admin/src/**/*.test.tsx'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['admin/src/testing/setup-tests.ts'],
          css: false,
          // jsdom and user-event are CPU-bound: with both cores shared (the other worker, other work on
          // the machine) a 5 s test has been seen to take 18 s; a hung test still fails well inside CI's limit.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // After the unit and component files, which share both cores.
          sequence: { groupOrder: 1 },
          include: ['services/**/*.int-spec.ts', 'web/**/*.int-spec.ts', 'web/e2e/**/*.e2e.ts', 'admin/e2e/**/*.e2e.ts'],
          // Two files at a time: one file alone kept the machine about 70% busy (a browser file waits
          // on Chromium, the server and polls), so two halve the time (2,400 s of file time in 20 min
          // here). Files share nothing: their own databases, Kafka namespaces, ports, and on the shared
          // Redis their own keys and socket channels (deploymentScope).
          maxWorkers: 2,
          // Each of the two processes runs its files one after another and keeps what it loaded: a
          // file no longer pays for loading NestJS, TypeORM, Kafka's client and Playwright again
          // (about 4 s a file here). Files close what they open in afterAll.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser step waits on the server, which a busy two-core machine slows: polls get 10 s, not 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
