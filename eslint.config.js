import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import tseslint from 'typescript-eslint'

// The rules a newcomer would otherwise learn from review are kept here (docs/decisions/024).

// Text is translated by the project's own translator in src/i18n/server.ts (decision 016): next-intl's
// request functions are used only inside src/i18n. setRequestLocale stays open: the locale layouts
// and pages hand next-intl the page's language with it.
const nextIntlServerOutsideI18n = {
  name: 'next-intl/server',
  allowImportNames: ['setRequestLocale'],
  message:
    'Translate with getTranslations / getRequestLocale from @/i18n/server (one compiled translator per process, decision 016); only setRequestLocale comes from next-intl/server outside src/i18n.',
}

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-instance-b/**',
      'node_modules/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'src/migrations/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Import order, fixed by `eslint --fix`: packages (node: builtins included), a blank line, then
      // the project's own modules, `@/…` (and `@fixtures/…`) before relative paths in one block.
      // `server-only` and other side-effect imports open the list; stylesheets close it, in the order
      // written (their order is the cascade's).
      'simple-import-sort/imports': [
        'error',
        {
          groups: [
            ['^\\u0000(?!.*\\.css$)'],
            ['^node:', '^@?\\w'],
            ['^@/', '^@fixtures(/|$)', '^@payload-config$', '^\\.'],
            ['^\\u0000.*\\.css$'],
          ],
        },
      ],
      // A file a reader can hold in mind: split along a real seam before it grows past this. Blank
      // lines and comments do not count, so explaining code never costs room.
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Typed rules: the type checker tells a promise nobody waits for and a switch that forgot a case.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    // Generated files and fixture data are as long as their content.
    files: ['src/payload-types.ts', 'src/migrations/**', '**/importMap.js', 'fixtures/**/data/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    // Business rules stay pure: no framework or library in src/domain (conventions habit 2), but
    // zod, which is plain data validation: a form's schema lives here (conventions habit 5).
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|zod$)',
              message:
                'src/domain is pure TypeScript: import only other domain files (relative paths) and zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // Raw CRM types stay at the edge (conventions habit 3).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/integrations/omnicasa/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/integrations/omnicasa/types',
                '@/integrations/omnicasa/schema',
                '@/integrations/omnicasa/schema/*',
                '**/omnicasa/types',
                '**/omnicasa/schema',
                '**/omnicasa/schema/*',
              ],
              message: 'Raw CRM types stay in src/integrations/omnicasa; use the reshaped app types.',
            },
          ],
          paths: [
            {
              name: 'next/cache',
              importNames: ['unstable_cache', 'revalidateTag', 'revalidatePath'],
              message:
                'Data is cached with processMemo and cleared through the change signal (docs/decisions/018 and 019): Next’s cache cannot be cleared from other processes.',
            },
          ],
        },
      ],
    },
  },
  {
    // One translator (decision 016). The typescript-eslint twin of no-restricted-imports, so these
    // bans sit beside the ones above instead of replacing them for the same files.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/i18n/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [nextIntlServerOutsideI18n] }],
    },
  },
  {
    // A client component gets its data as props from a server component: the data modules read the
    // database and are server-only. Their types may be named (a type import leaves nothing behind).
    files: ['**/*.client.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [nextIntlServerOutsideI18n],
          patterns: [
            {
              regex: '^(@/data|(\\.\\./)+data)(/|$)',
              allowTypeImports: true,
              message:
                'A client component takes its data as props from a server component; only `import type` from src/data here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', 'fixtures/**'],
    rules: { 'no-console': 'off' },
  },
  // The data layer (src/data) reads and caches. The database layer, the CRM import and the demo
  // fixtures write, and say what they changed through src/db's change signal; the caches hear of it
  // from there (docs/caching.md). They never import src/data. typescript-eslint's copy of the rule,
  // so that it adds to the base rule's restrictions above instead of replacing them for these files.
  {
    files: ['src/db/**/*.{ts,tsx}', 'src/integrations/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/data|(\\.\\./)+data)(/|$)',
              message:
                'Writers do not import src/data: record what changed with recordChange (src/db/changes.ts); the caches listen (docs/caching.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['fixtures/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/data|(\\.\\./)+src/data)(/|$)',
              message:
                'Fixtures do not import src/data: record what changed with recordChange (src/db/changes.ts); the caches listen (docs/caching.md).',
            },
          ],
        },
      ],
    },
  },
)
