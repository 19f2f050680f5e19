import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHARE_PASSWORD_INVALID, SHARE_PASSWORD_REQUIRED } from '@/api/shares';
import { fakeApi, renderWrapper, reply } from '@/features/quick-add/testing';
import { LinkShareAuth } from './LinkShareAuth';

/** Opens /share/HASH/auth against a fake server whose answers to the password-less try and each password are given. */
function open(answer: (password: string | undefined) => unknown) {
  const api = fakeApi({
    'POST /shares/abc/auth': (body) => answer((body as { password?: string }).password),
  });
  const Wrapper = renderWrapper(api.client);
  render(
    <Wrapper>
      <MemoryRouter initialEntries={['/share/abc/auth']}>
        <Routes>
          <Route path="/share/:share/auth" element={<LinkShareAuth />} />
          <Route path="/share/auth" element={<LinkShareAuth />} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
  return api;
}

async function submitPassword(password: string) {
  fireEvent.change(await screen.findByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Open the project' }));
}

describe('LinkShareAuth password form', () => {
  it('says a wrong password and keeps the form', async () => {
    open((password) =>
      password === undefined
        ? reply(400, { code: SHARE_PASSWORD_REQUIRED, message: 'required' })
        : reply(403, { code: SHARE_PASSWORD_INVALID, message: 'wrong' }),
    );
    await submitPassword('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is invalid.');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('keeps the form with the server’s reason when a password try is refused for another reason (429)', async () => {
    open((password) =>
      password === undefined
        ? reply(400, { code: SHARE_PASSWORD_REQUIRED, message: 'required' })
        : reply(429, { message: 'Too Many Requests' }),
    );
    await submitPassword('secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too Many Requests');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
    expect(screen.getByRole('button', { name: 'Open the project' })).toBeEnabled();
  });
});

describe('LinkShareAuth first try', () => {
  it('offers to try again after a passing failure, and opens the password form once the server answers', async () => {
    let tries = 0;
    open(() => {
      tries += 1;
      return tries === 1
        ? reply(429, { message: 'Too Many Requests' })
        : reply(400, { code: SHARE_PASSWORD_REQUIRED, message: 'required' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too Many Requests');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(tries).toBe(2);
  });

  it('offers no second try for a link the server refuses', async () => {
    open(() => reply(404, { code: 13000, message: 'The link share does not exist.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link share does not exist.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
