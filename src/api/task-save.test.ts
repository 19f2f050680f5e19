import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { saveTaskChanges, TaskConflictError } from './task-save';
import type { Task } from './types';

/** A server holding one task: GET answers it, POST stores what it is sent. */
function serverWith(stored: Record<string, unknown>) {
  const posted: Array<Record<string, unknown>> = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      Object.assign(stored, body);
    }
    return new Response(JSON.stringify(stored), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { client: createClient({ baseUrl: () => 'http://vikunja.test/api/v1', token: () => 't', fetch }), posted };
}

const base = { id: 5, title: 'Report', description: '<p>old</p>', done: false, priority: 0 } as Task;

describe('saveTaskChanges', () => {
  it('applies the change on top of what the server has now, keeping changes made elsewhere', async () => {
    const { client, posted } = serverWith({
      id: 5,
      title: 'Report',
      description: '<p>edited in another tab</p>',
      done: false,
      priority: 3,
    });
    const saved = await saveTaskChanges(client, base, { done: true });
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ done: true, description: '<p>edited in another tab</p>', priority: 3 });
    expect(saved.done).toBe(true);
  });

  it('refuses, without writing, when the changed field was changed elsewhere too', async () => {
    const { client, posted } = serverWith({
      id: 5,
      title: 'Report (final)',
      description: '<p>old</p>',
      done: false,
      priority: 0,
    });
    const error = await saveTaskChanges(client, base, { title: 'Report v2' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskConflictError);
    expect((error as TaskConflictError).fields).toEqual(['title']);
    expect((error as TaskConflictError).current.title).toBe('Report (final)');
    expect(posted).toEqual([]);
  });

  it('is no conflict when elsewhere made the very same change', async () => {
    const { client, posted } = serverWith({
      id: 5,
      title: 'Report',
      description: '<p>old</p>',
      done: true,
      priority: 0,
    });
    await saveTaskChanges(client, base, { done: true });
    expect(posted).toHaveLength(1);
  });
});
