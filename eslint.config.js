import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Services that own a contract package; another service imports only `@dating/<service>/contracts`. */
const SERVICES = ['identity', 'billing-ledger', 'profiles', 'chat-room', 'mail', 'notifications'];

/**
 * Boundaries: a service's code reaches another only through its contract package. Tests may also
 * use another service's testing helpers, and tests that host two services side by side (split
 * mode) may boot the other's module.
 */
const serviceBoundaries = SERVICES.map((service) => ({
  files: [`services/${service}/src/**/*.ts`],
  ignores: ['**/*.int-spec.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: SERVICES.filter((other) => other !== service).map((other) => ({
          regex: `^@dating/${other}(/(?!(contracts|testing)$).*)?$`,
          message: `${service} reaches ${other} only through @dating/${other}/contracts (its events and ports).`,
        })),
      },
    ],
  },
}));

/** Domain folders are pure: no framework, database, network or file system. */
const pureDomain = {
  files: ['services/*/src/domain/**/*.ts'],
  ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@nestjs/*',
              'typeorm',
              'pg',
              'ioredis',
              'kafkajs',
              'express',
              '@grpc/*',
              'node:fs',
              'node:fs/*',
              'node:net',
              'node:http',
              'node:child_process',
              'socket.io',
            ],
            message: 'domain code is pure: decide with plain data, and let use cases and infrastructure do the I/O.',
          },
          {
            group: ['**/infrastructure/**', '**/commands/**', '**/queries/**', '**/application/**'],
            message: 'domain code depends on nothing outside domain/.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'proto/src/gen/**', '**/*.d.ts', '.data/**', 'web/public/**', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  ...serviceBoundaries,
  pureDomain,
  { files: ['scripts/**', 'deploy/**', '**/bench/**', '**/*.spec.ts', '**/*.int-spec.ts', 'web/e2e/**', 'admin/e2e/**'], rules: { 'no-console': 'off' } },
  // The member site and the back office: React hooks rules (the recommended set of eslint-plugin-react-hooks 7).
  {
    files: ['web/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/bench/**/*.mjs', 'web/e2e/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        performance: 'readonly',
        PerformanceObserver: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);
