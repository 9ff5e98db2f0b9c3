import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const featureNames = ['catalog', 'auth', 'orders', 'payments', 'merchants', 'admin', 'dashboard', 'contact', 'home']

/** A feature never imports another feature: what two need moves down to a shared place. */
const featureBoundaries = (base) =>
  featureNames.map((name) => ({
    target: `${base}/${name}`,
    from: `${base}`,
    except: [`./${name}`],
    message: 'Features do not import each other; move what both need to a shared place.',
  }))

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/dist/',
      '**/.react-router/',
      'data/',
      'playwright-report/',
      'test-results/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/shared', from: './apps', message: 'shared imports neither the web nor the server.' },
            { target: './apps/web', from: './apps/server', message: 'The web reaches the server only through its HTTP API.' },
            { target: './apps/server', from: './apps/web', message: 'The server does not import web code.' },
            ...featureBoundaries('./apps/server/src/features'),
            ...featureBoundaries('./apps/web/app/features'),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
)
