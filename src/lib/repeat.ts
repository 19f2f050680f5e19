/** How a task repeats: every `amount` `type`, as the quick-add parser and the task detail speak of it. */
export interface Repeat {
  type: 'hours' | 'days' | 'weeks' | 'months' | 'years';
  amount: number;
}

/** Repeat modes of the API: by the interval, every month, or from the date the task was done. */
export const REPEAT_MODE = { DEFAULT: 0, MONTH: 1, FROM_CURRENT_DATE: 2 } as const;

const HOUR = 3600;
export const REPEAT_SECONDS: Record<Repeat['type'], number> = {
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
  if (repeat.type === 'months' && repeat.amount === 1 && !fromDoneDate) return { repeatAfter: 0, repeatMode: REPEAT_MODE.MONTH };
  return {
    repeatAfter: repeat.amount * REPEAT_SECONDS[repeat.type],
    repeatMode: fromDoneDate ? REPEAT_MODE.FROM_CURRENT_DATE : REPEAT_MODE.DEFAULT,
  };
}

const UNITS_LARGEST_FIRST: Array<Repeat['type']> = ['years', 'months', 'weeks', 'days', 'hours'];

/** Reads a task's repeat back: the largest unit that divides the interval exactly; null when it does not repeat. */
export function repeatOf(repeatAfter: number, repeatMode: number): Repeat | null {
  if (repeatMode === REPEAT_MODE.MONTH) return { type: 'months', amount: 1 };
  if (!repeatAfter || repeatAfter <= 0) return null;
  const unit = UNITS_LARGEST_FIRST.find((u) => repeatAfter % REPEAT_SECONDS[u] === 0) ?? 'hours';
  return { type: unit, amount: Math.max(1, Math.round(repeatAfter / REPEAT_SECONDS[unit])) };
}
