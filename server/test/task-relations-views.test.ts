import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
type J = any;

/** Every relation kind and the kind the other task shows (Vikunja's pairs). */
const PAIRS: [string, string][] = [
  ['subtask', 'parenttask'],
  ['parenttask', 'subtask'],
  ['related', 'related'],
  ['duplicateof', 'duplicates'],
  ['duplicates', 'duplicateof'],
  ['blocking', 'blocked'],
  ['blocked', 'blocking'],
  ['precedes', 'follows'],
  ['follows', 'precedes'],
  ['copiedfrom', 'copiedto'],
  ['copiedto', 'copiedfrom'],
];

describe('task relations and project views', () => {
  let h: Harness;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  let projectId: number;
  beforeAll(async () => {
    h = await boot();
    alice = await h.user('alice');
    bob = await h.user('bob');
    projectId = (await h.json('PUT', '/projects', { token: alice.token, body: { title: 'Graph' } })).body.id;
  });
  afterAll(() => h.close());

  const newTask = async (title: string): Promise<J> =>
    (await h.json('PUT', `/projects/${projectId}/tasks`, { token: alice.token, body: { title } })).body;
  const related = async (id: number): Promise<Record<string, number[]>> => {
    const t = (await h.json('GET', `/tasks/${id}`, { token: alice.token })).body;
    return Object.fromEntries(
      Object.entries(t.related_tasks as Record<string, J[]>).map(([k, v]) => [k, v.map((x) => x.id)]),
    );
  };

  describe('relations', () => {
    it.each(PAIRS)('%s creates %s on the other task; deleting removes both sides', async (kind, inverse) => {
      const a = await newTask(`A ${kind}`);
      const b = await newTask(`B ${kind}`);
      const put = await h.json('PUT', `/tasks/${a.id}/relations`, {
        token: alice.token,
        body: { other_task_id: b.id, relation_kind: kind },
      });
      expect(put.status).toBe(201);
      expect(put.body).toMatchObject({ task_id: a.id, other_task_id: b.id, relation_kind: kind });
      expect(await related(a.id)).toEqual({ [kind]: [b.id] });
      expect(await related(b.id)).toEqual({ [inverse]: [a.id] });
      const del = await h.json('DELETE', `/tasks/${a.id}/relations/${kind}/${b.id}`, { token: alice.token });
      expect(del.status).toBe(200);
      expect(await related(a.id)).toEqual({});
      expect(await related(b.id)).toEqual({});
    });

    it('deleting from the other side (with the inverse kind) removes both rows too', async () => {
      const a = await newTask('Blocker');
      const b = await newTask('Blocked');
      await h.json('PUT', `/tasks/${a.id}/relations`, {
        token: alice.token,
        body: { other_task_id: b.id, relation_kind: 'blocking' },
      });
      expect((await h.json('DELETE', `/tasks/${b.id}/relations/blocked/${a.id}`, { token: alice.token })).status).toBe(
        200,
      );
      expect(await related(a.id)).toEqual({});
      // Deleting the first side's kind now finds nothing.
      const again = await h.json('DELETE', `/tasks/${a.id}/relations/blocking/${b.id}`, { token: alice.token });
      expect([again.status, again.body.code]).toEqual([404, 4009]);
    });

    it('an unknown or missing kind answers 400 with code 4007 and stores nothing', async () => {
      const a = await newTask('Kindless');
      const b = await newTask('Other');
      for (const relation_kind of ['sibling', '', 'SUBTASK', undefined]) {
        const r = await h.json('PUT', `/tasks/${a.id}/relations`, {
          token: alice.token,
          body: { other_task_id: b.id, relation_kind },
        });
        expect([r.status, r.body.code]).toEqual([400, 4007]);
      }
      const del = await h.json('DELETE', `/tasks/${a.id}/relations/sibling/${b.id}`, { token: alice.token });
      expect([del.status, del.body.code]).toEqual([400, 4007]);
      expect(await related(a.id)).toEqual({});
      expect(await related(b.id)).toEqual({});
    });

    it('an unknown other task answers 404; a reader cannot relate tasks', async () => {
      const a = await newTask('Lonely');
      const missing = await h.json('PUT', `/tasks/${a.id}/relations`, {
        token: alice.token,
        body: { other_task_id: 999999, relation_kind: 'related' },
      });
      expect([missing.status, missing.body.code]).toEqual([404, 4002]);
      const b = await newTask('Read only');
      const shared = (await h.json('PUT', '/projects', { token: alice.token, body: { title: 'Shared read' } })).body.id;
      await h.json('PUT', `/projects/${shared}/users`, {
        token: alice.token,
        body: { username: 'bob', permission: 0 },
      });
      const c = (
        await h.json('PUT', `/projects/${shared}/tasks`, { token: alice.token, body: { title: 'Seen by bob' } })
      ).body;
      const r = await h.json('PUT', `/tasks/${c.id}/relations`, {
        token: bob.token,
        body: { other_task_id: b.id, relation_kind: 'related' },
      });
      expect(r.status).toBe(403);
      expect(await related(c.id)).toEqual({});
    });
  });

  describe('views: update and delete (admins only)', () => {
    let shared: number;
    let views: J[];
    beforeAll(async () => {
      shared = (await h.json('PUT', '/projects', { token: alice.token, body: { title: 'Views' } })).body.id;
      views = (await h.json('GET', `/projects/${shared}/views`, { token: alice.token })).body;
    });
    const share = async (permission: number): Promise<void> => {
      await h.json('DELETE', `/projects/${shared}/users/bob`, { token: alice.token });
      const r = await h.json('PUT', `/projects/${shared}/users`, {
        token: alice.token,
        body: { username: 'bob', permission },
      });
      expect(r.status).toBe(201);
    };
    const viewBody = (v: J, patch: J): J => ({ ...v, ...patch });

    it('POST changes title, filter and position; GET shows the change', async () => {
      const list = views.find((v) => v.view_kind === 'list');
      const r = await h.json('POST', `/projects/${shared}/views/${list.id}`, {
        token: alice.token,
        body: viewBody(list, {
          title: 'Open only',
          position: 7,
          filter: { filter: 'done = false', filter_include_nulls: true },
        }),
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        id: list.id,
        title: 'Open only',
        position: 7,
        view_kind: 'list',
        filter: { filter: 'done = false', filter_include_nulls: true },
      });
      const got = (await h.json('GET', `/projects/${shared}/views/${list.id}`, { token: alice.token })).body;
      expect(got).toMatchObject({ title: 'Open only', position: 7, filter: { filter: 'done = false' } });
      const empty = await h.json('POST', `/projects/${shared}/views/${list.id}`, {
        token: alice.token,
        body: viewBody(list, { title: '  ' }),
      });
      expect([empty.status, empty.body.code]).toEqual([400, 2002]);
      const wrongProject = await h.json('POST', `/projects/${projectId}/views/${list.id}`, {
        token: alice.token,
        body: viewBody(list, { title: 'x' }),
      });
      expect([wrongProject.status, wrongProject.body.code]).toEqual([404, 3014]);
    });

    it('a done bucket must belong to the view (10001)', async () => {
      const kanban = views.find((v) => v.view_kind === 'kanban');
      const r = await h.json('POST', `/projects/${shared}/views/${kanban.id}`, {
        token: alice.token,
        body: viewBody(kanban, { done_bucket_id: 999999 }),
      });
      expect([r.status, r.body.code]).toEqual([404, 10001]);
    });

    it.each([0, 1])('a user with permission %i can read views but not change or delete them', async (permission) => {
      await share(permission);
      const table = views.find((v) => v.view_kind === 'table');
      expect((await h.json('GET', `/projects/${shared}/views`, { token: bob.token })).status).toBe(200);
      const up = await h.json('POST', `/projects/${shared}/views/${table.id}`, {
        token: bob.token,
        body: viewBody(table, { title: 'Mine now' }),
      });
      expect(up.status).toBe(403);
      const del = await h.json('DELETE', `/projects/${shared}/views/${table.id}`, { token: bob.token });
      expect(del.status).toBe(403);
      const after = (await h.json('GET', `/projects/${shared}/views/${table.id}`, { token: alice.token })).body;
      expect(after.title).toBe(table.title);
    });

    it('a stranger gets 403 and an admin share may change and delete', async () => {
      const stranger = await h.user('carol');
      const gantt = views.find((v) => v.view_kind === 'gantt');
      expect(
        (
          await h.json('POST', `/projects/${shared}/views/${gantt.id}`, {
            token: stranger.token,
            body: viewBody(gantt, { title: 'x' }),
          })
        ).status,
      ).toBe(403);
      await share(2);
      const up = await h.json('POST', `/projects/${shared}/views/${gantt.id}`, {
        token: bob.token,
        body: viewBody(gantt, { title: 'Timeline' }),
      });
      expect([up.status, up.body.title]).toEqual([200, 'Timeline']);
      expect((await h.json('DELETE', `/projects/${shared}/views/${gantt.id}`, { token: bob.token })).status).toBe(200);
    });

    it('DELETE removes the view, its buckets and its task placement', async () => {
      const kanban = views.find((v) => v.view_kind === 'kanban');
      await h.json('PUT', `/projects/${shared}/tasks`, { token: alice.token, body: { title: 'On the board' } });
      const del = await h.json('DELETE', `/projects/${shared}/views/${kanban.id}`, { token: alice.token });
      expect(del.status).toBe(200);
      const left = (await h.json('GET', `/projects/${shared}/views`, { token: alice.token })).body.map((v: J) => v.id);
      expect(left).not.toContain(kanban.id);
      const gone = await h.json('GET', `/projects/${shared}/views/${kanban.id}`, { token: alice.token });
      expect([gone.status, gone.body.code]).toEqual([404, 3014]);
      expect(
        (await h.json('GET', `/projects/${shared}/views/${kanban.id}/buckets`, { token: alice.token })).status,
      ).toBe(404);
      const row = h.server.db.prepare('SELECT COUNT(*) AS n FROM buckets WHERE project_view_id = ?').get(kanban.id) as {
        n: number;
      };
      expect(row.n).toBe(0);
      const again = await h.json('DELETE', `/projects/${shared}/views/${kanban.id}`, { token: alice.token });
      expect([again.status, again.body.code]).toEqual([404, 3014]);
    });
  });
});
