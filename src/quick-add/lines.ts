/** One line of a multi-line quick add: its text and the index of its parent line, if indented. */
export interface QuickAddLine {
  text: string;
  parent: number | null;
}

const indentOf = (line: string): number => {
  const lead = /^[ \t]*/.exec(line)?.[0] ?? '';
  // A tab counts as a deeper step than any run of spaces people type by hand.
  return [...lead].reduce((sum, ch) => sum + (ch === '\t' ? 4 : 1), 0);
};

/**
 * Splits the input into one entry per non-blank line. An indented line becomes a
 * subtask of the nearest line above it with less indentation; a line indented with
 * nothing less-indented above it is a top-level task.
 */
export function splitLines(text: string): QuickAddLine[] {
  const out: QuickAddLine[] = [];
  const indents: number[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '') continue;
    const indent = indentOf(raw);
    let parent: number | null = null;
    for (let i = out.length - 1; i >= 0; i--) {
      if ((indents[i] ?? 0) < indent) {
        parent = i;
        break;
      }
    }
    out.push({ text: raw.trim(), parent });
    indents.push(indent);
  }
  return out;
}
