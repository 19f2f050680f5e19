import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompatMode } from '../src/options.ts';
import { boot, type Harness } from './harness.ts';
import { solidPng } from './png.ts';

/** How each imitated release answers where the real 0.24.6, 1.1.0 and 2.5.0 differ (read from their source). */
const RELEASES = [
  {
    compat: '0.24',
    header: 'x-max-right',
    bodyField: false,
    allTasks: '/tasks/all',
    gone: '/tasks',
    goneAnswer: { status: 404, code: undefined },
    expand: 'expand',
    reportsCap: false,
    previews: false,
  },
  {
    compat: '1',
    header: 'x-max-permission',
    bodyField: true,
    allTasks: '/tasks',
    gone: '/tasks/all',
    // The task with id "all", which does not bind, as real 1.0.0 and 2.3.0 servers answer.
    goneAnswer: { status: 400, code: 2004 },
    expand: 'expand[]',
    reportsCap: true,
    previews: true,
  },
  {
    compat: '2',
    header: 'x-max-permission',
    bodyField: true,
    allTasks: '/tasks',
    gone: '/tasks/all',
    // The task with id "all", which does not bind, as real 1.0.0 and 2.3.0 servers answer.
    goneAnswer: { status: 400, code: 2004 },
    expand: 'expand',
    reportsCap: true,
    previews: true,
  },
] as const satisfies ReadonlyArray<{ compat: CompatMode } & Record<string, unknown>>;

describe.each(RELEASES)('compat $compat answers as its release', (r) => {
  let h: Harness;
  let token: string;
  let projectId: number;
  beforeAll(async () => {
    h = await boot({ compat: r.compat });
    token = (await h.user('rhea')).token;
    projectId = (await h.json('PUT', '/projects', { token, body: { title: 'Diff' } })).body.id;
  });
  afterAll(() => h.close());

  it(`a single read tells the permission in ${r.header} only`, async () => {
    const one = await h.json('GET', `/projects/${projectId}`, { token });
    expect(one.res.headers.get(r.header)).toBe('2');
    expect(one.res.headers.get(r.header === 'x-max-right' ? 'x-max-permission' : 'x-max-right')).toBeNull();
    expect(one.body).not.toHaveProperty('max_right');
    if (r.bodyField) expect(one.body.max_permission).toBe(0);
    else expect(one.body).not.toHaveProperty('max_permission');
  });

  it(`lists carry the permission ${r.bodyField ? 'only with expand=permissions' : 'never'}`, async () => {
    const plain = (await h.json('GET', '/projects', { token })).body.find((p: { id: number }) => p.id === projectId);
    const expanded = (await h.json('GET', '/projects?expand=permissions', { token })).body.find(
      (p: { id: number }) => p.id === projectId,
    );
    expect(plain.max_permission).toBe(r.bodyField ? 0 : undefined);
    expect(expanded.max_permission).toBe(r.bodyField ? 2 : undefined);
  });

  it(`lists all tasks at ${r.allTasks}; ${r.gone} answers ${r.goneAnswer.status}`, async () => {
    expect((await h.json('GET', r.allTasks, { token })).status).toBe(200);
    const gone = await h.json('GET', r.gone, { token });
    expect(gone.status).toBe(r.goneAnswer.status);
    expect(gone.body?.code).toBe(r.goneAnswer.code);
  });

  it(`expands sub-tasks with ${r.expand} only${r.compat === '2' ? ' (and expand[])' : ''}`, async () => {
    const parent = (await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'Up' } })).body;
    const child = (await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'Down' } })).body;
    await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'Later' } });
    await h.json('PUT', `/tasks/${parent.id}/relations`, {
      token,
      body: { other_task_id: child.id, relation_kind: 'subtask' },
    });
    const titles = async (param: string) =>
      (
        (await h.json('GET', `/projects/${projectId}/tasks?${encodeURIComponent(param)}=subtasks`, { token })).body as {
          title: string;
        }[]
      ).map((t) => t.title);
    // Expanded, the sub-task leaves its place in the page and comes after it.
    const expanded = async (param: string) => {
      const list = await titles(param);
      return list.indexOf('Down') > list.indexOf('Later');
    };
    expect(await expanded(r.expand)).toBe(true);
    const other = r.expand === 'expand' ? 'expand[]' : 'expand';
    expect(await expanded(other)).toBe(r.compat === '2');
  });

  it(`caps per_page at 50${r.reportsCap ? ' and reports it in /info' : ' (not reported in /info)'}`, async () => {
    for (let i = 0; i < 52; i++) await h.json('PUT', '/labels', { token, body: { title: `Cap ${i}` } });
    const page = await h.json('GET', '/labels?per_page=250', { token });
    expect(page.body).toHaveLength(50);
    expect(page.res.headers.get('x-pagination-total-pages')).toBe('2');
    expect((await h.json('GET', '/info')).body.max_items_per_page).toBe(r.reportsCap ? 50 : undefined);
  });

  it(`${r.previews ? 'answers' : 'ignores'} preview_size`, async () => {
    const task = (await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'Pic' } })).body;
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(solidPng(900, 600))], { type: 'image/png' }), 'big.png');
    const up = await fetch(`${h.base}/tasks/${task.id}/attachments`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const id = ((await up.json()) as { success: { id: number }[] }).success[0]?.id;
    const original = await (await h.call('GET', `/tasks/${task.id}/attachments/${id}`, { token })).arrayBuffer();
    const preview = await (
      await h.call('GET', `/tasks/${task.id}/attachments/${id}?preview_size=sm`, { token })
    ).arrayBuffer();
    expect(Buffer.from(preview).equals(Buffer.from(original))).toBe(!r.previews);
  });
});
