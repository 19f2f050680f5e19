import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

const SRC = fileURLToPath(new URL('./src', import.meta.url));
const PICTURE_ENTRY = fileURLToPath(new URL('./web/first-paint.ts', import.meta.url));
const START_ENTRY = fileURLToPath(new URL('./web/app-start.ts', import.meta.url));
/** In web/app-start.ts: replaced by the main chunk's address once the bundle is written. */
const APP_PLACEHOLDER = '__VIKUNJA_APP_CHUNK__';
/** Its tag in web/index.html, right after #root: a plain script, so it runs before the first paint. */
const TAG = /<script(?: vite-ignore)?\s+src="\.\/first-paint\.ts"><\/script>/;
/** The app's entry as Vite writes it into the page. */
const APP_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)"><\/script>/;

/** The two scripts this plugin adds to the web build: the service worker keeps them with the first load's files. */
export const EARLY_SCRIPT = /^assets\/(?:first-paint|app-start)-[0-9a-f]{8}\.js$/;

const hashed = (name: string, code: string) =>
  `assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;

async function bundle(input: string, format: 'iife' | 'es'): Promise<string> {
  const build = await rolldown({
    input,
    resolve: { alias: { '@': SRC } },
    platform: 'browser',
    external: [APP_PLACEHOLDER],
  });
  const { output } = await build.generate({ format, minify: true });
  await build.close();
  return output[0].code;
}

/**
 * The web build's scripts that run before the app's main module, each a small file of its own, bundled apart
 * from the app (their few pure helpers copied in), so the main chunk neither waits for them nor grows:
 * - web/first-paint.ts, a plain script after #root: it starts reading the kept query cache and shows the last
 *   visit's picture of the screen while the page is parsed;
 * - web/app-start.ts, the page's module entry: it imports the main chunk once that picture had its frame. The
 *   main chunk is modulepreloaded from the page's head, so it is fetched and compiled meanwhile.
 * The dev server loads web/first-paint.ts as a module and main.tsx as the entry instead.
 */
export function firstPaintScript(): Plugin {
  let build = false;
  const files = { picture: '', start: '' };
  let picture = '';
  let start = '';
  return {
    name: 'vikunja:first-paint',
    configResolved(config) {
      build = config.command === 'build';
    },
    async buildStart() {
      if (!build) return;
      [picture, start] = await Promise.all([bundle(PICTURE_ENTRY, 'iife'), bundle(START_ENTRY, 'es')]);
      files.picture = hashed('first-paint', picture);
    },
    generateBundle(_options, output) {
      if (!build) return;
      const main = Object.values(output).find((item) => item.type === 'chunk' && item.isEntry);
      if (!main || !start.includes(APP_PLACEHOLDER)) this.error('vikunja:first-paint: no main chunk to start');
      const code = start.replace(APP_PLACEHOLDER, `./${main.fileName.replace(/^assets\//, '')}`);
      files.start = hashed('app-start', code);
      this.emitFile({ type: 'asset', fileName: files.picture, source: picture });
      this.emitFile({ type: 'asset', fileName: files.start, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!build) return html.replace(TAG, '<script type="module" src="./first-paint.ts"></script>');
        if (!APP_SCRIPT.test(html) || !TAG.test(html)) throw new Error('vikunja:first-paint: unexpected index.html');
        return html
          .replace(APP_SCRIPT, '<link rel="modulepreload" crossorigin href="$1" data-app>')
          .replace(
            TAG,
            `<script src="/${files.picture}"></script>\n    <script type="module" crossorigin src="/${files.start}"></script>`,
          );
      },
    },
  };
}
