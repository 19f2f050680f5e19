import { format, formatDistance, type Locale } from 'date-fns';
import { de, enUS } from 'date-fns/locale';

const LOCALES: Record<string, Locale> = { en: enUS, de };

/** A date as a relative phrase ("in 1 day") and an absolute one, in the UI language. */
export function formatChipDate(date: Date, now: Date, language: string): { relative: string; absolute: string } {
  const locale = LOCALES[language.split('-')[0] ?? 'en'] ?? enUS;
  return { relative: formatDistance(date, now, { addSuffix: true, locale }), absolute: format(date, 'PPp', { locale }) };
}
