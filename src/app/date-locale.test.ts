import { format, formatDistance } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateLocale, hasDateLocale, selectDateLocale } from './date-locale';
import { LANGUAGES } from './languages';

describe('date locales', () => {
  it('has one for every shipped language', () => {
    for (const code of Object.keys(LANGUAGES)) expect(hasDateLocale(code), code).toBe(true);
  });

  it.each([
    ['de', 'vor 2 Tagen'],
    ['fr', 'il y a 2 jours'],
    ['pt-BR', 'há 2 dias'],
    ['en', '2 days ago'],
  ])('formats relative dates in %s', async (code, phrase) => {
    await selectDateLocale(code);
    expect(formatDistance(new Date(2026, 0, 1), new Date(2026, 0, 3), { addSuffix: true, locale: dateLocale() })).toBe(
      phrase,
    );
  });

  it("selects no locale for English: date-fns's own default, so the first load carries none", async () => {
    await selectDateLocale('de');
    expect(dateLocale()?.code).toBe('de');
    await selectDateLocale('en');
    expect(dateLocale()).toBeUndefined();
  });

  it('falls back to English for an unknown code', async () => {
    await selectDateLocale('xx');
    expect(format(new Date(2026, 0, 5), 'EEEE', { locale: dateLocale() })).toBe('Monday');
  });
});
