import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n } from 'i18next';
import { initI18n } from '@/app/i18n';
import type { OutboxItem } from '@/background/outbox';
import { createExtensionStorage } from '@/platform/extension';
import type { Platform } from '@/platform/types';
import { useSession } from '@/stores/session';
import { DRAFT_KEY } from './draft';
import type { PopupEnv } from './env';
import { createPopupQueryClient, PopupProviders } from './providers';
import { QuickAdd } from './QuickAdd';
import { ServerSetup } from './ServerSetup';

let i18n: i18n;
beforeAll(async () => {
  i18n = await initI18n('en');
  // The parser loads lazily in the popup; here it is ready before the first keystroke.
  await Promise.all([import('@/features/quick-add/lazy-parser').then((m) => m.loadHighlighter()), import('./magic')]);
});
afterEach(() => useSession.setState({ hydrated: false, apiUrl: null, token: null }));

function makeEnv(overrides: Partial<PopupEnv> = {}): PopupEnv & { outbox: OutboxItem[] } {
  const outbox: OutboxItem[] = [];
  const storage = createExtensionStorage();
  const platform: Platform = {
    kind: 'extension',
    storage,
    openTab: vi.fn(),
    requestOrigin: vi.fn(() => new Promise<boolean>(() => undefined)), // a prompt nobody answers
    hasOrigin: vi.fn(async () => true),
    withLock: (_name, fn) => fn(),
  };
  return {
    outbox,
    client: {} as PopupEnv['client'],
    platform,
    openApp: vi.fn(),
    enqueue: vi.fn(async (item: OutboxItem) => void outbox.push(item)),
    flush: vi.fn(async () => ({})),
    listOutbox: async () => outbox,
    removeOutbox: vi.fn(),
    onOutboxChange: () => () => undefined,
    newId: () => 'client-1',
    pollNow: vi.fn(),
    ...overrides,
  };
}

const wrap = (env: PopupEnv, ui: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PopupProviders env={env} queryClient={createPopupQueryClient()}>
        {ui}
      </PopupProviders>
    </I18nextProvider>,
  );

