import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './eslint/require-disable-reason.js';

const BROWSER_APIS = [
  { name: 'browser', message: 'Only src/platform/ may touch extension APIs.' },
  { name: 'chrome', message: 'Only src/platform/ may touch extension APIs.' },
  { name: 'localStorage', message: 'Only src/platform/ may touch browser storage.' },
  { name: 'sessionStorage', message: 'Only src/platform/ may touch browser storage.' },
  { name: 'indexedDB', message: 'Only src/platform/ may touch browser storage.' },
];

/** Browser-only globals (those Node does not also have): server code may use none of them. */
const BROWSER_ONLY = Object.keys(globals.browser).filter((name) => !(name in globals.node));

/** Import boundaries between folders: `from` may not import the listed folders (by alias or relative path). */
const zone = (folders, message, allowTypeImports = false) => ({
  group: folders.flatMap((f) => [`@/${f}`, `@/${f}/**`, `**/${f}`, `**/${f}/**`]),
  message,
  allowTypeImports,
});

export default tseslint.config(
  {
    ignores: [
      '.output/**',
      '.wxt/**',
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Every lint switch-off states its reason (`-- why`); a bare directive is itself an error.
    plugins: { local },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { 'local/require-disable-reason': 'error' },
  },
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
            { name: 'idb-keyval', message: 'Only src/platform/ may touch browser storage.' },
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
    // Type-aware rules where they catch real bugs: a promise nobody awaits or catches, a promise handed to a
    // caller that ignores it, a switch over a union that forgets a member.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'entrypoints/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A test's synchronous act() has finished when it returns: `void act(...)` says so.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // The API layer knows HTTP and types only: it may be used by anything and uses nothing above it.
    files: ['src/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            zone(
              ['features', 'queries', 'app', 'stores'],
              'src/api imports nothing from features, queries, app or stores.',
            ),
          ],
        },
      ],
    },
  },
  {
    // Server state sits below the screens: hooks and cache helpers never reach up into a feature.
    files: ['src/queries/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [zone(['features'], 'src/queries imports nothing from src/features.')] },
      ],
    },
  },
  {
    // The quick-add logic (parser, plans, matching) is shared by the app, the popup and the worker: no UI,
    // no server state, no session.
    files: ['src/quick-add/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            zone(
              ['features', 'queries', 'app', 'stores', 'components', 'popup', 'background'],
              'src/quick-add imports nothing from the UI, queries, stores or the worker.',
            ),
          ],
        },
      ],
    },
  },
  {
    // The background worker has no page: no features, no DOM.
    files: ['src/background/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [zone(['features'], 'src/background imports nothing from src/features.')] },
      ],
      'no-restricted-globals': [
        'error',
        ...BROWSER_APIS,
        { name: 'window', message: 'The background worker has no DOM.' },
        { name: 'document', message: 'The background worker has no DOM.' },
      ],
    },
  },
  {
    // The platform seam may name the background's types, never run its code.
    files: ['src/platform/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [zone(['background'], 'src/platform may import only types from src/background.', true)] },
      ],
    },
  },
  {
    // The local server runs on Node only.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...BROWSER_ONLY.map((name) => ({ name, message: 'Server code uses Node globals only.' })),
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
