import { nowIso } from '../time.ts';

export interface TaskDates {
  due_date: string | null;
  start_date: string | null;
  end_date: string | null;
}

function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return nowIso(d);
}

function shift(iso: string | null, ms: number): string | null {
  return iso ? nowIso(new Date(new Date(iso).getTime() + ms)) : null;
}

/**
 * The dates of a repeating task after it is marked done.
 * Mode 0 adds the interval (repeatedly, until the due date is in the future);
 * mode 1 adds one month; mode 2 counts the interval from now and keeps the distances between dates.
 */
export function nextDates(d: TaskDates, repeatAfterSeconds: number, mode: number, now: Date): TaskDates {
  if (mode === 1) {
    return {
      due_date: d.due_date && addMonths(d.due_date, 1),
      start_date: d.start_date && addMonths(d.start_date, 1),
      end_date: d.end_date && addMonths(d.end_date, 1),
    };
  }
  const step = repeatAfterSeconds * 1000;
  if (step <= 0) return d;
  if (mode === 2) {
    const anchor = d.due_date ?? d.start_date ?? d.end_date;
    if (!anchor) return d;
    const delta = now.getTime() + step - new Date(anchor).getTime();
    return {
      due_date: shift(d.due_date, delta),
      start_date: shift(d.start_date, delta),
      end_date: shift(d.end_date, delta),
    };
  }
  const anchor = d.due_date ?? d.start_date ?? d.end_date;
  let times = 1;
  if (anchor) {
    const behind = now.getTime() - new Date(anchor).getTime();
    if (behind > 0) times = Math.floor(behind / step) + 1;
  }
  const ms = times * step;
  return { due_date: shift(d.due_date, ms), start_date: shift(d.start_date, ms), end_date: shift(d.end_date, ms) };
}

/**
 * Where an absolute reminder goes when its task repeats: monthly tasks move each reminder by a calendar
 * month of its own (as their dates move); the other modes keep its distance to the task's first set date.
 */
export function nextReminder(reminder: string, before: TaskDates, after: TaskDates, mode: number): string {
  if (mode === 1) return addMonths(reminder, 1);
  const from = before.due_date ?? before.start_date ?? before.end_date;
  const to = after.due_date ?? after.start_date ?? after.end_date;
  return from && to ? (shift(reminder, Date.parse(to) - Date.parse(from)) ?? reminder) : reminder;
}
