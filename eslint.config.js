import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createNodeResolver } from 'eslint-plugin-import-x';
import { adminBoundaryZones, apiBoundaryZones, webBoundaryZones } from './scripts/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/build/**',
      'apps/web/.react-router/**',
      'data/**',
      'bench/results/**',
      // Local measuring scripts, never committed (.gitignore).
      'bench/scratch*.ts',
      'test-results/**',
      'playwright-report/**',
      // TypeScript's build info and declarations (npm run typecheck).
      '.tsbuild/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // Boundaries (docs/decisions/foundation.md): a server module is reached only through its
  // index.ts and nothing under modules/, lib/ or plugins/ imports the composition root; a web
  // feature never imports another feature, and lib/ and components/ never import features/; the
  // back office's the same, by the thing each folder manages. Each app's zones only ever target
  // that app's files, so each app's files are checked against its own zones alone: the rule
  // compiles every zone's globs for every file it sees.
  ...[
    { files: ['apps/api/**/*.ts'], zones: apiBoundaryZones() },
    { files: ['apps/web/**/*.{ts,tsx}'], zones: webBoundaryZones() },
    { files: ['apps/admin/**/*.{ts,tsx}'], zones: adminBoundaryZones() },
  ].map(({ files, zones }) => ({
    files,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
    },
  })),
  // The storefront's links are components/ui/link.tsx: React Router's Link in the browser, its
  // markup alone on the server (docs/decisions/page-weight.md "Links on the server").
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/link.tsx', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link'],
              message: 'Import Link from components/ui/link.tsx.',
            },
          ],
        },
      ],
    },
  },
  // A back-office form validates through lib/form-resolver.ts, which parses with the contract's
  // plain words (docs/decisions/back-office.md); a bare zodResolver would show zod's own.
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/lib/form-resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message: 'Use createResolver from apps/admin/src/lib/form-resolver.ts.',
            },
          ],
        },
      ],
    },
  },
  // The back office's first download carries no zod (docs/decisions/back-office.md): a page takes
  // its routes from @haat/contract/back-office-paths and its constants from the zod-free constant
  // entries; the contract's schemas, and zod, only as types, loaded whole by lib/form-resolver.ts
  // when a form needs them. Tests may parse with a schema directly.
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@haat/contract',
              allowTypeImports: true,
              message:
                'Import routes from @haat/contract/back-office-paths, constants from @haat/contract/back-office-constants or /constants, and pick a form schema in useFormResolver.',
            },
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                'Declare a form schema in the contract and pick it in useFormResolver: zod loads with the contract when a form needs it.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
