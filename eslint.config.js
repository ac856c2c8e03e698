import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
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
                '**/omnicasa/types',
                '**/omnicasa/schema',
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
    files: ['scripts/**', 'bench/**', 'tests/**'],
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
