// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { defineConfig } from 'eslint/config'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/**
 * Lint holds the shape of DESIGN.md ("Shape of the code"); decision 0013 explains the rules.
 * Layers are recognised by path pattern, so a new area (accounts, orders, wallet…) is covered
 * without editing this file.
 */

const server = 'apps/server/src'
const web = 'apps/web/src'
/** The owner's app has the storefront's layers (DESIGN: app → features → components/lib → core). */
const admin = 'apps/admin/src'

/** Shared infrastructure of the server: allowed where it is today, it is not an area. */
const serverInfra = ['http', 'cache', 'db', 'seed', 'cli', 'web', 'integrations', 'outbox']

/** Layers, one element per file on the server (routes, service, repository differ inside one area). */
const elements = [
  { type: 'server-container', pattern: `${server}/container*.ts`, mode: 'file' },
  // Classifying a database error (a unique key taken) is a rule's business: services retry or answer 422 on it.
  { type: 'server-db-errors', pattern: `${server}/db/unique-violation.ts`, mode: 'file' },
  { type: 'server-db', pattern: `${server}/db/**/*`, mode: 'file' },
  { type: 'server-infra', pattern: `${server}/{${serverInfra.join(',')}}/**/*`, mode: 'file' },
  { type: 'server-root', pattern: `${server}/*.ts`, mode: 'file' },
  { type: 'server-routes', pattern: `${server}/*/routes.ts`, mode: 'file', capture: ['area'] },
  { type: 'server-routes', pattern: `${server}/*/*.routes.ts`, mode: 'file', capture: ['area', 'name'] },
  { type: 'server-service', pattern: `${server}/*/service.ts`, mode: 'file', capture: ['area'] },
  { type: 'server-service', pattern: `${server}/*/*.service.ts`, mode: 'file', capture: ['area', 'name'] },
  { type: 'server-repository', pattern: `${server}/*/repository.ts`, mode: 'file', capture: ['area'] },
  { type: 'server-repository', pattern: `${server}/*/*.repository.ts`, mode: 'file', capture: ['area', 'name'] },
  { type: 'server-area', pattern: `${server}/*/**/*`, mode: 'file', capture: ['area'] },
  { type: 'web-app', pattern: [`${web}/app/**/*`, `${web}/*`], mode: 'file' },
  { type: 'web-feature', pattern: `${web}/features/*/**/*`, mode: 'file', capture: ['area'] },
  { type: 'web-shared', pattern: [`${web}/components/**/*`, `${web}/lib/**/*`], mode: 'file' },
  { type: 'admin-app', pattern: [`${admin}/app/**/*`, `${admin}/*`], mode: 'file' },
  { type: 'admin-feature', pattern: `${admin}/features/*/**/*`, mode: 'file', capture: ['area'] },
  { type: 'admin-shared', pattern: [`${admin}/components/**/*`, `${admin}/lib/**/*`], mode: 'file' },
  { type: 'core', pattern: 'packages/core/src/**/*', mode: 'file' },
  { type: 'ui', pattern: 'packages/ui/src/**/*', mode: 'file' },
]

const serverTypes = [
  'server-container',
  'server-root',
  'server-db-errors',
  'server-db',
  'server-infra',
  'server-routes',
  'server-service',
  'server-repository',
  'server-area',
]

