import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * V8's explicit compile hint (Chrome 136+): a script whose very first line is this comment has all its functions
 * compiled eagerly, on a background thread while it streams, instead of one by one on the main thread when first
 * called. Worth it only for code the first screen runs nearly all of.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Which chunks get the hint: the bundle is there so a choice can follow a chunk's imports. */
export type HintedChunks = (chunk: OutputChunk, bundle: OutputBundle) => boolean;

/** The page's entry chunk: its module runs at every start, most of it before the first render. */
export const entryChunk: HintedChunks = (chunk) => chunk.isEntry;

/** A source map (v3) with one line added at the top of its file: every mapping moves down a line. */
export function mapWithLineAbove(map: string): string {
  const json = JSON.parse(map) as { mappings?: unknown };
  if (typeof json.mappings !== 'string') throw new Error('source map without mappings');
  return JSON.stringify({ ...json, mappings: `;${json.mappings}` });
}

/** The chunk's code with the hint as its first line; already hinted code is left alone. */
export function withCompileHint(code: string): string {
  return code.startsWith(`${COMPILE_HINT}\n`) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * Adds the compile hint to the chosen chunks once every other plugin has written them (Vite's preload helper
 * prepends its own line in `generateBundle`), and moves their source maps down a line to match.
 */
export function compileHints(hinted: HintedChunks = entryChunk): Plugin {
  return {
    name: 'vikunja:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !hinted(chunk, bundle) || chunk.code.startsWith(`${COMPILE_HINT}\n`)) continue;
          chunk.code = withCompileHint(chunk.code);
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset')
            map.source = mapWithLineAbove(
              typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source),
            );
        }
      },
    },
  };
}
