import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import checkFile from 'eslint-plugin-check-file'
import globals from 'globals'
import fs from 'node:fs'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

const webFeatures = fs.readdirSync('apps/web/src/features', { withFileTypes: true })
const features = webFeatures.filter((entry) => entry.isDirectory()).map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-*/**',
      'e2e/artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // the browser never imports server code, and features do not import each other (bulletproof-react)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@scout/api', '@scout/api/*'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    // boundaries (docs/architecture.md): no import cycles anywhere, features stay apart, shared stays pure,
    // a module's routes are registered by app.ts and never imported by another module, and test kits stay
    // out of the product
    files: ['{apps,packages,e2e}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // dependencies are parsed as TypeScript too, or a cycle through them goes unseen
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/shared/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: move what both need to components/, lib/ or hooks/.',
            })),
            {
              target: './packages/shared',
              from: './apps',
              message: '@scout/shared is imported by both sides and imports neither.',
            },
            {
              target: './apps/api/src/!(app).ts',
              from: './apps/api/src/modules/*/*.routes.ts',
              message: 'Routes are registered by app.ts; share a repository or a helper instead.',
            },
            ...fs
              .readdirSync('apps/api/src/modules')
              .filter((module) => !module.includes('.'))
              .map((module) => ({
                target: `./apps/api/src/modules/!(${module})/**`,
                from: `./apps/api/src/modules/${module}/*.routes.ts`,
                message: "Another module's routes are its own; share a repository or a helper instead.",
              })),
            {
              target: './apps/api/src/!(testing)/**/!(*.test|*.eval|*-test-kit|test-*|fake-*).ts',
              from: './apps/api/src/testing',
              message: 'The test kit is for tests only.',
            },
            {
              target: ['./apps/api/src/modules', './apps/api/src/plugins', './apps/api/src/lib'],
              from: ['./apps/api/src/cli', './apps/api/src/web'],
              message:
                'Modules serve requests; the command-line and static-site entry points import them, not the reverse.',
            },
          ],
        },
      ],
    },
  },
)
