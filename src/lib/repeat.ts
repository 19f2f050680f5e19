/** How a task repeats: every `amount` `type`, as the quick-add parser and the task detail speak of it. */
export interface Repeat {
  type: 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';
  amount: number;
}

/** Repeat modes of the API: by the interval, every month, or from the date the task was done. */
export const REPEAT_MODE = { DEFAULT: 0, MONTH: 1, FROM_CURRENT_DATE: 2 } as const;

const MINUTE = 60;
const HOUR = 3600;
export const REPEAT_SECONDS: Record<Repeat['type'], number> = {
  minutes: MINUTE,
  hours: HOUR,
  days: 24 * HOUR,
  weeks: 7 * 24 * HOUR,
  // Month counts other than one have no server mode: approximated as 30-day months.
  months: 30 * 24 * HOUR,
  years: 365 * 24 * HOUR,
};

/** The task's repeat fields: seconds in repeatAfter, except "every month", which is repeat mode 1. */
export function repeatFields(repeat: Repeat | null, fromDoneDate = false): { repeatAfter: number; repeatMode: number } {
  if (!repeat || repeat.amount <= 0) return { repeatAfter: 0, repeatMode: REPEAT_MODE.DEFAULT };
  if (repeat.type === 'months' && repeat.amount === 1 && !fromDoneDate)
    return { repeatAfter: 0, repeatMode: REPEAT_MODE.MONTH };
  return {
    repeatAfter: Math.round(repeat.amount * REPEAT_SECONDS[repeat.type]),
    repeatMode: fromDoneDate ? REPEAT_MODE.FROM_CURRENT_DATE : REPEAT_MODE.DEFAULT,
  };
}

// The auto-detected units. Months and years are never read back from seconds: 30 days stays
// 30 days (a month is only repeat mode 1) and nothing is rounded.
const DETECTED_LARGEST_FIRST = ['weeks', 'days', 'hours', 'minutes'] as const;

/** Reads a task's repeat back exactly: the largest of weeks, days, hours, minutes that divides it; null when it does not repeat. */
export function repeatOf(repeatAfter: number, repeatMode: number): Repeat | null {
  if (repeatMode === REPEAT_MODE.MONTH) return { type: 'months', amount: 1 };
  if (!repeatAfter || repeatAfter <= 0) return null;
  const unit = DETECTED_LARGEST_FIRST.find((u) => repeatAfter % REPEAT_SECONDS[u] === 0);
  // Less than a whole minute: shown in minutes with a fraction rather than rounded away.
  if (!unit) return { type: 'minutes', amount: repeatAfter / MINUTE };
  return { type: unit, amount: repeatAfter / REPEAT_SECONDS[unit] };
}

/** Whether two repeats save to the same task fields (so an unchanged editor saves nothing). */
export function sameRepeatFields(
  a: { repeatAfter: number; repeatMode: number },
  b: { repeatAfter: number; repeatMode: number },
): boolean {
  return a.repeatAfter === b.repeatAfter && a.repeatMode === b.repeatMode;
}
