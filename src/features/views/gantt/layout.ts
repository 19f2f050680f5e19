import { addDays, differenceInCalendarDays, startOfDay } from 'date-fns';
import type { Task } from '@/api/types';

export type GanttZoom = 'month' | 'default' | 'day';

/** Width of one day, in pixels, per zoom level. */
export const DAY_WIDTH: Record<GanttZoom, number> = { month: 8, default: 28, day: 56 };

export interface Bar {
  /** Day column the bar starts in (0 = the range's first day), clipped to the range. */
  column: number;
  /** Number of day columns it covers, at least 1. */
  span: number;
  /** The task goes on before or after the visible range. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** Where a task's bar sits in [from, to] (both whole days), or null when it has no dates or is outside. */
export function barFor(task: Pick<Task, 'startDate' | 'endDate'>, from: Date, to: Date): Bar | null {
  if (!task.startDate || !task.endDate) return null;
  const start = startOfDay(new Date(task.startDate));
  const end = startOfDay(new Date(task.endDate));
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return null;
  const first = startOfDay(from);
  const last = startOfDay(to);
  if (end < first || start > last) return null;
  const column = Math.max(0, differenceInCalendarDays(start, first));
  const lastColumn = Math.min(differenceInCalendarDays(last, first), differenceInCalendarDays(end, first));
  return { column, span: lastColumn - column + 1, clippedStart: start < first, clippedEnd: end > last };
}

/** The task's dates moved by whole days (a drag), or with the end moved (a resize, never before the start). */
export function shiftDates(
  task: Pick<Task, 'startDate' | 'endDate'>,
  days: number,
  edge: 'both' | 'end',
): { startDate: string; endDate: string } | null {
  if (!task.startDate || !task.endDate) return null;
  const start = new Date(task.startDate);
  const end = new Date(task.endDate);
  if (edge === 'both') return { startDate: addDays(start, days).toISOString(), endDate: addDays(end, days).toISOString() };
  const movedEnd = addDays(end, days);
  return { startDate: start.toISOString(), endDate: (movedEnd < start ? start : movedEnd).toISOString() };
}

/** Whole days a pointer moved, snapping at half a day. */
export const daysMoved = (pixels: number, zoom: GanttZoom): number => Math.round(pixels / DAY_WIDTH[zoom]) || 0;

/** Every day of the range, for the header. */
export function daysOf(from: Date, to: Date): Date[] {
  const first = startOfDay(from);
  const count = Math.max(0, differenceInCalendarDays(to, first) + 1);
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}
