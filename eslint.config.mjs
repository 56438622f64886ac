import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** The server's domains: every folder of src/server. Its single files (context, errors, validation…) are shared on purpose. */
const SERVER_DOMAINS = readdirSync(new URL('./src/server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const THROUGH_INDEX = {
  group: ['@/server/*/**'],
  message: "A domain is used only through its index: import from '@/server/<domain>' (export what you need there on purpose).",
};

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next*/**',
      'screenshots/**',
      '.data/**',
      'node_modules/**',
      'src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/db', '@/db/*'], message: 'src/app reaches data through src/server/<domain>.' }, THROUGH_INDEX] },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [THROUGH_INDEX] }] },
  },
  // Each domain reaches another only through its index.ts, and its own files directly (never through its own index, which
  // would make a cycle), so what a domain offers is what its index exports.
  ...SERVER_DOMAINS.map((domain) => ({
    files: [`src/server/${domain}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...THROUGH_INDEX, group: ['@/server/*/**', `!@/server/${domain}/**`] },
            { group: [`@/server/${domain}`], message: `Inside ${domain}, import the file itself ('./…'), not the domain's own index.` },
            { regex: '^\\.\\./[\\w-]+', message: "Another domain is reached through its index: import from '@/server/<domain>'." },
          ],
        },
      ],
    },
  })),
  {
    // The match record's verifier stands alone (docs/match-record.md): it shares no code with the portal or its engine.
    files: ['src/match-verify/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', '../*', '!node:*'], message: 'src/match-verify imports only Node built-ins and its own files.' }] },
      ],
    },
  },
  {
    // The vocabulary is defined once, in src/lib, and the database's enums are built from the same lists.
    files: ['src/db/schema/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='pgEnum'] > ArrayExpression",
          message:
            "Build the enum from the list in src/lib (e.g. pgEnum('opening_status', OPENING_STATUSES)), so the screens and the schema share it.",
        },
      ],
    },
  },
  {
    // No import cycles anywhere in the source: a cycle is how domains end up knowing each other's insides.
    files: ['src/**/*.{ts,tsx}'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

export default config;
