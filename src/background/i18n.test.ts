import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import de from '../../locales/de.json';
import { createBackgroundI18n } from './i18n';

describe('createBackgroundI18n', () => {
  it('speaks the stored language', async () => {
    const { t } = await createBackgroundI18n('de-DE');
    expect(t('extension.menu.page')).toBe(de.extension.menu.page);
  });

  it('follows a language change', async () => {
    const i18n = await createBackgroundI18n('en');
    expect(i18n.t('extension.menu.link')).toBe(en.extension.menu.link);
    await i18n.setLanguage('de');
    expect(i18n.t('extension.menu.link')).toBe(de.extension.menu.link);
  });

  it('falls back to English for an unknown language', async () => {
    const { t } = await createBackgroundI18n('xx');
    expect(t('extension.badge.offline')).toBe(en.extension.badge.offline);
  });

  it('carries only the extension strings', async () => {
    const { t } = await createBackgroundI18n('en');
    expect(t('settings.language')).toBe('settings.language');
  });
});
