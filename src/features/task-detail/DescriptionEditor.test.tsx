import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { DescriptionEditor } from './DescriptionEditor';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false });

function show(dirty: boolean) {
  const onCancel = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DescriptionEditor
        initialHtml="<p>Draft</p>"
        onChange={vi.fn()}
        onSave={vi.fn()}
        onCancel={onCancel}
        saving={false}
        dirty={dirty}
      />
    </I18nextProvider>,
  );
  return { onCancel, escape: () => fireEvent.keyDown(screen.getByRole('toolbar'), { key: 'Escape' }) };
}

describe('DescriptionEditor: leaving with unsaved changes', () => {
  it('Escape asks before discarding; a second Escape keeps editing', () => {
    const { onCancel, escape } = show(true);
    escape();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Discard the unsaved changes to the description?');
    escape();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Cancel asks too, and Discard then leaves', () => {
    const { onCancel } = show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('without changes, Escape leaves at once', () => {
    const { onCancel, escape } = show(false);
    escape();
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
