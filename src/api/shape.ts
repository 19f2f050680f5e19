import { ApiError } from './errors';

/**
 * Checks of the answers' shapes the screens rely on. A server (or a proxy) that answers 200 with something
 * else gets an `invalid-response` error the screen shows in its own place, instead of a crash of the app.
 */

type Rec = Record<string, unknown>;

export const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

const invalid = (what: string): ApiError =>
  new ApiError({ kind: 'invalid-response', status: 200, cause: new TypeError(`unexpected ${what}`) });

const hasId = (v: unknown): v is Rec => isRecord(v) && typeof v.id === 'number';

const absent = (v: unknown): boolean => v === undefined || v === null;

/** A list field: absent, null or an array of records with an id. */
function listField(record: Rec, key: string): boolean {
  const v = record[key];
  return absent(v) || (Array.isArray(v) && v.every(hasId));
}

const TASK_LISTS = ['labels', 'assignees', 'attachments'] as const;

/** A task: an id, a text title, list fields as lists, related tasks as lists of tasks per kind. */
export function isTaskShape(v: unknown): boolean {
  if (!hasId(v) || typeof v.title !== 'string') return false;
  if (!TASK_LISTS.every((key) => listField(v, key))) return false;
  if (!absent(v.reactions) && !isRecord(v.reactions)) return false;
  if (!absent(v.reminders) && !(Array.isArray(v.reminders) && v.reminders.every(isRecord))) return false;
  const related = v.relatedTasks;
  if (absent(related)) return true;
  return (
    isRecord(related) &&
    Object.values(related).every((list) => list === null || (Array.isArray(list) && list.every(hasId)))
  );
}

/** A project: an id, a text title, its views (when sent) a list of views. */
export function isProjectShape(v: unknown): boolean {
  return hasId(v) && typeof v.title === 'string' && listField(v, 'views');
}

/** Answers `value` when `check` accepts it, else fails with an `invalid-response` error. */
export function shaped<T>(value: T, check: (v: unknown) => boolean, what: string): T {
  if (!check(value)) throw invalid(what);
  return value;
}

/** Answers a list when every item passes `check`. */
export function shapedList<T>(items: T[], check: (v: unknown) => boolean, what: string): T[] {
  if (!Array.isArray(items) || !items.every(check)) throw invalid(`${what} list`);
  return items;
}
