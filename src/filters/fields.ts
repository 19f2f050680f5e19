/** Every comparator the language knows, as printed in canonical text. */
export const FILTER_COMPARATORS = ['=', '!=', '>', '>=', '<', '<=', 'like', 'in', 'not in', '?='] as const;
export type FilterComparator = (typeof FILTER_COMPARATORS)[number];

/** Comparators whose value may be a comma-separated list. */
export const LIST_COMPARATORS: readonly FilterComparator[] = ['in', 'not in', '?='];

/**
 * How a field's values are read and compared:
 * boolean (done), number (priority), percent (0–100 in text, 0–1 stored), date (one timestamp),
 * dates (reminders: any of many timestamps), refs (labels/assignees: many ids or names),
 * ref (project: one id or title).
 */
export type FilterFieldKind = 'boolean' | 'number' | 'percent' | 'date' | 'dates' | 'refs' | 'ref';

export const FILTER_FIELD_NAMES = [
  'done',
  'priority',
  'percentDone',
  'dueDate',
  'startDate',
  'endDate',
  'doneAt',
  'created',
  'updated',
  'reminders',
  'assignees',
  'labels',
  'project',
] as const;
export type FilterFieldName = (typeof FILTER_FIELD_NAMES)[number];

const ORDERING: readonly FilterComparator[] = ['=', '!=', '>', '>=', '<', '<='];
const MEMBERSHIP: readonly FilterComparator[] = ['=', '!=', 'in', 'not in', '?=', 'like'];

const COMPARATORS_BY_KIND: Record<FilterFieldKind, readonly FilterComparator[]> = {
  boolean: ['=', '!='],
  number: [...ORDERING, 'in', 'not in', '?='],
  percent: [...ORDERING, 'in', 'not in', '?='],
  date: ORDERING,
  dates: ORDERING,
  refs: MEMBERSHIP,
  ref: MEMBERSHIP,
};

const KIND_BY_FIELD: Record<FilterFieldName, FilterFieldKind> = {
  done: 'boolean',
  priority: 'number',
  percentDone: 'percent',
  dueDate: 'date',
  startDate: 'date',
  endDate: 'date',
  doneAt: 'date',
  created: 'date',
  updated: 'date',
  reminders: 'dates',
  assignees: 'refs',
  labels: 'refs',
  project: 'ref',
};

export interface FilterFieldInfo {
  name: FilterFieldName;
  /** snake_case spelling the API and older saved filters use. */
  alias: string;
  kind: FilterFieldKind;
  comparators: readonly FilterComparator[];
}

const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Field table for help screens and autocomplete (the UI supplies the translated descriptions). */
export const describeFilterFields: readonly FilterFieldInfo[] = FILTER_FIELD_NAMES.map((name) => {
  const kind = KIND_BY_FIELD[name];
  return { name, alias: snake(name), kind, comparators: COMPARATORS_BY_KIND[kind] };
});

// Case is ignored (saved filters from older clients vary); both the camel and snake spellings resolve.
const BY_KEY = new Map(
  describeFilterFields.flatMap((f): [string, FilterFieldInfo][] => [
    [f.name.toLowerCase(), f],
    [f.alias, f],
  ]),
);

/** The field a word names (camelCase or snake_case, any case), or undefined. */
export function lookupField(word: string): FilterFieldInfo | undefined {
  return BY_KEY.get(word.toLowerCase());
}
