import { addDays, addHours, differenceInCalendarDays, format, startOfDay, type Locale } from 'date-fns';
import type { Task } from '@/api/types';

export type GanttZoom = 'month' | 'default' | 'day' | 'hour';

/** What one column of the chart stands for. */
export type GanttUnit = 'day' | 'hour';

/** The zoom levels, from the widest view to the finest. */
export const ZOOMS: readonly GanttZoom[] = ['month', 'default', 'day', 'hour'];

export const unitOf = (zoom: GanttZoom): GanttUnit => (zoom === 'hour' ? 'hour' : 'day');

/** Width of one column (a day; an hour at the hour zoom), in pixels, per zoom level. */
export const COLUMN_WIDTH: Record<GanttZoom, number> = { month: 8, default: 28, day: 56, hour: 40 };

const HOUR_MS = 3_600_000;

export interface Bar {
  /** Column the bar starts in (0 = the range's first day or hour), clipped to the range. */
  column: number;
  /** Number of columns it covers, at least 1. */
  span: number;
  /** The task goes on before or after the visible range. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

function datesOf(task: Pick<Task, 'startDate' | 'endDate'>): { start: Date; end: Date } | null {
  if (!task.startDate || !task.endDate) return null;
  const start = new Date(task.startDate);
  const end = new Date(task.endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return null;
  return { start, end };
}

/** Day columns: the bar covers every calendar day from its start to its end, both included. */
function dayBar(start: Date, end: Date, from: Date, to: Date): Bar | null {
  const [s, e] = [startOfDay(start), startOfDay(end)];
  const first = startOfDay(from);
  const last = startOfDay(to);
  if (e < first || s > last) return null;
  const column = Math.max(0, differenceInCalendarDays(s, first));
  const lastColumn = Math.min(differenceInCalendarDays(last, first), differenceInCalendarDays(e, first));
  return { column, span: lastColumn - column + 1, clippedStart: s < first, clippedEnd: e > last };
}

/** Hour columns: the bar starts in the hour its start falls in and ends where its end falls (at least an hour). */
function hourBar(start: Date, end: Date, from: Date, to: Date): Bar | null {
  const first = startOfDay(from).getTime();
  const stop = addDays(startOfDay(to), 1).getTime();
  if (end.getTime() < first || start.getTime() >= stop) return null;
  const total = Math.round((stop - first) / HOUR_MS);
  const column = Math.max(0, Math.floor((start.getTime() - first) / HOUR_MS));
  const endColumn = Math.min(total, Math.ceil((end.getTime() - first) / HOUR_MS));
  const span = Math.max(1, endColumn - column);
  return { column, span, clippedStart: start.getTime() < first, clippedEnd: end.getTime() > stop };
}

/**
 * Where a task's bar sits in [from, to] (both whole days, `to` included), or null when it has no
 * dates or lies outside; columns are days, or hours with `unit` 'hour'.
 */
export function barFor(
  task: Pick<Task, 'startDate' | 'endDate'>,
  from: Date,
  to: Date,
  unit: GanttUnit = 'day',
): Bar | null {
  const dates = datesOf(task);
  if (!dates) return null;
  return unit === 'hour' ? hourBar(dates.start, dates.end, from, to) : dayBar(dates.start, dates.end, from, to);
}

/**
 * The task's dates moved by whole columns (a drag), or with the end moved (a resize, never before
 * the start); a column is a day, or an hour with `unit` 'hour'.
 */
export function shiftDates(
  task: Pick<Task, 'startDate' | 'endDate'>,
  amount: number,
  edge: 'both' | 'end',
  unit: GanttUnit = 'day',
): { startDate: string; endDate: string } | null {
  if (!task.startDate || !task.endDate) return null;
  const add = unit === 'hour' ? addHours : addDays;
  const start = new Date(task.startDate);
  const end = new Date(task.endDate);
  if (edge === 'both') return { startDate: add(start, amount).toISOString(), endDate: add(end, amount).toISOString() };
  const movedEnd = add(end, amount);
  return { startDate: start.toISOString(), endDate: (movedEnd < start ? start : movedEnd).toISOString() };
}

/** Whole columns a pointer moved, snapping at half a column. */
export const columnsMoved = (pixels: number, zoom: GanttZoom): number => Math.round(pixels / COLUMN_WIDTH[zoom]) || 0;

/** Every day of the range, for the header. */
export function daysOf(from: Date, to: Date): Date[] {
  const first = startOfDay(from);
  const count = Math.max(0, differenceInCalendarDays(to, first) + 1);
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** The header's columns: every day of the range, or every hour of its days at the hour zoom. */
export function columnsOf(from: Date, to: Date, zoom: GanttZoom): Date[] {
  const days = daysOf(from, to);
  if (unitOf(zoom) === 'day' || days.length === 0) return days;
  const first = days[0]!.getTime();
  const hours = Math.round((addDays(days[days.length - 1]!, 1).getTime() - first) / HOUR_MS);
  return Array.from({ length: hours }, (_, i) => new Date(first + i * HOUR_MS));
}

/** A column's header text: month names at the month zoom, day numbers, or hours with the date at midnight. */
export function columnLabel(column: Date, zoom: GanttZoom, locale?: Locale): string {
  const options = locale ? { locale } : undefined;
  switch (zoom) {
    case 'month':
      return column.getDate() === 1 ? format(column, 'MMM', options) : '';
    case 'day':
      return format(column, 'EEE d', options);
    case 'hour':
      // The date in the language's own order ("Mar 2", "2. März").
      return column.getHours() === 0
        ? new Intl.DateTimeFormat(locale?.code ?? 'en-US', { month: 'short', day: 'numeric' }).format(column)
        : format(column, 'HH', options);
    case 'default':
      return format(column, 'd', options);
  }
}
