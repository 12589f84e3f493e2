import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { ISOLATED_UNIT_FILES } from './tests/isolated-unit-files.mjs';

const LEAKS_INTO_NEXT_UNIT_FILES =
  'List this file in tests/isolated-unit-files.mjs: it changes what the next unit files see.';

export default tseslint.config(
  { ignores: ['node_modules', '.next', '.data', 'src/db/migrations', 'next-env.d.ts', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Pages and components reach the database only through the domain (src/lib/page-ctx.ts);
    // types of the schema may be named.
    files: ['src/components/**', 'src/app/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/db/*', '!@/db/media'],
              allowTypeImports: true,
              message: 'Pages and components call the domain (pageCtx), never the database.',
            },
          ],
          paths: [
            {
              name: 'next/link',
              message:
                "Use '@/components/ui/link.client': it prefetches on the shopper's intent, not on view.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/ui/link.client.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The domain knows neither HTTP nor React: the REST API, the back office and GraphQL call it.
    files: ['src/domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/http/*',
                '@/components/*',
                '@/app/*',
                'hono',
                'hono/*',
                'react',
                'react-dom',
                'next',
                'next/*',
              ],
              message: 'The domain does not know HTTP or React.',
            },
          ],
        },
      ],
    },
  },
  {
    // Unit files share their worker's modules (vitest.config.ts): one that replaces a module, fakes
    // timers or sets process.env would leak into the files after it, unless it is listed to run alone.
    files: ['src/**/*.test.ts'],
    ignores: ISOLATED_UNIT_FILES,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: LEAKS_INTO_NEXT_UNIT_FILES,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env'], UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
          message: LEAKS_INTO_NEXT_UNIT_FILES,
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        globalThis: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  prettier,
);
