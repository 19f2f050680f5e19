import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetInfo } from '@/api/info';
import { QueryClient } from '@tanstack/react-query';
import { createClient } from '@/api/client';
import { infoKeys, userKeys } from '@/queries/user';
import { projectKeys } from '@/queries/projects';
import { prefetchBoot, routeTarget } from './boot-prefetch';

const API = 'http://vikunja.test/api/v1';

/** A server that answers nothing until told to: every request it saw, and a way to answer them all. */
function heldServer(answers: Record<string, unknown>) {
  const seen: string[] = [];
  const held: Array<{ path: string; answer: () => void }> = [];
  const answered: string[] = [];
  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api\/v1/, '');
    seen.push(path);
    return new Promise((resolve) =>
      held.push({
        path,
        answer: () => {
          answered.push(path);
          const body = JSON.stringify(answers[path] ?? {});
          resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
        },
      }),
    );
  };
  const client = createClient({ baseUrl: () => API, token: () => 'token', fetch });
  // /info is read without the session's client (no token needed): the page's own fetch.
  vi.stubGlobal('fetch', fetch);
  const answerAll = () => held.splice(0).forEach((h) => h.answer());
  const answerOne = (path: string) =>
    held
      .splice(
        held.findIndex((h) => h.path === path),
        1,
      )[0]
      ?.answer();
  return { client, seen, answered, answerAll, answerOne };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const queryClients: QueryClient[] = [];
const newQueryClient = () => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClients.push(qc);
  return qc;
};
afterEach(() => {
  queryClients.splice(0).forEach((qc) => qc.clear());
  vi.unstubAllGlobals();
  forgetInfo();
});

describe('routeTarget', () => {
  it.each([
    ['/projects/3/7', { projectId: 3, viewId: 7 }],
    ['/projects/3', { projectId: 3, viewId: null }],
    ['/projects/-2/9', { projectId: -2, viewId: 9 }],
    ['/projects/new', null],
    ['/projects/3/settings/edit', null],
    ['/', null],
  ])('%s', (path, target) => expect(routeTarget(path)).toEqual(target));
});

