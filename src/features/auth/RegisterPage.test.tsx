import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { ServicesProvider } from '@/app/context';
import { fakeApi, renderWrapper, reply } from '@/features/quick-add/testing';
import type { Platform } from '@/platform/types';
import { useSession } from '@/stores/session';
import en from '../../../locales/en.json';
import { languageRejected } from './register-language';
import { RegisterPage } from './RegisterPage';

function setup() {
  const api = fakeApi({});
  const Wrapper = renderWrapper(api.client);
  render(
    <Wrapper>
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>
    </Wrapper>,
  );
  return {
    username: screen.getByLabelText('Username'),
    email: screen.getByLabelText('Email address'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
}

describe('RegisterPage validation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a field problem 100 ms after leaving it, then follows typing', () => {
    const f = setup();
    fireEvent.change(f.email, { target: { value: 'nope' } });
    fireEvent.blur(f.email);
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    void act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    void act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    fireEvent.change(f.email, { target: { value: 'a@b' } });
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });

  it('enables submit only when username, email and password are all valid', () => {
    const f = setup();
    expect(f.submit).toBeDisabled();
    fireEvent.change(f.username, { target: { value: 'ann' } });
    fireEvent.change(f.email, { target: { value: 'ann@example.com' } });
    fireEvent.change(f.password, { target: { value: 'short' } });
    expect(f.submit).toBeDisabled();
    fireEvent.change(f.password, { target: { value: 'long-enough' } });
    expect(f.submit).toBeEnabled();
    fireEvent.change(f.username, { target: { value: 'ann.example' } });
    expect(f.submit).toBeDisabled();
  });
});

describe('RegisterPage language retry', () => {
  function setupWith(status: number, firstAnswer: unknown) {
    let registers = 0;
    const api = fakeApi({
      'POST /register': () => (++registers === 1 ? reply(status, firstAnswer) : { id: 1, username: 'ann' }),
      'POST /login': () => ({ token: 'tok' }),
      'GET /user': () => ({
        id: 1,
        username: 'ann',
        settings: { name: '', language: '', timezone: 'Europe/Berlin', weekStart: 1 },
      }),
      'POST /user/settings/general': () => ({ message: 'The settings were updated successfully.' }),
    });
    const i18n = i18next.createInstance();
    // German UI (English strings are enough for the labels): the first attempt sends Vikunja's "de-DE".
    void i18n.use(initReactI18next).init({ resources: { de: { translation: en } }, lng: 'de' });
    const data = new Map<string, unknown>();
    const platform = {
      storage: {
        get: async (k: string) => data.get(k),
        set: async (k: string, v: unknown) => void data.set(k, v),
        remove: async (k: string) => void data.delete(k),
      },
    } as unknown as Platform; // only storage is used by the register flow
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ServicesProvider value={{ platform, client: api.client }}>
            <MemoryRouter>
              <RegisterPage />
            </MemoryRouter>
          </ServicesProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ann' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    return api.calls;
  }

  afterEach(() => useSession.setState({ token: null, linkShare: null }));

  it('retries once in English when Vikunja rejects the language (2002, invalid_fields "language: …")', async () => {
    const calls = setupWith(412, { code: 2002, message: 'Invalid Data', invalid_fields: ['language: unsupported'] });
    await waitFor(() => expect(useSession.getState().token).toBe('tok'));
    const languages = calls.filter((c) => c.path === '/register').map((c) => (c.body as { language: string }).language);
    expect(languages).toEqual(['de-DE', 'en']);
  });

  it('saves the language with the general settings after the first sign-in (registration drops it)', async () => {
    const calls = setupWith(200, { id: 1, username: 'ann' });
    await waitFor(() => expect(calls.some((c) => c.path === '/user/settings/general')).toBe(true));
    const saved = calls.find((c) => c.path === '/user/settings/general');
    expect(saved?.body).toEqual({ name: '', language: 'de-DE', timezone: 'Europe/Berlin', week_start: 1 });
    expect(calls.map((c) => c.path)).toEqual(['/register', '/login', '/user', '/user/settings/general']);
  });

  it('does not retry when another field is invalid, and shows the error', async () => {
    const calls = setupWith(412, { code: 2002, message: 'Invalid Data', invalid_fields: ['email: invalid'] });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/register')).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
  });
});

describe('languageRejected', () => {
  it.each<[unknown, boolean]>([
    [
      new ApiError({ kind: 'http', status: 412, code: 2002, invalidFields: ['language: de-XX is not supported'] }),
      true,
    ],
    [new ApiError({ kind: 'http', status: 412, code: 2002, invalidFields: ['email: invalid'] }), false],
    [new ApiError({ kind: 'http', status: 412, code: 2002 }), false],
    [new ApiError({ kind: 'http', status: 400, code: 2003 }), true],
    [new Error('language: x'), false],
  ])('%s → %s', (error, rejected) => {
    expect(languageRejected(error)).toBe(rejected);
  });
});
