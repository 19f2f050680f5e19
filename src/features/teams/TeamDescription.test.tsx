import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { TeamDescription } from './TeamDescription';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false });

function show(html: string, isAdmin: boolean) {
  return render(
    <I18nextProvider i18n={i18n}>
      <TeamDescription html={html} isAdmin={isAdmin} saving={false} onChange={vi.fn()} onSave={vi.fn()} />
    </I18nextProvider>,
  );
}

const HOSTILE =
  '<p>Our <strong>crew</strong></p><img src="x" onerror="window.__hit = 1"><script>window.__hit = 2</script>';

describe('TeamDescription: rich text, never its markup', () => {
  it.each([
    ['an admin edits it as rich text', true],
    ['a member reads it', false],
  ])('%s', (_what, isAdmin) => {
    const { container } = show(HOSTILE, isAdmin);
    expect(container).toHaveTextContent('Our crew');
    expect(container.textContent).not.toContain('<p>');
    expect(container.querySelector('strong')).toHaveTextContent('crew');
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Description' }) !== null).toBe(isAdmin);
  });

  it('a member sees nothing when there is no description', () => {
    const { container } = show('  ', false);
    expect(container).toBeEmptyDOMElement();
  });
});
