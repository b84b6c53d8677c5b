import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'proto/src/gen/**', '**/*.d.ts', '.data/**', 'admin/**', 'web/public/**', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  { files: ['scripts/**', 'deploy/**', '**/bench/**', '**/*.spec.ts', '**/*.int-spec.ts', 'web/e2e/**'], rules: { 'no-console': 'off' } },
  // The member site: React hooks rules (the recommended set of eslint-plugin-react-hooks 7).
  {
    files: ['web/src/**/*.{ts,tsx}'],
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
