import { defineConfig } from 'wxt';
import { popupFirstPaint } from './scripts/popup-first-paint';

// The extension build. Source lives in src/, entrypoints stay thin at the top level.
export default defineConfig({
  srcDir: 'src',
  entrypointsDir: '../entrypoints',
  publicDir: 'public',
  modules: ['@wxt-dev/module-react'],
  imports: false,
  vite: () => ({ plugins: [popupFirstPaint()] }),
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
