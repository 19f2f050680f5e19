import { parseTaskText, type ParsedTask, type PartKind, type QuickAddMode } from '@/quick-add';

/** A run of the input text, marked with the kind of part it is, or plain (null). */
export interface Segment {
  text: string;
  kind: PartKind | null;
}

/** One parsed line with its offset in the whole input. */
export interface ParsedLine {
  offset: number;
  parsed: ParsedTask;
}

/** Parses every line on its own (as quick add creates them), keeping where each line starts. */
export function parseLines(text: string, mode: QuickAddMode, now: Date): ParsedLine[] {
  const out: ParsedLine[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    out.push({ offset, parsed: parseTaskText(line, mode, now) });
    offset += line.length + 1;
  }
  return out;
}

/** Cuts the whole input into plain and recognised runs whose texts join back to the input. */
export function segments(text: string, lines: ParsedLine[]): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  const push = (end: number, kind: PartKind | null) => {
    if (end > at) out.push({ text: text.slice(at, end), kind });
    at = Math.max(at, end);
  };
  for (const { offset, parsed } of lines) {
    for (const part of parsed.parts) {
      push(offset + part.start, null);
      push(offset + part.end, part.kind);
    }
  }
  push(text.length, null);
  return out;
}
