/** Which prefix set the quick-add input uses; 'disabled' turns all parsing off. */
export type QuickAddMode = 'vikunja' | 'todoist' | 'disabled';

export type RepeatUnit = 'hours' | 'days' | 'weeks' | 'months' | 'years';

/** A repeat interval; `{ type: 'months', amount: 1 }` means the caller should use repeat mode "month". */
export interface Repeat {
  type: RepeatUnit;
  amount: number;
}

export type PartKind = 'date' | 'label' | 'project' | 'priority' | 'assignee' | 'repeat';

/** A recognised piece of the input: [start, end) indexes into the ORIGINAL text, for highlighting. */
export interface ParsedPart {
  kind: PartKind;
  start: number;
  end: number;
  /** Normalised value: the name without prefix/quotes, the priority digit, `"<amount> <unit>"`, or the date as ISO. */
  value: string;
}

export interface ParsedTask {
  /** The title with every recognised part removed and whitespace tidied. */
  text: string;
  date: Date | null;
  labels: string[];
  project: string | null;
  priority: number | null;
  assignees: string[];
  repeats: Repeat | null;
  /** Sorted by start, never overlapping. */
  parts: ParsedPart[];
}

/** A half-open character range. */
export interface Span {
  start: number;
  end: number;
}