describe('ServerSetup', () => {
  it('asks for the host permission synchronously inside the click, and goes on without waiting for it', async () => {
    const env = makeEnv();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"version":"v2.5.0"}', { headers: { 'content-type': 'application/json' } })),
    );
    wrap(env, <ServerSetup />);
    fireEvent.change(screen.getByLabelText('Vikunja server address'), { target: { value: 'https://vikunja.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    // Still inside the gesture: no await happened between the click and the request.
    expect(env.platform.requestOrigin).toHaveBeenCalledWith(
      expect.arrayContaining([
        'https://vikunja.example',
        'https://vikunja.example/api/v1',
        'https://vikunja.example:3456',
      ]),
    );
    await waitFor(() => expect(useSession.getState().apiUrl).toBe('https://vikunja.example'));
    vi.unstubAllGlobals();
  });

  it('looks for the server again once access is granted, when it refused the extension before the grant', async () => {
    let grant: (granted: boolean) => void = () => undefined;
    const env = makeEnv();
    env.platform.requestOrigin = vi.fn(() => new Promise<boolean>((resolve) => (grant = resolve)));
    let granted = false;
    // Without the host permission the server's CORS refuses the extension's origin: a network error.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!granted) throw new TypeError('NetworkError when attempting to fetch resource.');
        return new Response('{"version":"v2.5.0"}', { headers: { 'content-type': 'application/json' } });
      }),
    );
    wrap(env, <ServerSetup />);
    fireEvent.change(screen.getByLabelText('Vikunja server address'), { target: { value: 'https://vikunja.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('vikunja.example');
    granted = true;
    await act(async () => grant(true));
    await waitFor(() => expect(useSession.getState().apiUrl).toBe('https://vikunja.example'));
    expect(screen.queryByRole('alert')).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('QuickAdd', () => {
  it('writes to the outbox before asking the worker to send, and confirms with a link to the task', async () => {
    const env = makeEnv();
    vi.mocked(env.flush).mockImplementation(async () => {
      expect(env.outbox).toHaveLength(1);
      return { 'client-1': { taskId: 42, projectId: 5, title: 'Buy milk' } };
    });
    wrap(
      env,
      <QuickAdd
        projects={[{ id: 5, title: 'Inbox' } as never, { id: 6, title: 'Work' } as never]}
        fallbackProjectId={5}
        mode="vikunja"
      />,
    );
    const input = await screen.findByLabelText('New task');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'Buy milk{Enter}');
    expect(await screen.findByText('Added “Buy milk”.')).toBeInTheDocument();
    expect(env.outbox[0]).toMatchObject({
      id: 'client-1',
      title: 'Buy milk',
      projectId: 5,
      source: 'popup',
      state: 'pending',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(env.openApp).toHaveBeenCalledWith('/tasks/42');
    expect(input).toHaveValue('');
  });

  it('sends what quick-add magic recognised, and keeps the text when the project is unknown', async () => {
    const env = makeEnv();
    const projects = [
      { id: 5, title: 'Inbox', identifier: '' } as never,
      { id: 6, title: 'Work', identifier: '' } as never,
    ];
    wrap(env, <QuickAdd projects={projects} fallbackProjectId={5} mode="vikunja" />);
    const input = await screen.findByLabelText('New task');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'Report +Nowhere{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nowhere');
    expect(input).toHaveValue('Report +Nowhere');
    expect(env.outbox).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'Report +Work !2 *q3{Enter}');
    await waitFor(() => expect(env.outbox).toHaveLength(1));
    expect(env.outbox[0]).toMatchObject({
      title: 'Report',
      projectId: 6,
      details: { priority: 2, labels: ['q3'], assignees: [] },
    });
  });

  it('says the task waits when the worker could not send it yet', async () => {
    const env = makeEnv();
    wrap(env, <QuickAdd projects={[]} fallbackProjectId={5} mode="vikunja" />);
    const input = await screen.findByLabelText('New task');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'Offline{Enter}');
    expect(await screen.findByText(/is saved and will be sent/)).toBeInTheDocument();
  });

  it('takes the next try after a failed save: the field is enabled again and the text kept', async () => {
    const env = makeEnv();
    vi.mocked(env.enqueue).mockRejectedValueOnce(new Error('QuotaExceededError'));
    wrap(env, <QuickAdd projects={[]} fallbackProjectId={5} mode="vikunja" />);
    const input = await screen.findByLabelText('New task');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'Call Anna{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(input).toHaveValue('Call Anna');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(env.outbox).toHaveLength(1));
    expect(env.outbox[0]).toMatchObject({ title: 'Call Anna' });
  });

  it('says the task waits when asking the worker to send it fails', async () => {
    const env = makeEnv();
    vi.mocked(env.flush).mockRejectedValueOnce(new Error('worker gone'));
    wrap(env, <QuickAdd projects={[]} fallbackProjectId={5} mode="vikunja" />);
    const input = await screen.findByLabelText('New task');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'Offline{Enter}');
    expect(await screen.findByText(/is saved and will be sent/)).toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('takes over the text typed into the page’s first field, before the stored draft, and removes that field', async () => {
    const env = makeEnv();
    await env.platform.storage.set(DRAFT_KEY, { title: 'Old draft', projectId: 6 });
    document.body.insertAdjacentHTML('beforeend', '<main id="popup-first"><textarea>Typed at once</textarea></main>');
    const projects = [{ id: 5, title: 'Inbox' } as never, { id: 6, title: 'Work' } as never];
    wrap(env, <QuickAdd projects={projects} fallbackProjectId={5} mode="vikunja" />);
    expect(document.getElementById('popup-first')).toBeNull();
    const input = screen.getByLabelText('New task');
    expect(input).toHaveValue('Typed at once');
    // The stored draft still gives the project, and the typed text is what is kept from now on.
    await waitFor(() => expect(screen.getByLabelText('Project')).toHaveValue('6'));
    expect(input).toHaveValue('Typed at once');
    await waitFor(async () =>
      expect(await env.platform.storage.get(DRAFT_KEY)).toEqual({ title: 'Typed at once', projectId: 6 }),
    );
  });

  it('takes typing while the stored draft is still being read', async () => {
    const env = makeEnv();
    wrap(env, <QuickAdd projects={[]} fallbackProjectId={5} mode="vikunja" />);
    expect(screen.getByLabelText('New task')).not.toHaveAttribute('readonly');
  });

  it('keeps the draft and the picked project in storage and restores them', async () => {
    const env = makeEnv();
    const projects = [{ id: 5, title: 'Inbox' } as never, { id: 6, title: 'Work' } as never];
    const first = wrap(env, <QuickAdd projects={projects} fallbackProjectId={5} mode="vikunja" />);
    const input = await screen.findByLabelText('New task');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'Half a');
    await userEvent.selectOptions(screen.getByLabelText('Project'), '6');
    await waitFor(async () =>
      expect(await env.platform.storage.get(DRAFT_KEY)).toEqual({ title: 'Half a', projectId: 6 }),
    );
    first.unmount();

    await act(async () => void wrap(env, <QuickAdd projects={projects} fallbackProjectId={5} mode="vikunja" />));
    await waitFor(() => expect(screen.getByLabelText('New task')).toHaveValue('Half a'));
    expect(screen.getByLabelText('Project')).toHaveValue('6');
  });
});

describe('HostAccess', () => {
  it('shows a denied or revoked host permission and asks again from the click', async () => {
    const { HostAccess } = await import('./HostAccess');
    const env = makeEnv();
    vi.mocked(env.platform.hasOrigin).mockResolvedValue(false);
    vi.mocked(env.platform.requestOrigin).mockResolvedValue(true);
    useSession.setState({ hydrated: true, apiUrl: 'https://vikunja.example/api/v1', token: 't' });
    wrap(env, <HostAccess />);
    expect(await screen.findByText(/may not reach vikunja.example yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Allow access' }));
    expect(env.platform.requestOrigin).toHaveBeenCalledWith('https://vikunja.example/api/v1');
    await waitFor(() => expect(screen.queryByText(/may not reach/)).not.toBeInTheDocument());
  });
});

describe('ServerSetup refuses plain http to a public host', () => {
  it('says why and asks for no permission', async () => {
    const env = makeEnv();
    wrap(env, <ServerSetup />);
    fireEvent.change(screen.getByLabelText('Vikunja server address'), {
      target: { value: 'http://vikunja.example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/only allowed for this computer and private networks/);
    expect(env.platform.requestOrigin).not.toHaveBeenCalled();
    expect(useSession.getState().apiUrl).not.toBe('http://vikunja.example.com');
  });
});

describe('SignIn', () => {
  it.each([
    ['http://vikunja.example.com/api/v1', true],
    ['https://vikunja.example.com/api/v1', false],
    // Allowed on a private network, but the password still travels unencrypted there.
    ['http://192.168.1.20:3456/api/v1', true],
    ['http://localhost:3456/api/v1', false],
  ])('warns about plain http beyond this machine: %s → %s', async (apiUrl, warns) => {
    const { SignIn } = await import('./SignIn');
    useSession.setState({ hydrated: true, apiUrl, token: null });
    wrap(makeEnv(), <SignIn />);
    expect(screen.queryByText(/plain http/) !== null).toBe(warns);
  });
});

describe('SignIn with two-factor authentication', () => {
  it('asks for the code when the server answers 1017, then signs in with it', async () => {
    const { SignIn } = await import('./SignIn');
    const { createClient } = await import('@/api/client');
    const bodies: Array<Record<string, unknown>> = [];
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      const json = body.totp_passcode
        ? { status: 200, data: { token: 'tok-2fa' } }
        : { status: 412, data: { code: 1017, message: 'Invalid totp passcode' } };
      return new Response(JSON.stringify(json.data), {
        status: json.status,
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = createClient({ baseUrl: () => 'https://vikunja.example/api/v1', token: () => null, fetch });
    useSession.setState({ hydrated: true, apiUrl: 'https://vikunja.example/api/v1', token: null });
    wrap(makeEnv({ client }), <SignIn />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ann' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Two-factor code');
    expect(screen.queryByRole('alert')).toBeNull(); // a prompt, not an error
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(useSession.getState().token).toBe('tok-2fa'));
    expect(bodies.map((b) => b.totp_passcode ?? null)).toEqual([null, '123456']);
  });
});
