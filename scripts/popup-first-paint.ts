import type { Plugin } from 'vite';

/**
 * The popup's first paint waits for nothing but its own HTML and its first small script (popup-first.js, which
 * focuses the quick-add field): the popup's stylesheet is written into the page (no request, nothing blocking
 * that script), and the app's module script and its preloads move behind that script, so their requests start
 * only after the field takes typing.
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

export function arrangePopupHtml(html: string, bundle: BuiltFiles): string {
  let out = html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset' || asset.source === undefined) return tag;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    return `<style>${css}</style>`;
  });
  const late = [...out.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g)].map(
    (m) => m[0],
  );
  for (const tag of late) out = out.replace(tag, '');
  return out.replace(/(<script src="\/popup-first\.js"><\/script>)/, `$1\n${late.join('\n')}`);
}
