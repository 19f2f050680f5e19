import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

type J = { id: number; title: string };

describe('related tasks are shown only where the caller may read them', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot();
  });
  afterAll(() => h.close());

  it("a relation to a task in a project the caller cannot see does not leak that task's title", async () => {
    const alice = (await h.user('alice')).token;
    const bob = (await h.user('bob')).token;
    const shared = (await h.json('PUT', '/projects', { token: alice, body: { title: 'Shared' } })).body.id;
    const privy = (await h.json('PUT', '/projects', { token: alice, body: { title: 'Private' } })).body.id;
    const task = async (project: number, title: string) =>
      (await h.json('PUT', `/projects/${project}/tasks`, { token: alice, body: { title } })).body as J;
    const open = await task(shared, 'Plan the trip');
    const neighbour = await task(shared, 'Book the train');
    const secret = await task(privy, 'Surprise party for bob');
    const relate = (other: number, kind: string) =>
      h.json('PUT', `/tasks/${open.id}/relations`, {
        token: alice,
        body: { other_task_id: other, relation_kind: kind },
      });
    await relate(secret.id, 'related');
    await relate(neighbour.id, 'related');
    await relate(secret.id, 'blocking');
    await h.json('PUT', `/projects/${shared}/users`, { token: alice, body: { username: 'bob', permission: 0 } });

    // The owner sees every relation.
    const own = (await h.json('GET', `/tasks/${open.id}`, { token: alice })).body;
    expect(own.related_tasks.related.map((t: J) => t.id)).toEqual([secret.id, neighbour.id]);
    expect(own.related_tasks.blocking.map((t: J) => t.id)).toEqual([secret.id]);

    // Bob reads the shared project only: the private task is left out, single and in lists alike.
    const single = await h.json('GET', `/tasks/${open.id}`, { token: bob });
    expect(single.status).toBe(200);
    expect(single.body.related_tasks).toEqual({ related: [expect.objectContaining({ id: neighbour.id })] });
    expect(JSON.stringify(single.body)).not.toContain('Surprise party');
    const list = await h.json('GET', `/projects/${shared}/tasks`, { token: bob });
    expect(JSON.stringify(list.body)).not.toContain('Surprise party');
    const listed = (list.body as (J & { related_tasks: Record<string, J[]> })[]).find((t) => t.id === open.id)!;
    expect(Object.keys(listed.related_tasks)).toEqual(['related']);
  });
});
