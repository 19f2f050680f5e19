import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { avatarFileProblem, AVATAR_TYPES } from '@/api/account';
import en from '../../locales/en.json';
import { ImageFileInput } from './ImageFileInput';

const KEYS = {
  choose: 'settings.avatarUpload.choose',
  hint: 'settings.avatarUpload.hint',
  wrongType: 'settings.avatarUpload.wrongType',
  tooBig: 'settings.avatarUpload.tooBig',
};

function show() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false });
  const onPick = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ImageFileInput
        types={AVATAR_TYPES}
        maxBytes={1000}
        check={avatarFileProblem}
        disabled={false}
        onPick={onPick}
        keys={KEYS}
      />
    </I18nextProvider>,
  );
  return { onPick, input: screen.getByLabelText(en.settings.avatarUpload.choose) };
}

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'picture', { type });

describe('ImageFileInput', () => {
  it('hands over an image of an allowed type and size, and says nothing', async () => {
    const { onPick, input } = show();
    const picture = file('image/png', 10);
    await userEvent.upload(input, picture);
    expect(onPick).toHaveBeenCalledWith(picture);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses another type and a file over the limit, saying why', async () => {
    const { onPick, input } = show();
    await userEvent.upload(input, file('application/pdf', 10), { applyAccept: false });
    expect(screen.getByRole('alert').textContent).toBe(en.settings.avatarUpload.wrongType);
    await userEvent.upload(input, file('image/png', 2000));
    expect(screen.getByRole('alert').textContent).toBe('The image is too large: at most 1,000 byte is allowed.');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('describes the input with the size hint', () => {
    const { input } = show();
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('JPEG, PNG, GIF or WebP, at most 1,000 byte.');
  });
});
