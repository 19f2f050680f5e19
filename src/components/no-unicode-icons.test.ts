import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tsxFiles, withoutComments } from '@/test-support/source-files';

/**
 * Icons are SVG components from `@/components/icons`: a symbol character drawn as an icon shows as an empty
 * box where the system lacks the font. This scan fails on symbol characters in TSX outside comments.
 */
const SYMBOLS =
  /[\u00D7\u2022\u2190-\u21FF\u22EF\u2300-\u23FF\u2460-\u24FF\u25A0-\u27BF\u2800-\u297F\u2B00-\u2BFF\u{1F300}-\u{1FAFF}]/u;

/** Files where such characters are content, not icons, and why. */
const ALLOWED: Record<string, string> = {
  // The reactions people pick are emoji by nature: they are the content the server stores.
  'features/task-detail/ReactionPicker.tsx': 'reaction emoji',
  // "Ctrl/⌘" names a key the way the Mac keyboard prints it.
  'features/keyboard/ShortcutsModal.tsx': 'key name',
};

const SRC = join(__dirname, '..');

/** The lines of a source file that draw a symbol character, comments removed. */
export function symbolLines(source: string): string[] {
  const code = withoutComments(source);
  return code
    .split('\n')
    .filter((line) => SYMBOLS.test(line))
    .map((line) => line.trim());
}

describe('no Unicode symbol is used as an icon', () => {
  it.each([
    ['<button>×</button>', 1],
    ["<span aria-hidden=\"true\">{on ? '★' : '☆'}</span>", 1],
    ['<span>⋯</span>', 1],
    ['<span>🔔</span>', 1],
    ['<XIcon aria-hidden="true" />', 0],
    ['// a × in a comment', 0],
    ['/* 3 × 4 */ const a = 1;', 0],
  ])('%s → %i line(s)', (source, count) => {
    expect(symbolLines(source)).toHaveLength(count);
  });

  it('holds for every TSX file in src', () => {
    const found = tsxFiles(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => !(path in ALLOWED))
      .flatMap((path) => symbolLines(readFileSync(join(SRC, path), 'utf8')).map((line) => `${path}: ${line}`));
    expect(found).toEqual([]);
  });
});

/** Every string of a translation file, flattened. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('no text glyph stands in for an icon in a translation', () => {
  const LOCALES = join(SRC, '..', 'locales');
  it('no string starts with a plus sign (the plus beside "New project" or "Add a task" is an SVG icon)', () => {
    const found = readdirSync(LOCALES).flatMap((file) =>
      strings(JSON.parse(readFileSync(join(LOCALES, file), 'utf8')))
        .filter((text) => /^\s*[+\uFF0B]/.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
