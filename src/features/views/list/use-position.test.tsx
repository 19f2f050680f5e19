import { act, renderHook, waitFor } from '@testing-library/react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/client';
import type { Task } from '@/api/types';
import { Answer, fakeServer, screenWrapper } from '@/test-support/screen';
import { taskKeys, useTaskPositionMutation } from '@/queries/tasks';

const page = (...ids: number[]): Page<Task> => ({
  items: ids.map((id) => ({ id, title: `T${id}`, position: id * 10 }) as Task),
  totalPages: 1,
  resultCount: ids.length,
});

function setup(answer: () => unknown) {
  const server = fakeServer({
    'POST /tasks/2/position': answer,
    'GET /projects/3/views/9/tasks': () => new Promise(() => undefined),
  });
  const Wrapper = screenWrapper({ client: server.client });
  // The wrapper builds its own cache: reach it through the hook under test.
  let cache: QueryClient | undefined;
  const { result } = renderHook(() => useTaskPositionMutation(3, 9), {
    wrapper: ({ children }) => (
      <Wrapper>
        <CacheProbe onCache={(c) => (cache = c)} />
        {children}
      </Wrapper>
    ),
  });
  const key = taskKeys.view(3, 9, { page: 1 });
  cache!.setQueryData(key, page(1, 2, 3));
  const ids = () => cache!.getQueryData<Page<Task>>(key)?.items.map((t) => t.id);
  return { result, server, ids };
}

function CacheProbe({ onCache }: { onCache: (c: QueryClient) => void }) {
  onCache(useQueryClient());
  return null;
}

describe('useTaskPositionMutation', () => {
  it('saves the position for the view and reorders the cached page at once', async () => {
    const { result, server, ids } = setup(() => ({ taskId: 2, projectViewId: 9, position: 35 }));
    const task = { id: 2, title: 'T2', position: 20 } as Task;
    act(() => result.current.mutate({ task, position: 35 }));
    await waitFor(() => expect(ids()).toEqual([1, 3, 2]));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/tasks/2/position')).toMatchObject({
      body: { task_id: 2, project_view_id: 9, position: 35 },
    });
  });

  it('puts the old order back when the server refuses', async () => {
    const { result, ids } = setup(() => new Answer(403, { code: 3008, message: 'archived' }));
    act(() => result.current.mutate({ task: { id: 2, title: 'T2', position: 20 } as Task, position: 5 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(ids()).toEqual([1, 2, 3]);
  });
});
