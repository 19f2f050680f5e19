import { addDays, startOfDay } from 'date-fns';
import type { TaskQuery } from '@/api/tasks';

const iso = (date: Date) => `'${date.toISOString()}'`;

/**
 * The gantt's request for the days from `from` to `to` (both whole days, `to` included): tasks whose dates
 * overlap the range (starting before its end, ending on or after its start), and with `undated` also those
 * missing a start or an end. `perPage` is the server's page size, from /info where it says.
 */
export function ganttQuery(from: Date, to: Date, undated: boolean, perPage = 50): TaskQuery {
  const start = startOfDay(from);
  const end = addDays(startOfDay(to), 1);
  return {
    filter: `start_date < ${iso(end)} && end_date >= ${iso(start)}`,
    filterIncludeNulls: undated,
    sortBy: ['start_date', 'id'],
    orderBy: ['asc', 'asc'],
    perPage,
  };
}

/**
 * The rows to draw of `count` rows of `rowHeight` pixels in a scroller showing `viewport` pixels from
 * `scrollTop`, with `overscan` rows either side: only these are in the page, however many tasks there are.
 */
export function visibleRows(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  count: number,
  overscan = 10,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(Math.max(viewport, rowHeight) / rowHeight);
  const start = Math.max(0, Math.min(count, first - overscan));
  const end = Math.min(count, first + shown + overscan);
  return { start, end: Math.max(start, end) };
}
