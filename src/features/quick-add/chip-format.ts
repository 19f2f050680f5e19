import { format, formatDistance, type Locale } from 'date-fns';
import { de, enUS } from 'date-fns/locale';

const LOCALES: Record<string, Locale> = { en: enUS, de };

/** A date as a relative phrase ("in 1 day") and an absolute one, in the UI language. */
export function formatChipDate(date: Date, now: Date, language: string): { relative: string; absolute: string } {
  const locale = LOCALES[language.split('-')[0] ?? 'en'] ?? enUS;
  return { relative: formatDistance(date, now, { addSuffix: true, locale }), absolute: format(date, 'PPp', { locale }) };
}

/** Black or white text, whichever reads better on a label's colour (hex with or without '#'). */
export function textColourFor(hex: string): string {
  const value = hex.replace(/^#/, '');
  if (!/^[0-9a-f]{6}$/i.test(value)) return 'inherit';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  const luminance = (0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0)) / 255;
  return luminance > 0.6 ? '#1d2330' : '#ffffff';
}
