import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Platform } from '@/platform/types';
import { useAuthFlow } from '@/stores/auth-flow';
import { AUTH_KEYS } from '@/stores/session';
import { Answer, fakeServer, memoryStorage, providers } from '@/test-support/screen';
import { PasswordReset } from './PasswordReset';
import { PasswordResetRequest } from './PasswordResetRequest';

function show(page: 'request' | 'reset', answer: unknown, token: string | null = null) {
  const storage = memoryStorage(token ? { [AUTH_KEYS.passwordResetToken]: token } : {});
  useAuthFlow.setState({ passwordResetToken: token });
  const server = fakeServer({ 'POST /user/password/token': () => answer, 'POST /user/password/reset': () => answer });
  const Wrapper = providers(server.client, { kind: 'web', storage } as Platform);
  render(
    <MemoryRouter>
      <Wrapper>{page === 'request' ? <PasswordResetRequest /> : <PasswordReset />}</Wrapper>
    </MemoryRouter>,
  );
  return { calls: server.calls, storage };
}

const submit = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('PasswordResetRequest', () => {
  it('sends a valid address trimmed and then says the link is on its way', async () => {
    const { calls } = show('request', { message: 'ok' });
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send me a reset link' });
    expect(send.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-address');
    expect(send.disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText('Email address'));
    await userEvent.type(screen.getByLabelText('Email address'), ' ann@example.com ');
    await submit('Send me a reset link');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringMatching(/on its way/));
    expect(calls.map((c) => c.body)).toEqual([{ email: 'ann@example.com' }]);
  });

  it('keeps the form with the error when the server refuses', async () => {
    show('request', new Answer(500, { message: 'broken' }));
    await userEvent.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await submit('Send me a reset link');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('ann@example.com');
  });
});

describe('PasswordReset', () => {
  afterEach(() => useAuthFlow.setState({ passwordResetToken: null }));

  it('asks for the mailed link when there is no token', () => {
    show('reset', { message: 'ok' });
    expect(screen.getByText('This page needs the link from the password reset email.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends only a confirmed password, then says so and forgets the token', async () => {
    const { calls, storage } = show('reset', { message: 'ok' }, 'tok');
    await userEvent.type(screen.getByLabelText('New password'), 'correct horse 1');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'correct horse 2');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save the new password' }).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Confirm the new password'), '{Backspace}1');
    await submit('Save the new password');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringMatching(/was changed/));
    expect(calls.map((c) => c.body)).toEqual([{ token: 'tok', new_password: 'correct horse 1' }]);
    await waitFor(async () => expect(await storage.get(AUTH_KEYS.passwordResetToken)).toBeUndefined());
  });

  it('forgets a token the server calls invalid and shows why instead of the form', async () => {
    const { storage } = show('reset', new Answer(412, { code: 1009, message: 'invalid token' }), 'dead');
    await userEvent.type(screen.getByLabelText('New password'), 'correct horse 1');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'correct horse 1');
    await submit('Save the new password');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(useAuthFlow.getState().passwordResetToken).toBeNull();
    expect(await storage.get(AUTH_KEYS.passwordResetToken)).toBeUndefined();
  });
});
