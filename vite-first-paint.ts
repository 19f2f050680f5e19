import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('./web/first-paint.ts', import.meta.url));
const SRC = fileURLToPath(new URL('./src', import.meta.url));
/** Its tag in web/index.html, right after #root: a plain script, so it runs before the first paint. */
const TAG = /<script(?: vite-ignore)?\s+src="\.\/first-paint\.ts"><\/script>/;

/**
 * The web build's first-paint script (web/first-paint.ts) as one small file of its own: bundled apart from
 * the app (an IIFE, its few pure helpers copied in), so it runs while the page is parsed and the main chunk
 * neither waits for it nor grows. The dev server loads it as a module instead.
 */
export function firstPaintScript(): Plugin {
  let build = false;
  let fileName = '';
  let code = '';
  return {
    name: 'vikunja:first-paint',
    configResolved(config) {
      build = config.command === 'build';
    },
    async buildStart() {
      if (!build) return;
      const bundle = await rolldown({ input: ENTRY, resolve: { alias: { '@': SRC } }, platform: 'browser' });
      const { output } = await bundle.generate({ format: 'iife', minify: true });
      await bundle.close();
      code = output[0].code;
      fileName = `assets/first-paint-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    },
    generateBundle() {
      if (build) this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          TAG,
          build ? `<script src="/${fileName}"></script>` : '<script type="module" src="./first-paint.ts"></script>',
        ),
    },
  };
}
