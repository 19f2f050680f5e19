import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWrapper } from '@/features/quick-add/testing';
import { useSession } from '@/stores/session';
import { ExportSettings } from './DataSettings';

function setup(isLocalUser: boolean) {
  useSession.setState({ token: 'token', apiUrl: null, linkShare: null });
  const api = fakeApi({
    'GET /user': () => ({ id: 1, username: 'ann', is_local_user: isLocalUser, settings: {} }),
    'GET /user/export': () => ({ id: 0, size: 0, created: '0001-01-01T00:00:00Z' }),
    'POST /user/export/request': () => ({ message: 'ok' }),
  });
  const Wrapper = renderWrapper(api.client);
  render(
    <Wrapper>
      <MemoryRouter>
        <ExportSettings />
      </MemoryRouter>
    </Wrapper>,
  );
  return api.calls;
}

const requests = (calls: ReturnType<typeof setup>) => calls.filter((c) => c.path === '/user/export/request');

describe('ExportSettings', () => {
  afterEach(() => useSession.setState({ token: null }));

  it('lets an account of an OpenID provider request its export without a password', async () => {
    const calls = setup(false);
    await waitFor(() => expect(calls.some((c) => c.path === '/user')).toBe(true));
    const button = screen.getByRole('button', { name: 'Request export' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Export requested');
    expect(requests(calls)).toHaveLength(1);
  });

  it('asks a local account for its password first', async () => {
    const calls = setup(true);
    const button = screen.getByRole('button', { name: 'Request export' });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret-pw' } });
    fireEvent.click(button);
    await waitFor(() => expect(requests(calls).map((c) => c.body)).toEqual([{ password: 'secret-pw' }]));
  });
});