describe('prefetchBoot', () => {
  const user = { id: 1, username: 'u', settings: { timezone: 'Europe/Berlin' } };
  const boot = (queryClient: QueryClient, client: ReturnType<typeof createClient>, path = '/projects/3/7') => ({
    queryClient,
    client,
    apiUrl: API,
    token: 'token',
    path,
    search: '',
    restored: Promise.resolve(),
  });

  it('asks for the user, projects, the project, its views and the list’s tasks before any answer (kept cache)', async () => {
    const queryClient = newQueryClient();
    // What the kept cache brought: the server's release and the user's zone.
    queryClient.setQueryData(infoKeys.server(API), { version: 'v2.5.0' }, { updatedAt: 1 });
    queryClient.setQueryData(userKeys.current(), user, { updatedAt: 1 });
    const server = heldServer({});
    void prefetchBoot(boot(queryClient, server.client));
    await settle();
    expect(server.answered).toEqual([]);
    expect([...server.seen].sort()).toEqual(
      ['/user', '/projects', '/projects/3', '/projects/3/views', '/projects/3/views/7/tasks'].sort(),
    );
    server.answerAll();
  });

  it('without a kept cache, the tasks wait only for /info: they are asked for before the user answers', async () => {
    const queryClient = newQueryClient();
    const server = heldServer({ '/info': { version: 'v2.5.0' }, '/user': user });
    void prefetchBoot(boot(queryClient, server.client));
    await settle();
    expect([...server.seen].sort()).toEqual(['/info', '/user', '/projects', '/projects/3', '/projects/3/views'].sort());
    expect(server.seen).not.toContain('/projects/3/views/7/tasks');
    server.answerOne('/info');
    await expect.poll(() => server.seen).toContain('/projects/3/views/7/tasks');
    expect(server.answered).toEqual(['/info']);
    server.answerAll();
    // The page is the one the list view reads: the view's own key.
    const keys = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['tasks', 'view', 3, 7] })
      .map((q) => q.queryKey);
    expect(keys).toHaveLength(1);
  });

  /** The keys of the task pages and boards asked for, by their root and kind. */
  const taskKeysOf = (queryClient: QueryClient) =>
    queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => q.queryKey[0] === 'kanban' || q.queryKey[0] === 'tasks' })
      .map((q) => q.queryKey);

  it('asks a kanban view known from the kept cache for its board, not for a list page; a search for nothing', async () => {
    const queryClient = newQueryClient();
    queryClient.setQueryData(infoKeys.server(API), { version: 'v2.5.0' });
    queryClient.setQueryData(projectKeys.views(3), [{ id: 7, viewKind: 'kanban' }]);
    const server = heldServer({});
    void prefetchBoot(boot(queryClient, server.client));
    void prefetchBoot({ ...boot(queryClient, server.client, '/projects/4/8'), search: '?filter=done' });
    await expect.poll(() => server.seen).toContain('/projects/3/views/7/tasks');
    expect(server.seen.filter((p) => p.endsWith('/tasks'))).toEqual(['/projects/3/views/7/tasks']);
    expect(taskKeysOf(queryClient)).toEqual([['kanban', 3, 7]]);
    server.answerAll();
  });

  it('asks a table view for the table’s first page, in the table’s order', async () => {
    const queryClient = newQueryClient();
    queryClient.setQueryData(infoKeys.server(API), { version: 'v2.5.0' });
    queryClient.setQueryData(projectKeys.views(3), [{ id: 7, viewKind: 'table' }]);
    const server = heldServer({});
    void prefetchBoot(boot(queryClient, server.client));
    await expect.poll(() => server.seen).toContain('/projects/3/views/7/tasks');
    const [key] = taskKeysOf(queryClient);
    expect(key).toMatchObject(['tasks', 'view', 3, 7, { page: 1, sortBy: ['id'], orderBy: ['desc'] }]);
    expect(taskKeysOf(queryClient)).toHaveLength(1);
    server.answerAll();
  });

  it('without a kept cache, a view that turns out to be a table gets its page once the views arrive', async () => {
    const queryClient = newQueryClient();
    const server = heldServer({ '/info': { version: 'v2.5.0' }, '/projects/3/views': [{ id: 7, view_kind: 'table' }] });
    void prefetchBoot(boot(queryClient, server.client));
    server.answerOne('/info');
    await expect.poll(() => server.seen).toContain('/projects/3/views/7/tasks');
    server.answerOne('/projects/3/views');
    await expect.poll(() => taskKeysOf(queryClient)).toHaveLength(2);
    expect(taskKeysOf(queryClient)[1]).toMatchObject(['tasks', 'view', 3, 7, { sortBy: ['id'] }]);
    server.answerAll();
  });

  it('without a kept cache, a table whose views came before the server’s release gets only its own page', async () => {
    const queryClient = newQueryClient();
    const server = heldServer({ '/info': { version: 'v2.5.0' }, '/projects/3/views': [{ id: 7, view_kind: 'table' }] });
    void prefetchBoot(boot(queryClient, server.client));
    await expect.poll(() => server.seen).toContain('/projects/3/views');
    server.answerOne('/projects/3/views');
    await expect.poll(() => queryClient.getQueryData(projectKeys.views(3))).toBeDefined();
    server.answerOne('/info');
    await expect.poll(() => server.seen).toContain('/projects/3/views/7/tasks');
    await settle();
    expect(taskKeysOf(queryClient)).toEqual([
      expect.arrayContaining(['tasks', 'view', 3, 7, expect.objectContaining({ sortBy: ['id'] })]),
    ]);
    server.answerAll();
  });

  it('asks for nothing without a session', async () => {
    const server = heldServer({});
    await prefetchBoot({ ...boot(newQueryClient(), server.client), token: null });
    expect(server.seen).toEqual([]);
  });
});
