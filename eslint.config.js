import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** core is pure and shared; web and server may use it but never each other. */
const importBoundaries = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data', 'bench/results', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...importBoundaries([
        { group: ['**/server/**', 'node:*'], message: 'The web app may import core, never the server or Node built-ins.' },
      ]),
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: importBoundaries([
      {
        group: ['**/server/**', '**/web/**', 'node:*', 'react', 'react-*', 'hono', 'hono/*'],
        message: 'core is pure: it imports neither the web app, the server, Node built-ins nor UI frameworks.',
      },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: importBoundaries([{ group: ['**/web/**', 'react', 'react-*'], message: 'The server never imports the web app.' }]),
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: "MemberExpression[property.name='only']", message: 'No .only in committed tests.' }] },
  },
);