/** Policies: everything not allowed here is an error; the last matching policy wins. */
const policies = [
  // Server: every layer may use core and the server's own modules, except as narrowed below.
  { from: { type: serverTypes }, allow: { to: { type: [...serverTypes, 'core'] } } },
  // Server rendering: the server's web/ module renders the storefront through @store/web/server.
  { from: { type: 'server-infra' }, allow: { to: { type: 'web-app' } } },
  {
    from: { type: 'server-routes' },
    disallow: { to: { type: ['server-repository', 'server-db'] } },
    message: `{{from.captured.area}} routes are HTTP only: they must not import {{to.type}} ('{{dependency.source}}'). Take the service from the container (DESIGN "Shape of the code").`,
  },
  {
    from: { type: ['server-service', 'server-area', 'server-repository'] },
    disallow: { to: { type: 'server-repository', captured: { area: '!{{from.captured.area}}' } } },
    message:
      '{{from.path}} must not import the {{to.captured.area}} repository: only the {{to.captured.area}} area touches its tables; go through its service.',
  },
  {
    from: { type: ['server-service', 'server-area', 'server-repository'] },
    disallow: { to: { type: 'server-routes' } },
    message: `Imports flow routes → service → repository: {{from.path}} must not import routes ('{{dependency.source}}').`,
  },
  {
    from: { type: 'server-repository' },
    disallow: { to: { type: 'server-service' } },
    message: `Imports flow routes → service → repository: a repository must not import a service ('{{dependency.source}}').`,
  },
  {
    from: { type: ['server-service', 'server-area'] },
    disallow: { to: { type: 'server-db' }, dependency: { kind: 'value' } },
    message: "Only an area's repository uses db/'s query helpers; {{from.path}} may import types from db/ (import type), not values.",
  },
  // Web: app → features → components/lib → core.
  { from: { type: 'web-app' }, allow: { to: { type: ['web-app', 'web-feature', 'web-shared', 'core', 'ui'] } } },
  { from: { type: 'web-feature' }, allow: { to: { type: ['web-shared', 'core', 'ui'] } } },
  { from: { type: 'web-feature' }, allow: { to: { type: 'web-feature', captured: { area: '{{from.captured.area}}' } } } },
  { from: { type: 'web-shared' }, allow: { to: { type: ['web-shared', 'core', 'ui'] } } },
  // The shared UI primitives (dialog) of the storefront and the owner's app: they import only each other and core.
  { from: { type: 'ui' }, allow: { to: { type: ['ui', 'core'] } } },
  {
    from: { type: 'web-feature' },
    disallow: { to: { type: 'web-feature', captured: { area: '!{{from.captured.area}}' } } },
    message:
      "features/{{from.captured.area}} must not import features/{{to.captured.area}} ('{{dependency.source}}'): no feature imports another; compose them in app/ or pass actions as props.",
  },
  {
    from: { type: ['web-feature', 'web-shared'] },
    disallow: { to: { type: 'web-app' } },
    message: "Imports flow app → features → components/lib: {{from.path}} must not import app/ ('{{dependency.source}}').",
  },
  {
    from: { type: 'web-shared' },
    disallow: { to: { type: 'web-feature' } },
    message: "components/ and lib/ import no feature ('{{dependency.source}}'): take the feature's action as a prop instead.",
  },
  // The owner's app: the same one-way layers as the storefront's, and nothing of the storefront.
  { from: { type: 'admin-app' }, allow: { to: { type: ['admin-app', 'admin-feature', 'admin-shared', 'core', 'ui'] } } },
  { from: { type: 'admin-feature' }, allow: { to: { type: ['admin-shared', 'core', 'ui'] } } },
  { from: { type: 'admin-feature' }, allow: { to: { type: 'admin-feature', captured: { area: '{{from.captured.area}}' } } } },
  { from: { type: 'admin-shared' }, allow: { to: { type: ['admin-shared', 'core', 'ui'] } } },
  {
    from: { type: 'admin-feature' },
    disallow: { to: { type: 'admin-feature', captured: { area: '!{{from.captured.area}}' } } },
    message:
      "admin features/{{from.captured.area}} must not import features/{{to.captured.area}} ('{{dependency.source}}'): compose them in app/ or pass actions as props.",
  },
  {
    from: { type: ['admin-feature', 'admin-shared'] },
    disallow: { to: { type: 'admin-app' } },
    message: "Imports flow app → features → components/lib: {{from.path}} must not import app/ ('{{dependency.source}}').",
  },
  {
    from: { type: 'admin-shared' },
    disallow: { to: { type: 'admin-feature' } },
    message: "components/ and lib/ import no feature ('{{dependency.source}}'): take the feature's action as a prop instead.",
  },
  // packages/core is shared by all and imports only itself.
  { from: { type: 'core' }, allow: { to: { type: 'core' } } },
]

/** Kysely is the repositories' tool: other area files get data through a repository or a service. */
const kyselyOnlyInRepositories = {
  name: 'kysely',
  message: "Only an area's repository.ts imports kysely (one owner per table, DESIGN). Pass transactions as db/'s Tx type.",
}

export default defineConfig(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.bench/**', 'test-results/**', 'screenshots/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Migrations are written against Kysely<any> on purpose: they must not depend on today's schema types.
    files: [`${server}/db/migrations/**/*.ts`],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [`${server}/**/*.ts`, `${web}/**/*.{ts,tsx}`, `${admin}/**/*.{ts,tsx}`, 'packages/core/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/legacy-warnings': false,
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkInternals: true,
          message: '{{from.type}} {{from.path}} must not import {{to.type}} {{to.path}} (DESIGN "Shape of the code", decision 0013)',
          policies,
        },
      ],
    },
  },
  {
    // Area files other than repositories (infra folders keep their access; container.ts composes).
    files: [`${server}/*/**/*.ts`],
    ignores: [`${server}/{${serverInfra.join(',')}}/**`, `${server}/*/repository.ts`, `${server}/*/*.repository.ts`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [kyselyOnlyInRepositories] }] },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`, `${admin}/**/*.{ts,tsx}`, 'packages/ui/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@store/core',
              allowTypeImports: true,
              message:
                "Import values from '@store/core/browser' ('@store/core' pulls TypeBox schema builders into the browser bundle, 130 KB gzip budget); only `import type` from '@store/core'.",
            },
          ],
        },
      ],
    },
  },
)
