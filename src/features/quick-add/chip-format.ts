import { format, formatDistance, type Locale } from 'date-fns';

/** A date as a relative phrase ("in 1 day") and an absolute one, in the given date-fns locale (English if none). */
export function formatChipDate(date: Date, now: Date, locale?: Locale): { relative: string; absolute: string } {
  return {
    relative: formatDistance(date, now, { addSuffix: true, locale }),
    absolute: format(date, 'PPp', { locale }),
  };
}
