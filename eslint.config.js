import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const BROWSER_APIS = [
  { name: 'browser', message: 'Only src/platform/ may touch extension APIs.' },
  { name: 'chrome', message: 'Only src/platform/ may touch extension APIs.' },
  { name: 'localStorage', message: 'Only src/platform/ may touch browser storage.' },
  { name: 'sessionStorage', message: 'Only src/platform/ may touch browser storage.' },
];

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'react/no-danger': 'off',
    },
  },
  {
    // The platform seam: everything outside src/platform/ reaches the browser through it.
    files: ['src/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}'],
    ignores: ['src/platform/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...BROWSER_APIS],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'The app must not import the local server.' }],
          paths: [
            { name: 'wxt/browser', message: 'Only src/platform/ may import the extension API.' },
            { name: 'webextension-polyfill', message: 'Only src/platform/ may import the extension API.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Only src/platform/ may touch browser storage.' },
        { object: 'globalThis', property: 'chrome', message: 'Only src/platform/ may touch extension APIs.' },
        { object: 'globalThis', property: 'browser', message: 'Only src/platform/ may touch extension APIs.' },
      ],
      // All user-written HTML goes through the one sanitising component.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render user HTML only through <SafeHtml> (src/components/SafeHtml.tsx).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
);
