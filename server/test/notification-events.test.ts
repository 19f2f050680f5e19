import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepReminders } from '../src/reminders.ts';
import { boot, type Harness } from './harness.ts';

type User = { token: string; id: number };
interface Note {
  name: string;
  notification: Record<string, { id: number } & Record<string, unknown>>;
}

/**
 * Each domain event must notify the other people involved, never the doer and never bystanders
 * who can see the project but have nothing to do with the task (or project, or team).
 */
describe('notifications raised by domain events', () => {
  let h: Harness;
  let alice: User;
  let bob: User;
  let carol: User;
  let dave: User;
  beforeAll(async () => {
    h = await boot();
    alice = await h.user('alice');
    bob = await h.user('bob');
    carol = await h.user('carol');
    dave = await h.user('dave');
  });
  afterAll(() => h.close());

  /** A project of alice's that bob, carol and dave can all write to, so dave could be told but must not be. */
  async function sharedProject(title: string, parent = 0): Promise<number> {
    const p = await h.json('PUT', '/projects', { token: alice.token, body: { title, parent_project_id: parent } });
    expect(p.status).toBe(201);
    for (const username of ['bob', 'carol', 'dave']) {
      expect(
        (await h.json('PUT', `/projects/${p.body.id}/users`, { token: alice.token, body: { username, permission: 1 } }))
          .status,
      ).toBe(201);
    }
    return p.body.id as number;
  }

  async function newTask(
    u: User,
    projectId: number,
    body: Record<string, unknown> = {},
  ): Promise<Record<string, unknown> & { id: number }> {
    const t = await h.json('PUT', `/projects/${projectId}/tasks`, { token: u.token, body: { title: 'Task', ...body } });
    expect(t.status).toBe(201);
    return t.body;
  }

  /** The user's notifications called `name` whose payload's `key` entity has this id. */
  async function notes(u: User, name: string, key: string, id: number): Promise<Note[]> {
    const r = await h.json<Note[]>('GET', '/notifications?per_page=50', { token: u.token });
    expect(r.status).toBe(200);
    return r.body.filter((n) => n.name === name && n.notification[key]?.id === id);
  }

  it('task.comment goes to the creator, assignees and subscribers, not the author or bystanders', async () => {
    const p = await sharedProject('Comments');
    const t = await newTask(alice, p);
    expect(
      (await h.json('PUT', `/tasks/${t.id}/assignees`, { token: alice.token, body: { user_id: carol.id } })).status,
    ).toBe(201);
    const other = await h.user('erin');
    await h.json('PUT', `/projects/${p}/users`, { token: alice.token, body: { username: 'erin', permission: 0 } });
    expect((await h.json('PUT', `/subscriptions/task/${t.id}`, { token: other.token })).status).toBe(201);
    // The author is involved too (subscribed), yet hears nothing about their own comment.
    expect((await h.json('PUT', `/subscriptions/task/${t.id}`, { token: bob.token })).status).toBe(201);
    expect(
      (await h.json('PUT', `/tasks/${t.id}/comments`, { token: bob.token, body: { comment: 'Looks good' } })).status,
    ).toBe(201);

    for (const u of [alice, carol, other]) {
      const got = await notes(u, 'task.comment', 'task', t.id);
      expect(got).toHaveLength(1);
      expect(Object.keys(got[0]!.notification).sort()).toEqual(['comment', 'doer', 'task']);
      expect(got[0]!.notification.doer!.id).toBe(bob.id);
      expect(got[0]!.notification.comment!.comment).toBe('Looks good');
    }
    expect(await notes(bob, 'task.comment', 'task', t.id)).toHaveLength(0);
    expect(await notes(dave, 'task.comment', 'task', t.id)).toHaveLength(0);
  });

  it('task.assigned through the assignees route goes to the assignee only, and not on self-assignment', async () => {
    const p = await sharedProject('Assign route');
    const t = await newTask(alice, p);
    expect(
      (await h.json('PUT', `/tasks/${t.id}/assignees`, { token: alice.token, body: { user_id: bob.id } })).status,
    ).toBe(201);
    expect(
      (await h.json('PUT', `/tasks/${t.id}/assignees`, { token: alice.token, body: { user_id: alice.id } })).status,
    ).toBe(201);

    const got = await notes(bob, 'task.assigned', 'task', t.id);
    expect(got).toHaveLength(1);
    expect(Object.keys(got[0]!.notification).sort()).toEqual(['assignee', 'doer', 'task']);
    expect(got[0]!.notification.doer!.id).toBe(alice.id);
    expect(got[0]!.notification.assignee!.id).toBe(bob.id);
    expect(await notes(alice, 'task.assigned', 'task', t.id)).toHaveLength(0);
    expect(await notes(carol, 'task.assigned', 'task', t.id)).toHaveLength(0);
  });

  it('task.assigned through a task update goes to new assignees only, once', async () => {
    const p = await sharedProject('Assign update');
    const t = await newTask(alice, p);
    const assignees = [{ id: bob.id }, { id: alice.id }];
    const up = await h.json('POST', `/tasks/${t.id}`, {
      token: alice.token,
      body: { ...t, title: 'Renamed', assignees },
    });
    expect(up.status).toBe(200);
    // Saving again with the same assignees is not a new assignment.
    expect(
      (await h.json('POST', `/tasks/${t.id}`, { token: alice.token, body: { ...up.body, assignees } })).status,
    ).toBe(200);

    const got = await notes(bob, 'task.assigned', 'task', t.id);
    expect(got).toHaveLength(1);
    expect(Object.keys(got[0]!.notification).sort()).toEqual(['assignee', 'doer', 'task']);
    expect(got[0]!.notification.doer!.id).toBe(alice.id);
    expect(got[0]!.notification.assignee!.id).toBe(bob.id);
    // The payload shows the task as saved, not as it was before the update.
    expect(got[0]!.notification.task!.title).toBe('Renamed');
    expect(await notes(alice, 'task.assigned', 'task', t.id)).toHaveLength(0);
    expect(await notes(carol, 'task.assigned', 'task', t.id)).toHaveLength(0);
  });

  it('a task update cannot assign someone who cannot see the project (7003), and nobody is told', async () => {
    const p = await sharedProject('Assign outsider');
    const t = await newTask(alice, p);
    const outsider = await h.user('olga');
    const up = await h.json('POST', `/tasks/${t.id}`, {
      token: alice.token,
      body: { ...t, assignees: [{ id: bob.id }, { id: outsider.id }] },
    });
    expect(up.status).toBe(403);
    expect(up.body.code).toBe(7003);
    // The whole update was refused: not even bob was assigned or told.
    expect((await h.json('GET', `/tasks/${t.id}`, { token: alice.token })).body.assignees ?? []).toEqual([]);
    expect(await notes(bob, 'task.assigned', 'task', t.id)).toHaveLength(0);
    expect(await notes(outsider, 'task.assigned', 'task', t.id)).toHaveLength(0);
    expect(
      (await h.json('POST', `/tasks/${t.id}`, { token: alice.token, body: { ...t, assignees: [{ id: 99999 }] } })).body
        .code,
    ).toBe(1005);
  });

  it('task.deleted goes to the creator, assignees and project subscribers, not the doer or bystanders', async () => {
    const p = await sharedProject('Deletions');
    const t = await newTask(bob, p);
    expect(
      (await h.json('PUT', `/tasks/${t.id}/assignees`, { token: bob.token, body: { user_id: carol.id } })).status,
    ).toBe(201);
    // The doer is an assignee as well, so only the doer rule keeps them out.
    expect(
      (await h.json('PUT', `/tasks/${t.id}/assignees`, { token: bob.token, body: { user_id: alice.id } })).status,
    ).toBe(201);
    const watcher = await h.user('frank');
    await h.json('PUT', `/projects/${p}/users`, { token: alice.token, body: { username: 'frank', permission: 0 } });
    expect((await h.json('PUT', `/subscriptions/project/${p}`, { token: watcher.token })).status).toBe(201);
    expect((await h.json('DELETE', `/tasks/${t.id}`, { token: alice.token })).status).toBe(200);

    for (const u of [bob, carol, watcher]) {
      const got = await notes(u, 'task.deleted', 'task', t.id);
      expect(got).toHaveLength(1);
      expect(Object.keys(got[0]!.notification).sort()).toEqual(['doer', 'task']);
      expect(got[0]!.notification.doer!.id).toBe(alice.id);
      expect(got[0]!.notification.task!.title).toBe('Task');
    }
    expect(await notes(alice, 'task.deleted', 'task', t.id)).toHaveLength(0);
    expect(await notes(dave, 'task.deleted', 'task', t.id)).toHaveLength(0);
  });

  it('task.deleted skips a link share that created the task', async () => {
    const p = await sharedProject('Shared link');
    const share = (await h.json('PUT', `/projects/${p}/shares`, { token: alice.token, body: { permission: 1 } })).body;
    const guest = (await h.json('POST', `/shares/${share.hash}/auth`, { body: {} })).body.token as string;
    const t = await newTask({ token: guest, id: -share.id }, p, { assignees: [{ id: bob.id }] });
    expect((await h.json('DELETE', `/tasks/${t.id}`, { token: alice.token })).status).toBe(200);
    expect(await notes(bob, 'task.deleted', 'task', t.id)).toHaveLength(1);
    const stray = h.server.db.prepare('SELECT COUNT(*) AS n FROM notifications WHERE notifiable_id <= 0').get() as {
      n: number;
    };
    expect(stray.n).toBe(0);
  });

  it('project.created goes to subscribers of the parent (and its ancestors), not the doer or bystanders', async () => {
    const parent = await sharedProject('Parent');
    expect((await h.json('PUT', `/subscriptions/project/${parent}`, { token: carol.token })).status).toBe(201);
    expect((await h.json('PUT', `/subscriptions/project/${parent}`, { token: bob.token })).status).toBe(201);
    const child = await h.json('PUT', '/projects', {
      token: bob.token,
      body: { title: 'Child', parent_project_id: parent },
    });
    expect(child.status).toBe(201);
    const grandchild = await h.json('PUT', '/projects', {
      token: bob.token,
      body: { title: 'Grandchild', parent_project_id: child.body.id },
    });
    expect(grandchild.status).toBe(201);
    const loose = await h.json('PUT', '/projects', { token: bob.token, body: { title: 'Top level' } });

    for (const id of [child.body.id, grandchild.body.id]) {
      const got = await notes(carol, 'project.created', 'project', id);
      expect(got).toHaveLength(1);
      expect(Object.keys(got[0]!.notification).sort()).toEqual(['doer', 'project']);
      expect(got[0]!.notification.doer!.id).toBe(bob.id);
      expect(await notes(bob, 'project.created', 'project', id)).toHaveLength(0);
      expect(await notes(alice, 'project.created', 'project', id)).toHaveLength(0);
      expect(await notes(dave, 'project.created', 'project', id)).toHaveLength(0);
    }
    expect(await notes(carol, 'project.created', 'project', loose.body.id)).toHaveLength(0);
  });

  it('team.member.added goes to the new member, not the doer or other people', async () => {
    const team = await h.json('PUT', '/teams', { token: alice.token, body: { name: 'Crew' } });
    expect(team.status).toBe(201);
    expect(
      (await h.json('PUT', `/teams/${team.body.id}/members`, { token: alice.token, body: { username: 'bob' } })).status,
    ).toBe(201);

    const got = await notes(bob, 'team.member.added', 'team', team.body.id);
    expect(got).toHaveLength(1);
    expect(Object.keys(got[0]!.notification).sort()).toEqual(['doer', 'member', 'team']);
    expect(got[0]!.notification.doer!.id).toBe(alice.id);
    expect(got[0]!.notification.member!.id).toBe(bob.id);
    expect(await notes(alice, 'team.member.added', 'team', team.body.id)).toHaveLength(0);
    expect(await notes(carol, 'team.member.added', 'team', team.body.id)).toHaveLength(0);
  });

  it('task.reminder goes to the assignees when a reminder falls due, not to others', async () => {
    const p = await sharedProject('Reminders');
    const due = new Date(Date.now() - 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const t = await newTask(alice, p, { assignees: [{ id: bob.id }], reminders: [{ reminder: due }] });
    expect(sweepReminders(h.server.state)).toBe(1);

    const got = await notes(bob, 'task.reminder', 'task', t.id);
    expect(got).toHaveLength(1);
    expect(Object.keys(got[0]!.notification).sort()).toEqual(['project', 'task']);
    expect(got[0]!.notification.project!.id).toBe(p);
    expect(await notes(alice, 'task.reminder', 'task', t.id)).toHaveLength(0);
    expect(await notes(carol, 'task.reminder', 'task', t.id)).toHaveLength(0);
  });
});
