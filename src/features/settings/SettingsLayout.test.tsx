import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWrapper } from '@/features/quick-add/testing';
import { useSession } from '@/stores/session';
import { SettingsLayout } from './SettingsLayout';

function setup(path: string, isLocalUser: boolean) {
  useSession.setState({ token: 'token', apiUrl: null, linkShare: null });
  const api = fakeApi({ 'GET /user': () => ({ id: 1, username: 'ann', is_local_user: isLocalUser, settings: {} }) });
  const Wrapper = renderWrapper(api.client);
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user/settings" element={<SettingsLayout />}>
            <Route path="general" element={<p>general form</p>} />
            <Route path="password-update" element={<p>password form</p>} />
            <Route path="email-update" element={<p>email form</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
}

describe('SettingsLayout for an account of a sign-in provider', () => {
  afterEach(() => useSession.setState({ token: null }));

  it.each(['/user/settings/password-update', '/user/settings/email-update/'])(
    '%s by URL shows who manages it, not the form',
    async (path) => {
      setup(path, false);
      expect(await screen.findByRole('note')).toHaveTextContent('external provider');
      expect(screen.queryByText(/password form|email form/)).toBeNull();
    },
  );

  it('still shows the pages the account may use', async () => {
    setup('/user/settings/general', false);
    expect(await screen.findByText('general form')).toBeInTheDocument();
  });

  it('shows the password form to a local account', async () => {
    setup('/user/settings/password-update', true);
    expect(await screen.findByText('password form')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
