import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next*/**', 'screenshots/**', '.data/**', 'node_modules/**', 'src/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // Tests read JSON answers whose shape each assertion checks anyway.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The layering rule of ARCHITECTURE.md: pages and route handlers never reach the database directly.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/db', '@/db/*'], message: 'src/app reaches data through src/server/<domain>.' }] }],
    },
  },
];
