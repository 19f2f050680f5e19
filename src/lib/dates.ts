import { formatDistance, isBefore, type Locale } from 'date-fns';

/** A due date as a short relative phrase plus whether it is past; null when unset. */
export function formatDue(due: string | null, now: Date, locale?: Locale): { text: string; overdue: boolean } | null {
  if (!due) return null;
  const date = new Date(due);
  if (Number.isNaN(date.getTime())) return null;
  return { text: formatDistance(date, now, { addSuffix: true, locale }), overdue: isBefore(date, now) };
}
