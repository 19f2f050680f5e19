import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCli } from '../src/cli.ts';
import { writeImport } from '../src/migration/write.ts';
import { blankTask } from '../src/migration/model.ts';
import { resolveOptions } from '../src/options.ts';
import { buildZip } from '../src/zip.ts';
import { PNG, vikunjaLayoutZip } from './fixtures/vikunja-export.ts';
import { boot, type Harness } from './harness.ts';

const ZERO = '0001-01-01T00:00:00Z';
const TICKTICK = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'ticktick-backup.csv'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are checked field by field
type J = any;

describe('migration: file importers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot({ maxFileSize: '64KB' });
  });
  afterAll(() => h.close());

  const upload = (
    method: string,
    p: string,
    token: string | undefined,
    data: Buffer | string,
    o: { field?: string; name?: string; type?: string } = {},
  ) => {
    const form = new FormData();
    form.append(
      o.field ?? 'import',
      new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type: o.type ?? 'application/zip' }),
      o.name ?? 'export.zip',
    );
    return fetch(h.base + p, { method, headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  };
  const get = async (p: string, token: string): Promise<J> => (await h.json('GET', p, { token })).body;
  const projects = async (token: string): Promise<J[]> =>
    ((await get('/projects?is_archived=true', token)) as J[]).filter((p) => p.id > 0);
  const byTitle = (list: J[], title: string): J => list.find((x) => x.title === title);
  const tasksOf = async (projectId: number, token: string): Promise<J[]> => get(`/projects/${projectId}/tasks`, token);
  const snapshot = () => ({
    projects: (h.server.db.prepare('SELECT COUNT(*) AS n FROM projects').get() as { n: number }).n,
    tasks: (h.server.db.prepare('SELECT COUNT(*) AS n FROM tasks').get() as { n: number }).n,
    statuses: (h.server.db.prepare('SELECT COUNT(*) AS n FROM migration_status').get() as { n: number }).n,
    files: fs.readdirSync(h.server.state.filesDir).length,
  });

  it('status is zero before any run and needs a signed-in user', async () => {
    const { token } = await h.user('zed');
    for (const name of ['vikunja-file', 'ticktick']) {
      expect(await get(`/migration/${name}/status`, token)).toEqual({
        id: 0,
        migrator_name: '',
        started_at: ZERO,
        finished_at: ZERO,
      });
      expect((await h.json('GET', `/migration/${name}/status`)).status).toBe(401);
    }
    expect((await upload('PUT', '/migration/vikunja-file/migrate', undefined, vikunjaLayoutZip())).status).toBe(401);
    expect((await upload('PUT', '/migration/ticktick/migrate', undefined, TICKTICK)).status).toBe(401);
  });

  it('round trip: what alice exports, bob imports', async () => {
    const a = (await h.user('alice')).token;
    const bob = await h.user('bob');
    const b = bob.token;
    const mk = async (p: string, body: unknown, token = a): Promise<J> =>
      (await h.json('PUT', p, { token, body })).body;
    const work = await mk('/projects', {
      title: 'Work',
      description: '<p>Job</p>',
      identifier: 'WRK',
      hex_color: 'ff8800',
      position: 3.5,
    });
    await h.json('POST', `/projects/${work.id}`, { token: a, body: { ...work, is_favorite: true } });
    expect(
      (
        await upload('PUT', `/projects/${work.id}/backgrounds/upload`, a, PNG, {
          field: 'background',
          name: 'bg.png',
          type: 'image/png',
        })
      ).status,
    ).toBe(200);
    const apollo = await mk('/projects', { title: 'Apollo', parent_project_id: work.id });
    const urgent = await mk(`/projects/${apollo.id}/views`, {
      title: 'Urgent',
      view_kind: 'list',
      filter: { filter: 'priority >= 3' },
    });
    const kanban = apollo.views.find((v: J) => v.view_kind === 'kanban');
    const review = await mk(`/projects/${apollo.id}/views/${kanban.id}/buckets`, { title: 'Review', limit: 3 });
    const t1 = await mk(`/projects/${apollo.id}/tasks`, {
      title: 'Launch',
      description: '<p>Go</p>',
      due_date: '2030-05-01T10:00:00Z',
      start_date: '2030-04-01T08:00:00Z',
      end_date: '2030-05-02T10:00:00Z',
      priority: 4,
      percent_done: 0.5,
      hex_color: '00ff00',
      repeat_after: 86400,
      reminders: [{ reminder: '2030-04-30T09:00:00Z' }, { relative_to: 'due_date', relative_period: -3600 }],
    });
    const t2 = await mk(`/projects/${apollo.id}/tasks`, { title: 'Checklist', done: true });
    const t3 = await mk(`/projects/${apollo.id}/tasks`, { title: 'Needs review', bucket_id: review.id });
    for (const title of ['Important', 'Later'])
      await mk(`/tasks/${t1.id}/labels`, { label_id: (await mk('/labels', { title, hex_color: 'ff0000' })).id });
    await mk(`/tasks/${t1.id}/comments`, { comment: '<p>First!</p>' });
    expect(
      (
        await upload('PUT', `/tasks/${t1.id}/attachments`, a, 'hello attachment', {
          field: 'files',
          name: 'notes.txt',
          type: 'text/plain',
        })
      ).status,
    ).toBe(200);
    await mk(`/tasks/${t1.id}/relations`, { other_task_id: t2.id, relation_kind: 'subtask' });
    await mk(`/tasks/${t3.id}/relations`, { other_task_id: t1.id, relation_kind: 'blocking' });
    await h.json('POST', `/tasks/${t1.id}/position`, { token: a, body: { project_view_id: urgent.id, position: 42 } });
    const old = await mk('/projects', { title: 'Old' });
    await mk(`/projects/${old.id}/tasks`, { title: 'Ancient' });
    await h.json('POST', `/projects/${old.id}`, { token: a, body: { ...old, is_archived: true } });
    await mk('/filters', { title: 'Mine', filters: { filter: 'done = false' } });
    const bobsLabel = await mk('/labels', { title: 'Important' }, b);

    expect((await h.json('POST', '/user/export/request', { token: a, body: { password: 'password123' } })).status).toBe(
      200,
    );
    const zip = Buffer.from(
      await (
        await h.call('POST', '/user/export/download', { token: a, body: { password: 'password123' } })
      ).arrayBuffer(),
    );
    const res = await upload('PUT', '/migration/vikunja-file/migrate', b, zip);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Everything was migrated successfully.' });

    const mine = await projects(b);
    const [bWork, bApollo, bOld] = ['Work', 'Apollo', 'Old'].map((t) => byTitle(mine, t));
    expect(bWork).toMatchObject({
      description: '<p>Job</p>',
      hex_color: 'ff8800',
      position: 3.5,
      identifier: '',
      is_favorite: true,
      parent_project_id: 0,
    });
    expect(bWork.id).not.toBe(work.id);
    expect(
      Buffer.from(await (await h.call('GET', `/projects/${bWork.id}/background`, { token: b })).arrayBuffer()),
    ).toEqual(PNG);
    expect(bApollo.parent_project_id).toBe(bWork.id);
    expect(bOld.is_archived).toBe(true);
    expect((await tasksOf(bOld.id, b)).map((t) => t.title)).toEqual(['Ancient']);

    const viewShape = (vs: J[]) =>
      vs.map((v) => [v.title, v.view_kind, v.filter?.filter ?? '', v.position, v.bucket_configuration_mode]);
    const aViews: J[] = await get(`/projects/${apollo.id}/views`, a);
    const bViews: J[] = await get(`/projects/${bApollo.id}/views`, b);
    expect(viewShape(bViews)).toEqual(viewShape(aViews));
    const bKanban = bViews.find((v) => v.view_kind === 'kanban');
    const bucketShape = (bs: J[]) => bs.map((x) => [x.title, x.limit, x.position]);
    const bBuckets: J[] = await get(`/projects/${bApollo.id}/views/${bKanban.id}/buckets`, b);
    expect(bucketShape(bBuckets)).toEqual(
      bucketShape(await get(`/projects/${apollo.id}/views/${kanban.id}/buckets`, a)),
    );

    const bTasks = await tasksOf(bApollo.id, b);
    const [bT1, bT2, bT3] = await Promise.all(
      ['Launch', 'Checklist', 'Needs review'].map(async (t) => get(`/tasks/${byTitle(bTasks, t).id}`, b)),
    );
    const fields = [
      'description',
      'done',
      'done_at',
      'due_date',
      'start_date',
      'end_date',
      'priority',
      'percent_done',
      'hex_color',
      'repeat_after',
      'repeat_mode',
      'reminders',
      'index',
      'created',
    ];
    for (const [orig, copy] of [
      [t1, bT1],
      [t2, bT2],
      [t3, bT3],
    ]) {
      const aTask = await get(`/tasks/${orig.id}`, a);
      for (const f of fields) expect([f, copy[f]]).toEqual([f, aTask[f]]);
    }
    expect(bT1.labels.map((l: J) => l.title)).toEqual(['Important', 'Later']);
    expect(bT1.labels[0].id).toBe(bobsLabel.id);
    expect(((await get('/labels', b)) as J[]).filter((l) => l.title === 'Important')).toHaveLength(1);
    expect(((await get(`/tasks/${bT1.id}/comments`, b)) as J[]).map((c) => [c.comment, c.author.username])).toEqual([
      ['<p>First!</p>', 'bob'],
    ]);
    expect(bT1.attachments).toHaveLength(1);
    expect(bT1.attachments[0].file.name).toBe('notes.txt');
    expect(
      await (await h.call('GET', `/tasks/${bT1.id}/attachments/${bT1.attachments[0].id}`, { token: b })).text(),
    ).toBe('hello attachment');
    expect(bT1.related_tasks.subtask.map((t: J) => t.id)).toEqual([bT2.id]);
    expect(bT1.related_tasks.blocked.map((t: J) => t.id)).toEqual([bT3.id]);
    expect(bT2.related_tasks.parenttask.map((t: J) => t.id)).toEqual([bT1.id]);
    expect(bT3.bucket_id).toBe(bBuckets.find((x) => x.title === 'Review').id);
    expect(bT2.bucket_id).toBe(bKanban.done_bucket_id);
    const bUrgent = bViews.find((v) => v.title === 'Urgent');
    expect(
      ((await get(`/projects/${bApollo.id}/views/${bUrgent.id}/tasks`, b)) as J[]).find((t) => t.title === 'Launch')
        .position,
    ).toBe(42);

    const pseudo = ((await get('/projects', b)) as J[]).find((p) => p.title === 'Mine');
    expect((await get(`/filters/${-pseudo.id - 1}`, b)).filters.filter).toBe('done = false');

    const status = await get('/migration/vikunja-file/status', b);
    expect(status).toMatchObject({ migrator_name: 'vikunja-file' });
    expect(status.id).toBeGreaterThan(0);
    expect(status.finished_at).not.toBe(ZERO);
    expect(Date.parse(status.finished_at)).toBeGreaterThanOrEqual(Date.parse(status.started_at));
    expect((await get('/migration/vikunja-file/status', a)).id).toBe(0);
    const mails = fs
      .readdirSync(h.server.state.mailDir)
      .map((f) => fs.readFileSync(path.join(h.server.state.mailDir, f), 'utf8'));
    expect(
      mails.some(
        (m) =>
          m.includes('To: bob@example.com') &&
          m.includes('Subject: The migration from a Vikunja export to Vikunja was completed'),
      ),
    ).toBe(true);
    // Alice keeps her own projects, untouched.
    expect(byTitle(await projects(a), 'Work').id).toBe(work.id);
  });

  it("imports the layout of a Vikunja server's export (nesting, legacy buckets, files)", async () => {
    const { token } = await h.user('carol');
    expect((await upload('PUT', '/migration/vikunja-file/migrate', token, vikunjaLayoutZip())).status).toBe(200);
    const mine = await projects(token);
    const [home, garage, legacy] = ['Home', 'Garage', 'Legacy'].map((t) => byTitle(mine, t));
    expect(home).toMatchObject({ description: '<p>House</p>', hex_color: '1973ff', position: 65536 });
    expect(garage.parent_project_id).toBe(home.id);
    expect(home.views.map((v: J) => [v.title, v.view_kind, v.filter?.filter ?? ''])).toEqual([
      ['List', 'list', 'done = false'],
      ['Board', 'kanban', ''],
    ]);
    const board = home.views[1];
    const buckets: J[] = await get(`/projects/${home.id}/views/${board.id}/buckets`, token);
    expect(buckets.map((x) => [x.title, x.limit])).toEqual([
      ['Backlog', 0],
      ['Now', 2],
      ['Finished', 0],
    ]);
    expect([board.default_bucket_id, board.done_bucket_id]).toEqual([buckets[0].id, buckets[2].id]);
    const tasks = await tasksOf(home.id, token);
    const fence = await get(`/tasks/${byTitle(tasks, 'Paint fence').id}`, token);
    const brushes = byTitle(tasks, 'Buy brushes');
    expect(fence).toMatchObject({
      due_date: '2030-01-01T00:00:00Z',
      priority: 2,
      done: false,
      bucket_id: buckets[1].id,
    });
    expect(fence.reminders).toEqual([{ reminder: '2029-12-31T09:00:00Z', relative_period: 0, relative_to: '' }]);
    expect(fence.labels.map((l: J) => [l.title, l.hex_color])).toEqual([['Garden', '00aa00']]);
    expect(fence.cover_image_attachment_id).toBe(fence.attachments[0].id);
    expect(
      await (await h.call('GET', `/tasks/${fence.id}/attachments/${fence.attachments[0].id}`, { token })).text(),
    ).toBe('JPEG');
    expect(((await get(`/tasks/${fence.id}/comments`, token)) as J[]).map((c) => [c.comment, c.created])).toEqual([
      ['<p>Buy paint</p>', '2024-01-01T10:00:00Z'],
    ]);
    expect(fence.related_tasks.related.map((t: J) => t.id)).toEqual([brushes.id]);
    expect(brushes).toMatchObject({ done: true, done_at: '2024-02-02T10:00:00Z', bucket_id: buckets[2].id });
    expect(
      ((await get(`/projects/${home.id}/views/${home.views[0].id}/tasks`, token)) as J[]).find((t) => t.id === fence.id)
        .position,
    ).toBe(7);
    expect(
      Buffer.from(await (await h.call('GET', `/projects/${home.id}/background`, { token })).arrayBuffer()),
    ).toEqual(PNG);
    const sweep = (await tasksOf(garage.id, token))[0];
    expect(sweep.reminders).toEqual([{ reminder: '2030-02-01T08:00:00Z', relative_period: 0, relative_to: '' }]);
    // Before views existed: the four default views, the buckets on the kanban one.
    expect(legacy.views.map((v: J) => v.view_kind)).toEqual(['list', 'gantt', 'table', 'kanban']);
    const legacyBuckets: J[] = await get(`/projects/${legacy.id}/views/${legacy.views[3].id}/buckets`, token);
    expect(legacyBuckets.map((x) => x.title)).toEqual(['Todo', 'Shipped']);
    expect((await tasksOf(legacy.id, token))[0]).toMatchObject({ title: 'Old card', bucket_id: legacyBuckets[1].id });
    const soon = ((await get('/projects', token)) as J[]).find((p) => p.title === 'Soon');
    expect(await get(`/filters/${-soon.id - 1}`, token)).toMatchObject({
      description: 'next up',
      is_favorite: true,
      filters: { filter: 'done = false && priority >= 3' },
    });
  });

  it.each([
    ['not a zip', Buffer.from('just some text, not an archive')],
    ['an empty file', Buffer.alloc(0)],
    ['a zip without data.json', buildZip([{ name: 'VERSION', data: Buffer.from('v2.5.0') }])],
    ['malformed data.json', buildZip([{ name: 'data.json', data: Buffer.from('[{"title": ') }])],
    ['data.json that is not a list', buildZip([{ name: 'data.json', data: Buffer.from('{"projects": []}') }])],
    [
      'a good data.json with malformed filters.json',
      buildZip([
        { name: 'data.json', data: Buffer.from('[{"id":1,"title":"Half"}]') },
        { name: 'filters.json', data: Buffer.from('{oops') },
      ]),
    ],
    [
      'a corrupted zip',
      (() => {
        const z = buildZip([{ name: 'data.json', data: Buffer.from('[{"id":1,"title":"Half"}]') }]);
        z[40] = 0x21;
        return z;
      })(),
    ],
  ])('refuses %s with 400/2002 and leaves nothing behind', async (_name, bytes) => {
    const { token } = await h.user(`bad${Math.random().toString(36).slice(2, 8)}`);
    const before = snapshot();
    const res = await upload('PUT', '/migration/vikunja-file/migrate', token, bytes);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: number; message: string };
    expect(body.code).toBe(2002);
    expect(body.message).toMatch(/import file/);
    expect(snapshot()).toEqual(before);
    expect((await get('/migration/vikunja-file/status', token)).id).toBe(0);
  });

  it('refuses a missing field, a non-multipart body and an oversize upload', async () => {
    const { token } = await h.user('erin');
    const before = snapshot();
    const wrongField = await upload('PUT', '/migration/vikunja-file/migrate', token, vikunjaLayoutZip(), {
      field: 'file',
    });
    expect([wrongField.status, ((await wrongField.json()) as J).code]).toEqual([400, 2002]);
    const json = await h.json('PUT', '/migration/vikunja-file/migrate', { token, body: {} });
    expect([json.status, json.body.code]).toEqual([400, 2002]);
    const big = await upload('PUT', '/migration/vikunja-file/migrate', token, Buffer.alloc(70 * 1024, 1));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ code: 4012, message: 'The file exceeds the maximum file size of 64KB.' });
    const bigCsv = await upload('PUT', '/migration/ticktick/migrate', token, Buffer.alloc(200 * 1024, 65), {
      name: 'x.csv',
      type: 'text/csv',
    });
    expect([bigCsv.status, ((await bigCsv.json()) as J).code]).toEqual([413, 4012]);
    expect(snapshot()).toEqual(before);
  });

  it('rolls back rows and written files when an import fails part-way', async () => {
    const { id } = await h.user('frank');
    const before = snapshot();
    const task = {
      ...blankTask('t1', 'With file'),
      attachments: [{ key: 'a1', file: { name: 'a.txt', mime: 'text/plain', data: Buffer.from('x') } }],
    };
    const project = {
      key: 'p1',
      parent_key: '',
      title: 'Doomed',
      description: '',
      identifier: '',
      hex_color: '',
      is_archived: false,
      position: 0,
      is_favorite: false,
      views: null,
      tasks: [task],
      background: { name: 'bg', mime: 'image/png', data: PNG },
    };
    expect(() =>
      writeImport(h.server.state, id, { projects: [project], filters: [] }, () => {
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    expect(snapshot()).toEqual(before);
  });

  it('imports a TickTick backup: lists, folders, tags, subtasks, checklists, columns', async () => {
    const { token } = await h.user('dave');
    const res = await upload('PUT', '/migration/ticktick/migrate', token, TICKTICK, {
      name: 'TickTick-backup.csv',
      type: 'text/csv',
    });
    expect([res.status, await res.json()]).toEqual([200, { message: 'Everything was migrated successfully.' }]);
    const mine = await projects(token);
    // Dave's own Inbox came with his account; the imported one is newer.
    const inbox = mine.filter((p) => p.title === 'Inbox').sort((x, y) => y.id - x.id)[0];
    const [folder, apollo] = [byTitle(mine, 'Work'), byTitle(mine, 'Project Apollo')];
    expect(apollo.parent_project_id).toBe(folder.id);
    const inboxTasks = await tasksOf(inbox.id, token);
    expect(inboxTasks.map((t) => t.title).sort()).toEqual(['Buy milk', 'Pay rent']);
    const milk = byTitle(inboxTasks, 'Buy milk');
    expect(milk).toMatchObject({
      description: '<p>Get the &lt;organic&gt; one</p><p>and some bread &quot;fresh&quot;</p>',
      priority: 2,
      done: false,
      due_date: '2026-06-20T16:00:00Z',
      created: '2026-06-10T08:00:00Z',
    });
    expect(milk.labels.map((l: J) => l.title)).toEqual(['errands', 'home']);
    expect(milk.reminders).toEqual([
      { reminder: '2026-06-19T16:00:00Z', relative_period: -86400, relative_to: 'due_date' },
      { reminder: '2026-06-20T15:30:00Z', relative_period: -1800, relative_to: 'due_date' },
    ]);
    expect(byTitle(inboxTasks, 'Pay rent')).toMatchObject({ priority: 3, repeat_mode: 1, repeat_after: 0 });
    const tasks = await tasksOf(apollo.id, token);
    const [proposal, figures, sync, pack] = await Promise.all(
      ['Write the proposal', 'Collect figures', 'Weekly sync', 'Pack for the trip'].map(async (t) =>
        get(`/tasks/${byTitle(tasks, t).id}`, token),
      ),
    );
    expect(proposal).toMatchObject({
      priority: 3,
      start_date: '2026-06-16T07:00:00Z',
      due_date: '2026-06-18T15:00:00Z',
      reminders: [{ reminder: '2026-06-18T15:00:00Z', relative_period: 0, relative_to: 'due_date' }],
    });
    expect(figures).toMatchObject({ done: true, done_at: '2026-06-14T12:00:00Z', priority: 1 });
    expect(figures.related_tasks.parenttask.map((t: J) => t.id)).toEqual([proposal.id]);
    expect(proposal.related_tasks.subtask.map((t: J) => t.id)).toEqual([figures.id]);
    expect(sync).toMatchObject({ repeat_after: 7 * 86400, repeat_mode: 0 });
    expect(sync.labels.map((l: J) => l.title)).toEqual(['meetings', 'work']);
    expect(pack.done).toBe(true);
    expect(pack.description).toBe(
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="false"><p>Passport</p></li><li data-type="taskItem" data-checked="true"><p>Charger</p></li><li data-type="taskItem" data-checked="false"><p>Tickets</p></li></ul>',
    );
    expect(((await get('/labels', token)) as J[]).filter((l) => l.title === 'work')).toHaveLength(1);
    const kanban = apollo.views.find((v: J) => v.view_kind === 'kanban');
    const buckets: J[] = await get(`/projects/${apollo.id}/views/${kanban.id}/buckets`, token);
    expect(buckets.map((x) => x.title)).toEqual(['To do', 'Doing', 'Done']);
    expect([proposal.bucket_id, figures.bucket_id, sync.bucket_id]).toEqual([
      buckets[1].id,
      buckets[2].id,
      buckets[0].id,
    ]);
    // Positions follow TickTick's order column.
    const table = apollo.views.find((v: J) => v.view_kind === 'table');
    const ordered: J[] = await get(`/projects/${apollo.id}/views/${table.id}/tasks?sort_by=position`, token);
    expect(ordered.map((t) => t.title)).toEqual([
      'Write the proposal',
      'Collect figures',
      'Weekly sync',
      'Pack for the trip',
    ]);
    expect((await get('/migration/ticktick/status', token)).migrator_name).toBe('ticktick');
    // The swagger files of 0.24 and 1.1 say POST, but every release's router takes only PUT.
    expect(
      (await upload('POST', '/migration/ticktick/migrate', token, TICKTICK, { name: 'b.csv', type: 'text/csv' }))
        .status,
    ).toBe(405);
    expect((await upload('POST', '/migration/vikunja-file/migrate', token, vikunjaLayoutZip())).status).toBe(405);
  });

  it.each([
    ['a CSV without the TickTick header', 'Task,Due\nMilk,tomorrow\n'],
    ['an unterminated quoted field', '"Folder Name","List Name","Title"\n"","Inbox","Broken\n'],
  ])('refuses %s with 400/2002', async (_name, csv) => {
    const { token } = await h.user(`tt${Math.random().toString(36).slice(2, 8)}`);
    const before = snapshot();
    const res = await upload('PUT', '/migration/ticktick/migrate', token, csv, { name: 'x.csv', type: 'text/csv' });
    expect([res.status, ((await res.json()) as J).code]).toEqual([400, 2002]);
    expect(snapshot()).toEqual(before);
  });
});

describe('migration: OAuth importers', () => {
  const OAUTH = ['todoist', 'trello', 'microsoft-todo'];

  it('are absent unless enabled', async () => {
    const h = await boot({ migrationTrello: { enable: true, clientId: '', clientSecret: '', redirectUrl: '' } });
    try {
      const { token } = await h.user('gina');
      expect((await h.json('GET', '/info')).body.available_migrators).toEqual(['vikunja-file', 'ticktick']);
      for (const name of OAUTH) {
        for (const [method, p] of [
          ['GET', 'auth'],
          ['GET', 'status'],
          ['POST', 'migrate'],
        ] as const) {
          const r = await h.json(method, `/migration/${name}/${p}`, {
            token,
            body: method === 'POST' ? { code: 'x' } : undefined,
          });
          expect([name, p, r.status, r.body]).toEqual([name, p, 404, { message: 'Not Found' }]);
        }
      }
    } finally {
      await h.close();
    }
  });

  it('when enabled: auth URL from the options, status, and migrate fails without calling out', async () => {
    const cfg = (clientId: string) => ({
      enable: true,
      clientId,
      clientSecret: 'secret',
      redirectUrl: `http://localhost:4173/migrate/${clientId}`,
    });
    const h = await boot({
      migrationTodoist: cfg('todoist'),
      migrationTrello: cfg('trello'),
      migrationMicrosoftTodo: cfg('microsoft-todo'),
    });
    try {
      const { token } = await h.user('hank');
      expect((await h.json('GET', '/info')).body.available_migrators).toEqual(['vikunja-file', 'ticktick', ...OAUTH]);
      const urls: Record<string, URL> = {};
      for (const name of OAUTH) {
        const auth = await h.json('GET', `/migration/${name}/auth`, { token });
        expect(auth.status).toBe(200);
        urls[name] = new URL(auth.body.url);
        expect((await h.json('GET', `/migration/${name}/auth`)).status).toBe(401);
        expect((await h.json('GET', `/migration/${name}/status`, { token })).body).toEqual({
          id: 0,
          migrator_name: '',
          started_at: ZERO,
          finished_at: ZERO,
        });
        const noCode = await h.json('POST', `/migration/${name}/migrate`, { token, body: {} });
        expect([noCode.status, noCode.body.code]).toEqual([400, 2002]);
        const migrate = await h.json('POST', `/migration/${name}/migrate`, { token, body: { code: 'abc' } });
        expect(migrate.status).toBe(502);
        expect(migrate.body.message).toMatch(/^Could not reach /);
      }
      expect(urls.todoist?.origin + (urls.todoist?.pathname ?? '')).toBe('https://todoist.com/oauth/authorize');
      expect(Object.fromEntries(urls.todoist?.searchParams ?? [])).toMatchObject({
        client_id: 'todoist',
        scope: 'data:read',
      });
      expect(urls.trello?.origin + (urls.trello?.pathname ?? '')).toBe('https://trello.com/1/authorize');
      expect(Object.fromEntries(urls.trello?.searchParams ?? [])).toMatchObject({
        key: 'trello',
        return_url: 'http://localhost:4173/migrate/trello',
        scope: 'read',
      });
      expect(urls['microsoft-todo']?.origin).toBe('https://login.microsoftonline.com');
      expect(Object.fromEntries(urls['microsoft-todo']?.searchParams ?? [])).toMatchObject({
        client_id: 'microsoft-todo',
        redirect_uri: 'http://localhost:4173/migrate/microsoft-todo',
        response_type: 'code',
      });
    } finally {
      await h.close();
    }
  });

  it("reads Vikunja's environment variables and fills the rest", () => {
    const opts = resolveOptions(
      parseCli([], {
        VIKUNJA_MIGRATION_TODOIST_ENABLE: 'true',
        VIKUNJA_MIGRATION_TODOIST_CLIENTID: 'cid',
        VIKUNJA_MIGRATION_TRELLO_KEY: 'k',
      }),
    );
    expect(opts.migrationTodoist).toEqual({ enable: true, clientId: 'cid', clientSecret: '', redirectUrl: '' });
    expect(opts.migrationTrello).toEqual({ enable: false, clientId: 'k', clientSecret: '', redirectUrl: '' });
    expect(opts.migrationMicrosoftTodo.enable).toBe(false);
  });
});
