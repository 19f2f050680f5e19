import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useRowTranslation } from './use-row-translation';

function Row() {
  const { t, i18n } = useRowTranslation();
  return (
    <p>
      {t('greeting')} {i18n.language}
    </p>
  );
}

async function instance() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { greeting: 'Hello' } }, de: { translation: { greeting: 'Hallo' } } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('useRowTranslation', () => {
  it('translates with the provider’s instance and follows a new language and new resources', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Row />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello en')).toBeTruthy();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('Hallo de')).toBeTruthy();
    await act(() => void i18n.addResourceBundle('de', 'translation', { greeting: 'Servus' }, true, true));
    expect(screen.getByText('Servus de')).toBeTruthy();
  });

  it('hands every row the instance itself, never a copy made for it', async () => {
    const i18n = await instance();
    const seen = new Set<unknown>();
    function Probe() {
      seen.add(useRowTranslation().i18n);
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        {Array.from({ length: 50 }, (_, i) => (
          <Probe key={i} />
        ))}
      </I18nextProvider>,
    );
    expect([...seen]).toEqual([i18n]);
    expect(seen.has(i18n)).toBe(true);
  });
});
