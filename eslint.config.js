import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import utsab from './eslint/no-literal-text.js'

const root = new URL('.', import.meta.url)

/** The features are the folders: a feature made today is inside the boundaries today. */
export const featuresIn = (folder) =>
  readdirSync(new URL(folder, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

/** A feature never imports another feature: what two need moves down to a shared place. */
const featureBoundaries = (base) =>
  featuresIn(base).map((name) => ({
    target: `${base}/${name}`,
    from: `${base}`,
    except: [`./${name}`],
    message: 'Features do not import each other; move what both need to a shared place.',
  }))

const SERVER = './apps/server/src'
const WEB = './apps/web/app'

/**
 * One-way zones. Server: lib, db and plugins are below the features and never import them (only
 * app.ts composes features). Web: packages/shared → lib and components/ui → widgets (the domain's
 * shared pieces: booking cells, prices, badges) → features → routes.
 */
export const zones = [
  { target: './packages/shared', from: './apps', message: 'shared imports neither the web nor the server.' },
  { target: './apps/web', from: './apps/server', message: 'The web reaches the server only through its HTTP API.' },
  { target: './apps/server', from: './apps/web', message: 'The server does not import web code.' },
  ...['lib', 'db', 'plugins'].map((layer) => ({
    target: `${SERVER}/${layer}`,
    from: `${SERVER}/features`,
    message: `Server ${layer} is below the features and never imports one; move what it needs down into lib or db.`,
  })),
  ...featureBoundaries(`${SERVER}/features`),
  ...['lib', 'components', 'widgets'].map((layer) => ({
    target: `${WEB}/${layer}`,
    from: [`${WEB}/features`, `${WEB}/routes`],
    message: `Web ${layer} is shared by every feature and never imports a feature or a route; move what it needs down.`,
  })),
  ...['lib', 'components'].map((layer) => ({
    target: `${WEB}/${layer}`,
    from: `${WEB}/widgets`,
    message: `Web ${layer} is below the widgets and never imports one; move what it needs down into lib or components/ui.`,
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/routes`,
    message: 'Features never import routes: a route composes features, not the other way round.',
  },
  ...featureBoundaries(`${WEB}/features`),
]

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
          zones,
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'useNavigate'],
              message: 'Use components/ui/link (Link, NavLink, useLocaleNavigate): they keep the page language.',
            },
            {
              // These three need no client of their own; everything else comes through lib/query.ts.
              name: '@tanstack/react-query',
              allowImportNames: ['QueryClientContext', 'queryOptions', 'useQueryClient'],
              allowTypeImports: true,
              message: 'Import it from #app/lib/query: loading that module gives the root its query client (lib/query-client.ts).',
            },
          ],
          patterns: [
            {
              // messages/fallback is the exception: the few lines the browser needs without a catalog.
              group: [
                '@utsab/shared/i18n/namespaces',
                '@utsab/shared/i18n/compile',
                '@utsab/shared/i18n/english',
                '@utsab/shared/i18n/kind-texts',
                '@utsab/shared/i18n/messages/*',
                '!@utsab/shared/i18n/messages/fallback',
              ],
              allowTypeImports: true,
              message: 'Pages receive their texts from their loader (lib/i18n.server.ts); catalogs stay out of the browser download.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/lib/query.ts', 'apps/web/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/app/components/ui/link.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/app/**/*.server.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/app/**/*.tsx'],
    ignores: ['apps/web/app/**/*.test.tsx'],
    plugins: { utsab },
    rules: { 'utsab/no-literal-text': 'error' },
  },
)
