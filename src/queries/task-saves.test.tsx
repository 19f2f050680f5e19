import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import type { Platform } from '@/platform/types';
import { fakeServer, memoryStorage, providers, type SeenCall } from '@/test-support/screen';
import { useSaveTaskMutation, useTaskFavoriteMutation } from './task-detail';
import { useUpdateTaskMutation } from './tasks';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A server holding one task whose every answer takes a moment, so saves could overlap. */
function slowServer() {
  const stored: Record<string, unknown> = {
    id: 1,
    title: 'Report',
    done: false,
    priority: 0,
    due_date: null,
    is_favorite: false,
    project_id: 2,
  };
  const answer = async () => {
    await tick();
    return { ...stored };
  };
  const server = fakeServer({
    'GET /tasks/1': answer,
    'POST /tasks/1': async (call: SeenCall) => {
      await tick();
      Object.assign(stored, call.body);
      return { ...stored };
    },
  });
  return { ...server, stored };
}

const base = {
  id: 1,
  title: 'Report',
  done: false,
  priority: 0,
  dueDate: null,
  isFavorite: false,
  projectId: 2,
} as unknown as Task;

describe('task saves', () => {
  it('run one after another, so a quick second change never undoes the first', async () => {
    const { client, stored } = slowServer();
    const wrapper = providers(client, { kind: 'web', storage: memoryStorage() } as Platform);
    const { result } = renderHook(
      () => ({ detail: useSaveTaskMutation(), view: useUpdateTaskMutation(), star: useTaskFavoriteMutation() }),
      { wrapper },
    );
    // Each starts from the task as the person saw it, before any of the others was saved.
    await act(async () => {
      await Promise.all([
        result.current.detail.mutateAsync({ base, patch: { priority: 3 } }),
        result.current.detail.mutateAsync({ base, patch: { dueDate: '2030-05-17T13:30:00Z' } }),
        result.current.view.mutateAsync({ base, patch: { done: true } }),
        result.current.star.mutateAsync({ base, isFavorite: true }),
      ]);
    });
    expect(stored).toMatchObject({ priority: 3, due_date: '2030-05-17T13:30:00Z', done: true, is_favorite: true });
  });
});
