import { cleanupTitle, removeSpans } from './cleanup';
import type { ParsedPart, ParsedTask } from './types';

/**
 * The title of a parsed line without the assignee tokens of the given names (the users
 * that were found, matched case-insensitively); tokens of other names stay. `input` is
 * the text that was given to parseTaskText, `parsed` what it returned.
 */
export function titleWithout(
  input: string,
  parsed: Pick<ParsedTask, 'text' | 'parts'>,
  names: readonly string[],
): string {
  const found = new Set(names.map((n) => n.toLowerCase()));
  const isFound = (p: ParsedPart) => p.kind === 'assignee' && found.has(p.value.toLowerCase());
  if (!parsed.parts.some(isFound)) return parsed.text;
  return cleanupTitle(
    removeSpans(
      input,
      parsed.parts.filter((p) => p.kind !== 'assignee' || isFound(p)),
    ),
  );
}
