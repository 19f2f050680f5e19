// @vitest-environment jsdom
import { format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { dateLocale } from './date-locale';
import { BOOT_SECTIONS, initI18n, loadLanguage, untilEnglishComplete } from './i18n';

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

describe('initI18n / loadLanguage', () => {
  it('speaks English by default and marks the page left-to-right', async () => {
    const i18n = await initI18n('en-US');
    expect(i18n.language).toBe('en');
    expect(i18n.t('settings.language')).toBe(en.settings.language);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("bundles only the first screens' English; the rest arrives after, for the pages", async () => {
    expect(Object.keys(BOOT_SECTIONS)).toContain('shell');
    expect(Object.keys(BOOT_SECTIONS)).not.toContain('settings');
    const i18n = await initI18n('en', { firstScreensOnly: true });
    expect(i18n.t('shell.overview')).toBe(en.shell.overview);
    await untilEnglishComplete();
    expect(i18n.t('settings.language')).toBe(en.settings.language);
  });

  it('loads a language on demand, with its date locale', async () => {
    const i18n = await initI18n('fr-FR');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('settings.language')).not.toBe(en.settings.language);
    expect(format(new Date(2026, 0, 5), 'EEEE', { locale: dateLocale() })).toBe('lundi');
  });

  it('turns the page right-to-left for Arabic and Hebrew, and back', async () => {
    const i18n = await initI18n('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await loadLanguage(i18n, 'he-IL');
    expect(i18n.language).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    await loadLanguage(i18n, 'pt-BR');
    expect(i18n.language).toBe('pt-BR');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('picks the plural form the language needs', async () => {
    const i18n = await initI18n('ru');
    const forms = [1, 3, 5].map((count) => i18n.t('teams.memberCount', { count }));
    expect(new Set(forms).size).toBe(3);
    forms.forEach((text, i) => expect(text).toContain(String([1, 3, 5][i])));
  });

  it('falls back to English for an unknown language', async () => {
    const i18n = await initI18n('xx-YY');
    expect(i18n.language).toBe('en');
  });
});
