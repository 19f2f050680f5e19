import type { Task } from '@/api/types';

/** The table's columns: the API field each sorts by, and whether it shows by default. */
export const COLUMNS = [
  { id: 'index', sortBy: 'id', defaultVisible: true },
  { id: 'done', sortBy: 'done', defaultVisible: true },
  { id: 'title', sortBy: 'title', defaultVisible: true },
  { id: 'priority', sortBy: 'priority', defaultVisible: true },
  { id: 'labels', sortBy: null, defaultVisible: true },
  { id: 'assignees', sortBy: null, defaultVisible: true },
  { id: 'dueDate', sortBy: 'due_date', defaultVisible: true },
  { id: 'startDate', sortBy: 'start_date', defaultVisible: false },
  { id: 'endDate', sortBy: 'end_date', defaultVisible: false },
  { id: 'percentDone', sortBy: 'percent_done', defaultVisible: false },
  { id: 'doneAt', sortBy: 'done_at', defaultVisible: false },
  { id: 'created', sortBy: 'created', defaultVisible: false },
  { id: 'updated', sortBy: 'updated', defaultVisible: false },
] as const;

export type ColumnId = (typeof COLUMNS)[number]['id'];
export type SortState = { by: string; order: 'asc' | 'desc' };

export const DEFAULT_SORT: SortState = { by: 'id', order: 'desc' };

/** Clicking a header sorts by it ascending, a second click descending. */
export function nextSort(current: SortState, by: string): SortState {
  if (current.by !== by) return { by, order: 'asc' };
  return { by, order: current.order === 'asc' ? 'desc' : 'asc' };
}

export function defaultVisibility(): Record<ColumnId, boolean> {
  return Object.fromEntries(COLUMNS.map((c) => [c.id, c.defaultVisible])) as Record<ColumnId, boolean>;
}

/** Stored visibility merged over the defaults, so columns added later still get a value. */
export function mergeVisibility(stored: unknown): Record<ColumnId, boolean> {
  const base = defaultVisibility();
  if (stored === null || typeof stored !== 'object') return base;
  for (const column of COLUMNS) {
    const value = (stored as Record<string, unknown>)[column.id];
    if (typeof value === 'boolean') base[column.id] = value;
  }
  return base;
}

export type DateColumn = Extract<ColumnId, 'dueDate' | 'startDate' | 'endDate' | 'doneAt' | 'created' | 'updated'>;
export const DATE_COLUMNS: readonly DateColumn[] = ['dueDate', 'startDate', 'endDate', 'doneAt', 'created', 'updated'];
export const dateOf = (task: Task, column: DateColumn): string | null => task[column] ?? null;
