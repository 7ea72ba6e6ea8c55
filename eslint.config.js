// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import drizzle from 'eslint-plugin-drizzle';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** The folders in `dir`, but `skip`: each is a feature the import zones below fence in. */
function featureFolders(dir, skip = []) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skip.includes(entry.name))
    .map((entry) => entry.name);
}

/** Lint rules from STYLE.md: type-checked TypeScript, kebab-case files, feature boundaries, Drizzle's where-rules. */
export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'src/server/platform/db/migrations/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', '.ci/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'check-file': checkFile, 'import-x': importX, drizzle },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features never import each other; the app composes them. The zones are the folders
            // that exist, so a new feature is fenced in the day it is made.
            ...featureFolders('src/client/features', ['admin']).map((f) => ({
              target: `./src/client/features/${f}`,
              from: './src/client/features',
              except: [`./${f}`],
            })),
            // The workspace's areas are features too, and none imports another.
            ...featureFolders('src/client/features/admin').map((f) => ({
              target: `./src/client/features/admin/${f}`,
              from: './src/client/features',
              except: [`./admin/${f}`],
            })),
            // Shared code does not depend on features or the app.
            {
              target: ['./src/client/components', './src/client/lib'],
              from: ['./src/client/features', './src/client/app'],
            },
            // The browser never imports server code; the contract is the only shared code.
            { target: './src/client', from: './src/server' },
            { target: './src/contracts', from: ['./src/client', './src/server'] },
          ],
        },
      ],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // The seed catalogue is loaded by seeding alone; the rest of the server reads the catalogue.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/catalog/seed-catalogue.ts', 'src/server/previews/ensure-images.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+seed/', message: 'Read the catalogue (catalog/) instead of seed/.' }] },
      ],
    },
  },
  {
    // Routes and pages validate, call a service and answer: they never query the tables themselves
    // (the orders service owns orders; routes/pages read through e.g. orders/order-lookups.ts).
    // Tests beside them may set up rows. The seed rule above is repeated: a later block replaces it.
    files: ['src/server/http/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+seed/', message: 'Read the catalogue (catalog/) instead of seed/.' },
            {
              regex: '/db/schema(/|$)',
              message: 'Routes and pages call a service (app.orders, orders/order-lookups.ts), never db/schema.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
