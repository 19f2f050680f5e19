import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWrapper } from '@/features/quick-add/testing';
import { useSession } from '@/stores/session';
import { GeneralSettings } from './GeneralSettings';

function setup(language: string, timezones: string[] = []) {
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
    'GET /user/timezones': () => timezones,
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

describe('GeneralSettings frontend choices', () => {
  afterEach(() => useSession.setState({ token: null }));

  const frontendSaved = (calls: ReturnType<typeof setup>) =>
    calls
      .filter((c) => c.path === '/user/settings/general')
      .map((c) => (c.body as { frontend_settings: Record<string, unknown> }).frontend_settings);

  it('shows each default while the account has none, and saves a changed choice beside the others', async () => {
    const calls = setup('en');
    const shown = async (label: string) =>
      (await screen.findByLabelText<HTMLSelectElement>(label)).selectedOptions[0]?.textContent;
    expect(await shown('Projects open in')).toBe('Their first view');
    expect(await shown('Show priorities from')).toBe('Medium');
    expect(await shown('Quick add magic')).toBe('Vikunja (*label +project @user)');
    expect(await shown('Colour scheme')).toBe('Follow the system');
    fireEvent.change(screen.getByLabelText('Show priorities from'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Colour scheme'), { target: { value: 'dark' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(frontendSaved(calls)).toEqual([{ minimum_priority: 4, color_schema: 'dark' }]));
  });
});

describe('GeneralSettings time zone', () => {
  afterEach(() => useSession.setState({ token: null }));
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it("preselects the browser's zone while the account has none, and saves it", async () => {
    const calls = setup('en', ['Africa/Abidjan', browserZone, 'Pacific/Tahiti']);
    const select = await screen.findByLabelText<HTMLSelectElement>('Time zone');
    await waitFor(() => expect(select.value).toBe(browserZone));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path === '/user/settings/general').map((c) => (c.body as { timezone: string }).timezone),
      ).toEqual([browserZone]),
    );
  });

  it("leaves the zone unset when the server doesn't know the browser's zone", async () => {
    setup(
      'en',
      ['Africa/Abidjan', 'Pacific/Tahiti'].filter((tz) => tz !== browserZone),
    );
    const select = await screen.findByLabelText<HTMLSelectElement>('Time zone');
    await waitFor(() => expect(select.options.length).toBeGreaterThan(0));
    expect(select.value).not.toBe(browserZone);
  });
});
