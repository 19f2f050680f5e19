import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useParams, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { Platform } from '@/platform/types';
import { projectKeys } from '@/queries/projects';
import { taskKeys } from '@/queries/tasks';
import { ServicesProvider } from './context';
import { withTaskModal } from './task-modal-route';
import { TaskLink, taskModalState, useCloseTask, useOpenRoute } from './task-modal-route-state';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/** Called on each draw of the list page. */
const listDrawn = vi.fn();

function ListPage() {
  listDrawn();
  const open = useOpenRoute();
  return (
    <ul aria-label="list">
      <li>
        <TaskLink taskId={1}>first task</TaskLink>
      </li>
      <li>
        <button type="button" onClick={() => open('/tasks/2')}>
          second task
        </button>
      </li>
    </ul>
  );
}

function FakeTask() {
  const id = Number(useParams().taskId);
  const close = useCloseTask(7);
  return (
    <div role="dialog" aria-label={`task ${id}`}>
      <TaskLink taskId={id + 10}>related</TaskLink>
      <button type="button" onClick={close}>
        close
      </button>
    </div>
  );
}

const LaterPage = lazy(async () => ({ default: () => <p>lazy page</p> }));

const pages: RouteObject[] = [
  { path: '/', element: <p>home</p> },
  { path: '/projects/:projectId', element: <p>project</p> },
  { path: '/projects/:projectId/:viewId', element: <ListPage /> },
  {
    path: '/later',
    element: (
      <Suspense fallback={null}>
        <LaterPage />
      </Suspense>
    ),
  },
  { path: '/tasks/:taskId', element: <FakeTask /> },
];

function setup(entries: (string | { pathname: string; state: unknown })[]) {
  const root = (
    <>
      <Where />
      <Outlet />
    </>
  );
  const router = createMemoryRouter([{ element: root, children: withTaskModal(pages) }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  // A task visited directly is drawn over its project's first view, read from these.
  queryClient.setQueryData(taskKeys.detail(9), { id: 9, projectId: 7 });
  queryClient.setQueryData(projectKeys.views(7), [
    { id: 71, position: 2 },
    { id: 70, position: 1 },
  ]);
  // The client is never called: every query above is fresh.
  const services = { client: {} as ApiClient, platform: {} as Platform };
  render(
    <QueryClientProvider client={queryClient}>
      <ServicesProvider value={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </QueryClientProvider>,
  );
  return router;
}

const path = () => screen.getByLabelText('path').textContent;

describe('task modal route', () => {
  it('draws a page once on a visit: remembering it as the last page draws nothing again', async () => {
    listDrawn.mockClear();
    setup(['/projects/7/70']);
    await screen.findByRole('link', { name: 'first task' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(listDrawn).toHaveBeenCalledTimes(1);
  });

  it('keeps the view it was opened from behind the task, and closing steps back to it', async () => {
    const router = setup(['/projects/7/70']);
    fireEvent.click(await screen.findByRole('link', { name: 'first task' }));
    expect(await screen.findByRole('dialog', { name: 'task 1' })).toBeTruthy();
    expect(path()).toBe('/tasks/1');
    expect(screen.getByRole('list', { name: 'list' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await screen.findByRole('link', { name: 'first task' });
    expect(path()).toBe('/projects/7/70');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Closed by stepping back: no task entry is left ahead of the list in the history.
    expect(router.state.historyAction).toBe('POP');
  });

  it('a task opened from a task keeps the first background, and closing returns there', async () => {
    setup(['/projects/7/70']);
    fireEvent.click(await screen.findByRole('button', { name: 'second task' }));
    fireEvent.click(await screen.findByRole('link', { name: 'related' }));
    expect(await screen.findByRole('dialog', { name: 'task 12' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'list' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await screen.findByRole('button', { name: 'second task' });
    expect(path()).toBe('/projects/7/70');
  });

  it('the browser back button closes the modal', async () => {
    const router = setup(['/projects/7/70']);
    fireEvent.click(await screen.findByRole('link', { name: 'first task' }));
    await screen.findByRole('dialog', { name: 'task 1' });
    await act(() => router.navigate(-1));
    expect(path()).toBe('/projects/7/70');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws a page the router loads lazily behind the task', async () => {
    setup([
      {
        pathname: '/tasks/3',
        state: {
          backgroundLocation: { pathname: '/later', search: '', hash: '', state: null, key: 'x' },
          taskModalDepth: 0,
        },
      },
    ]);
    expect(await screen.findByText('lazy page')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'task 3' })).toBeTruthy();
    // Depth 0 (the state was written in place): closing navigates to the background instead of stepping back.
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await screen.findByText('lazy page');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(path()).toBe('/later');
  });

  it('a direct visit shows the task over its project’s first view and closes into the project', async () => {
    setup(['/tasks/9']);
    expect(await screen.findByRole('dialog', { name: 'task 9' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'list' })).toBeTruthy();
    expect(path()).toBe('/tasks/9');
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    // /projects/7 goes on to the view remembered for the project.
    expect(await screen.findByText('project')).toBeTruthy();
    expect(path()).toBe('/projects/7');
  });
});

describe('taskModalState', () => {
  const at = (pathname: string, state: unknown = null) => ({ pathname, search: '', hash: '', state, key: pathname });
  it('uses the current location as background, one step deep', () => {
    expect(taskModalState(at('/projects/1/2'))).toEqual({ backgroundLocation: at('/projects/1/2'), taskModalDepth: 1 });
  });
  it('from a task modal keeps its background and counts one more step', () => {
    const from = at('/tasks/4', { backgroundLocation: at('/'), taskModalDepth: 2 });
    expect(taskModalState(from)).toEqual({ backgroundLocation: at('/'), taskModalDepth: 3 });
  });
  it('from a task visited directly there is no background: the next task is drawn over its project', () => {
    expect(taskModalState(at('/tasks/4'))).toBeUndefined();
  });
});
