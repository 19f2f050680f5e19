import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWrapper } from '@/features/quick-add/testing';
import { useSession } from '@/stores/session';
import { GeneralSettings } from './GeneralSettings';

function setup(language: string) {
  useSession.setState({ token: 'token', apiUrl: null, linkShare: null });
  const api = fakeApi({
    'GET /user': () => ({
      id: 1,
      username: 'ann',
      is_local_user: true,
      updated: '2024-01-01T00:00:00Z',
      settings: { name: 'Ann', language, timezone: '', week_start: 1, default_project_id: 0, frontend_settings: {} },
    }),
    'GET /projects': () => [],
    'GET /user/timezones': () => [],
    'POST /user/settings/general': () => ({ message: 'ok' }),
  });
  const Wrapper = renderWrapper(api.client);
  render(
    <Wrapper>
      <GeneralSettings />
    </Wrapper>,
  );
  return api.calls;
}

const saved = (calls: ReturnType<typeof setup>) =>
  calls.filter((c) => c.path === '/user/settings/general').map((c) => (c.body as { language: string | null }).language);

describe('GeneralSettings language', () => {
  afterEach(() => useSession.setState({ token: null }));

  it.each([
    ['de-DE', 'Deutsch'],
    ['de', 'Deutsch'],
    ['no-NO', 'Norsk bokmål'],
    ['pt-BR', 'Português (Brasil)'],
  ])('an account saved as %s shows %s', async (language, name) => {
    setup(language);
    const select = await screen.findByLabelText<HTMLSelectElement>('Language');
    expect(select.selectedOptions[0]?.textContent).toBe(name);
  });

  it('saves the server\'s tag: an older client\'s "de" becomes de-DE, a new choice its region tag', async () => {
    const calls = setup('de');
    await screen.findByLabelText('Language');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(calls)).toEqual(['de-DE']));
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr-FR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(calls)).toEqual(['de-DE', 'fr-FR']));
  });
});
