import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '@/api/types';
import { fakeServer, memoryStorage, renderScreen, testInfo } from '@/test-support/screen';
import { IMPORT_HINT_KEY, isEmptyAccount } from './import-hint';
import { ImportHint } from './ImportHint';

describe('isEmptyAccount', () => {
  const p = (...ids: number[]) => ids.map((id) => ({ id }));
  it.each([
    ['no projects', p(), 7, false, true],
    ['only the default project', p(7), 7, false, true],
    ['the default project and a favourites pseudo-project', p(-1, 7), 7, false, true],
    ['a second project', p(7, 8), 7, false, false],
    ['tasks', p(7), 7, true, false],
    ['one project, no default set', p(3), 0, false, true],
    ['two projects, no default set', p(3, 4), undefined, false, false],
  ] as const)('%s → %s', (_name, projects, defaultProjectId, hasTasks, expected) => {
    expect(isEmptyAccount(projects, defaultProjectId, hasTasks)).toBe(expected);
  });
});

const user = {
  id: 1,
  username: 'ann',
  name: 'Ann',
  created: null,
  updated: null,
  settings: { defaultProjectId: 7 },
} as User;
const inbox = { id: 7, title: 'Inbox', is_archived: false };

function show(
  options: { projects?: unknown[]; tasks?: unknown[]; stored?: Record<string, unknown>; migrators?: string[] } = {},
) {
  const server = fakeServer({
    'GET /projects': () => options.projects ?? [inbox],
    'GET /tasks': () => options.tasks ?? [],
  });
  const storage = memoryStorage(options.stored);
  renderScreen(
    <MemoryRouter>
      <ImportHint />
    </MemoryRouter>,
    {
      client: server.client,
      user,
      storage,
      info: testInfo(options.migrators ? { availableMigrators: options.migrators } : {}),
    },
  );
  return { server, storage };
}

describe('ImportHint', () => {
  it('points an empty account to the import page and can be dismissed for good', async () => {
    const { storage, server } = show();
    const link = await screen.findByRole('link', { name: 'Import your data' });
    expect(link).toHaveAttribute('href', '/user/settings/migrate');
    expect(server.calls.find((c) => c.path === '/tasks')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Hide this hint' }));
    expect(screen.queryByTestId('import-hint')).toBeNull();
    expect(await storage.get(IMPORT_HINT_KEY)).toBe(true);
  });

  it('stays away once dismissed', async () => {
    const { server } = show({ stored: { [IMPORT_HINT_KEY]: true } });
    await waitFor(() => expect(server.calls.some((c) => c.path === '/projects')).toBe(true));
    expect(screen.queryByTestId('import-hint')).toBeNull();
  });

  it('stays away when the account has a task', async () => {
    const { server } = show({ tasks: [{ id: 1, title: 'Water plants', project_id: 7 }] });
    await waitFor(() => expect(server.calls.some((c) => c.path === '/tasks')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('import-hint')).toBeNull();
  });

  it('stays away when there is a project besides the default one, without asking for tasks', async () => {
    const { server } = show({ projects: [inbox, { id: 8, title: 'Garden', is_archived: false }] });
    await waitFor(() => expect(server.calls.some((c) => c.path === '/projects')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('import-hint')).toBeNull();
    expect(server.calls.some((c) => c.path === '/tasks')).toBe(false);
  });

  it('stays away when the server offers no importer', async () => {
    const { server } = show({ migrators: [] });
    await waitFor(() => expect(server.calls.some((c) => c.path === '/projects')).toBe(true));
    expect(screen.queryByTestId('import-hint')).toBeNull();
  });
});
