import type { Plugin } from 'vite';
import { cssForMarkup } from './popup-first-css';

/**
 * The popup's first paint waits for nothing but its own HTML and its first small script (popup-first.js, which
 * focuses the quick-add field): the rules of the popup's stylesheet that can draw the first field are written
 * into the page (no request, little to parse), and the app's module script, its preloads and the whole
 * stylesheet leave the page: popup-first.js asks for them (named in its data-app, data-preload and data-css)
 * once the page has loaded. A browser shows an extension popup only at its load event, and scripts in the page (even ones the preload
 * scanner merely found) would hold it back until React and the rest had arrived.
 */
export function popupFirstPaint(): Plugin {
  return {
    name: 'vikunja:popup-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.replace(/\\/g, '/').endsWith('/popup/index.html') || !ctx.bundle) return html;
        return arrangePopupHtml(html, ctx.bundle);
      },
    },
  };
}

/** The part of a build's output this needs: each file's kind and, for an asset, its content. */
export type BuiltFiles = Record<string, { type: string; source?: string | Uint8Array }>;

const FIRST_TAG = '<script defer blocking="render" src="/popup-first.js">';

export function arrangePopupHtml(html: string, bundle: BuiltFiles): string {
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/.exec(html);
  // Without the first script nothing would ask for the app or its styles later: they stay, the styles whole.
  const first = entry !== null && html.includes(FIRST_TAG);
  const sheets: string[] = [];
  const out = html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset' || asset.source === undefined) return tag;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    sheets.push(`/${file}`);
    return `<style>${first ? cssForMarkup(css, html) : css}</style>`;
  });
  if (!entry || !first) return out;
  const preloads = [...out.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g)];
  let arranged = out.replace(entry[0], '');
  for (const tag of preloads) arranged = arranged.replace(tag[0], '');
  const named = [
    `data-app="${entry[1]}"`,
    `data-preload="${preloads.map((m) => m[1]).join(' ')}"`,
    `data-css="${sheets.join(' ')}"`,
  ].join(' ');
  return arranged.replace(FIRST_TAG, FIRST_TAG.replace('>', ` ${named}>`));
}
