import { cleanupTitle, maskQuoted, maskSpans, removeSpans, unwrapQuoted } from './cleanup';
import { findDate } from './dates';
import { findPrefixed } from './prefixed';
import { getPrefixes } from './prefixes';
import { findRepeat } from './repeats';
import type { ParsedPart, ParsedTask, QuickAddMode } from './types';

// Apart from the parser (and its date grammar), so code that only builds titles loads without it.
export { titleWithout } from './title-without';

const empty = (text: string): ParsedTask => ({
  text,
  date: null,
  labels: [],
  project: null,
  priority: null,
  assignees: [],
  repeats: null,
  parts: [],
});

const unique = (values: string[]): string[] => [...new Set(values)];

/**
 * Parses a quick-add line into a task title and its attributes.
 *
 * Order matters: prefixed values first (so `*"next week"` is a label, not a date),
 * then the repeat phrase, then the date; each step masks what earlier steps claimed,
 * and double-quoted words inside the title are never read as dates or repeats.
 * Labels and assignees may repeat (duplicates are dropped); for priority the LAST one
 * wins, since people correct themselves by typing on, and every one is removed from the
 * title. Only the first project token counts (prefixed.ts). Assignee tokens stay in the
 * title: they leave it only once their user is found (titleWithout), as in Vikunja,
 * so a name nobody matches is not lost. Mode 'disabled' returns the text untouched, and
 * a text wrapped entirely in quotes is returned unquoted without any parsing.
 */
export function parseTaskText(text: string, mode: QuickAddMode = 'vikunja', now: Date = new Date()): ParsedTask {
  const prefixes = getPrefixes(mode);
  if (prefixes === null) return empty(text);
  const unwrapped = unwrapQuoted(text);
  if (unwrapped !== null) return empty(cleanupTitle(unwrapped));

  const parts: ParsedPart[] = findPrefixed(text, prefixes);
  let masked = maskQuoted(maskSpans(text, parts));
  const repeat = findRepeat(masked);
  if (repeat) {
    const { repeats, ...span } = repeat;
    parts.push({ kind: 'repeat', ...span, value: `${repeats.amount} ${repeats.type}` });
    masked = maskSpans(masked, [span]);
  }
  const found = findDate(text, masked, now);
  const value = found?.date.toISOString() ?? '';
  for (const span of found?.spans ?? []) parts.push({ kind: 'date', ...span, value });
  parts.sort((a, b) => a.start - b.start);

  const valuesOf = (kind: ParsedPart['kind']) => parts.filter((p) => p.kind === kind).map((p) => p.value);
  const priority = valuesOf('priority').at(-1);
  return {
    text: cleanupTitle(
      removeSpans(
        text,
        parts.filter((p) => p.kind !== 'assignee'),
      ),
    ),
    date: found?.date ?? null,
    labels: unique(valuesOf('label')),
    project: valuesOf('project')[0] ?? null,
    priority: priority === undefined ? null : Number(priority),
    assignees: unique(valuesOf('assignee')),
    repeats: repeat?.repeats ?? null,
    parts,
  };
}
