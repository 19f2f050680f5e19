import { resolve } from 'node:path';
import { defineConfig } from 'wxt';
import { popupFirstPaint } from './scripts/popup-first-paint';
import { reactRouterProduction } from './vite-react-router';

/**
 * `VIKUNJA_TEST_BUILD=1` (Firefox only) builds a copy for the end-to-end tests into `.output/firefox-mv3-test`:
 * its pages are web-accessible from 127.0.0.1 (WebDriver BiDi refuses to open moz-extension:// addresses, a
 * test page links to them instead) and a test hook runs before the worker. The shipped build never has either.
 */
const testBuild = process.env.VIKUNJA_TEST_BUILD === '1';
const TEST_HOOKS = 'test-hooks.js';

// The extension build. Source lives in src/, entrypoints stay thin at the top level.
export default defineConfig({
  srcDir: 'src',
  ...(testBuild
    ? {
        outDirTemplate: '{{browser}}-mv{{manifestVersion}}-test',
        hooks: {
          'build:publicAssets': (_wxt, files) => {
            files.push({ absoluteSrc: resolve('tests/e2e/firefox/background-hooks.js'), relativeDest: TEST_HOOKS });
          },
          'build:manifestGenerated': (_wxt, manifest) => {
            const background = manifest.background as { scripts?: string[] } | undefined;
            background?.scripts?.unshift(TEST_HOOKS);
            manifest.web_accessible_resources = [
              { resources: ['popup.html', 'app.html', 'capture.html'], matches: ['http://127.0.0.1/*'] },
            ];
          },
        },
      }
    : {}),
  entrypointsDir: '../entrypoints',
  publicDir: 'public',
  modules: ['@wxt-dev/module-react'],
  imports: false,
  vite: () => ({ plugins: [popupFirstPaint(), reactRouterProduction()] }),
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // Only what the code uses: contextMenus for captures, activeTab for the page a menu or the
    // add-page command was used on, notifications for the opt-in desktop notifications.
    permissions: ['storage', 'alarms', 'contextMenus', 'activeTab', 'notifications'],
    // The user's own server is requested at runtime, from a click, for that origin only.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    // Images only from the extension itself, data: and blob: (as the web build): avatars are fetched, and no
    // remote image in user text can report who read it.
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'self'; img-src 'self' data: blob:",
    },
    action: { default_title: 'Vikunja' },
    commands: {
      _execute_action: { suggested_key: { default: 'Alt+Shift+K' } },
      'add-current-page': { suggested_key: { default: 'Alt+Shift+V' }, description: 'Add the current page as a task' },
    },
    omnibox: { keyword: 'vk' },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'vikunja-browser@example.org',
              strict_min_version: '128.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
});
