import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { compileHints } from './vite-compile-hints.ts';
import { EARLY_SCRIPT, firstPaintScript } from './vite-first-paint.ts';
import { reactRouterProduction } from './vite-react-router.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Theme colour of the manifest and the page: the light theme's --accent. */
const THEME = '#1973ff';

/** Modules every start imports lazily, beside the first load (the project menu's entries once idle). */
const BOOT_IMPORTS = [
  'locales/en.json?raw',
  'src/app/query-cache-boot',
  'src/features/projects/settings/ProjectMenuItems',
];

/**
 * Records the files the first page load needs: the entry chunk, the chunks it imports statically and
 * their CSS. Only these are precached; lazy chunks (pages, languages) are cached when first used.
 */
function initialChunks(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>(['index.html']);
  const plugin: Plugin = {
    name: 'vikunja:initial-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
        files.add(fileName);
        chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
        chunk.imports.forEach(visit);
      };
      Object.values(bundle).forEach((item) => item.type === 'chunk' && item.isEntry && visit(item.fileName));
      // Asked for at every start beside the first load (the rest of English, the kept cache's code, the project
      // menu's entries), so an offline start needs them too.
      Object.values(bundle).forEach(
        (item) =>
          item.type === 'chunk' &&
          item.moduleIds.some((id) => BOOT_IMPORTS.some((m) => id.includes(m))) &&
          visit(item.fileName),
      );
    },
  };
  return { plugin, files };
}

const initial = initialChunks();

// The web build: the same App as the extension's app page, as a plain SPA in dist/web, with a
// service worker (workbox, through vite-plugin-pwa) and a web app manifest. The extension build
// (wxt.config.ts) never sees any of this.
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [
    reactRouterProduction(),
    react(),
    initial.plugin,
    firstPaintScript(),
    compileHints(),
    VitePWA({
      registerType: 'prompt', // the worker waits until the update bar asks it to take over
      injectRegister: false, // registration lives in src/platform/web-sw.ts
      manifest: {
        name: 'Vikunja',
        short_name: 'Vikunja',
        description: 'The self-hosted task and project manager',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME,
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        inlineWorkboxRuntime: true,
        clientsClaim: true, // the first visit is controlled at once, so it works offline from then on
        cleanupOutdatedCaches: true,
        globPatterns: ['**/*.{html,js,css}'],
        // Code and pages only when the first load needs them; icons and the manifest always.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter(
              (entry) =>
                initial.files.has(entry.url) || EARLY_SCRIPT.test(entry.url) || !/\.(js|css|html)$/.test(entry.url),
            ),
            warnings: [],
          }),
        ],
        // Navigations offline get the cached app shell; never the API (auth data stays out of caches).
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [
          {
            // The deployer's optional runtime configuration (README): fresh when online, the last one offline.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.js',
            handler: 'NetworkFirst',
            options: { cacheName: 'vikunja-config', networkTimeoutSeconds: 3 },
          },
          {
            // Hashed lazy chunks, same origin only: immutable, so the cache answers first.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'vikunja-lazy-assets', expiration: { maxEntries: 300 } },
          },
        ],
      },
    }),
  ],
  resolve: { alias: { '@': src } },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the first render runs in one file: two dozen small shared chunks cost ~10 KiB more gzip
        // (each compressed alone, each with its import lines) and as many requests. Lazy pages import from it.
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3456', ws: true } },
  },
});
