import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompatMode } from '../src/options.ts';
import { sweepReminders } from '../src/reminders.ts';
import { WEBHOOK_EVENTS } from '../src/webhooks.ts';
import { boot, type Harness } from './harness.ts';

interface Delivery {
  path: string;
  body: string;
  signature: string | undefined;
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are checked field by field
  data: any;
}

/** A local HTTP server that records every webhook POST it receives. */
async function receiver(): Promise<{ url: string; got: Delivery[]; close: () => void }> {
  const got: Delivery[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { event_name: string; data: unknown };
      got.push({
        path: req.url ?? '',
        body,
        signature: req.headers['x-vikunja-signature'] as string | undefined,
        event: parsed.event_name,
        data: parsed.data,
      });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, got, close: () => server.close() };
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await new Promise((r) => setTimeout(r, 20));
}

const sign = (secret: string, body: string) => crypto.createHmac('sha256', secret).update(body).digest('hex');

/** Adds a due reminder to a task behind the API's back and runs the reminder sweep once. */
function fireReminder(h: Harness, taskId: number): void {
  const due = new Date(Date.now() - 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  h.server.db
    .prepare(
      'INSERT INTO task_reminders (task_id, reminder, relative_period, relative_to, created) VALUES (?, ?, 0, ?, ?)',
    )
    .run(taskId, due, '', due);
  sweepReminders(h.server.state);
}

describe('every webhook event fires once with its payload', () => {
  let h: Harness;
  let hook: Awaited<ReturnType<typeof receiver>>;
  let alice: { token: string; id: number };
  const ids = { project: 0, t1: 0, t2: 0, bob: 0, team: 0 };
  beforeAll(async () => {
    h = await boot();
    hook = await receiver();
    alice = await h.user('alice');
    await h.user('bob');
    await h.user('carol');
    const a = alice.token;
    ids.project = (await h.json('PUT', '/projects', { token: a, body: { title: 'Hooked' } })).body.id;
    ids.t1 = (await h.json('PUT', `/projects/${ids.project}/tasks`, { token: a, body: { title: 'One' } })).body.id;
    ids.t2 = (await h.json('PUT', `/projects/${ids.project}/tasks`, { token: a, body: { title: 'Two' } })).body.id;
    ids.bob = (await h.json('GET', '/users?s=bob', { token: a })).body[0].id;
    await h.json('PUT', `/projects/${ids.project}/users`, { token: a, body: { username: 'bob', permission: 1 } });
    ids.team = (await h.json('PUT', '/teams', { token: a, body: { name: 'Crew' } })).body.id;
    expect(
      (
        await h.json('PUT', `/projects/${ids.project}/webhooks`, {
          token: a,
          body: { target_url: `${hook.url}/project`, events: WEBHOOK_EVENTS, secret: 'p-secret' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await h.json('PUT', '/user/settings/webhooks', {
          token: a,
          body: { target_url: `${hook.url}/user`, events: ['task.reminder.fired'], secret: 'u-secret' },
        })
      ).status,
    ).toBe(200);
  });
  afterAll(async () => {
    hook.close();
    await h.close();
  });

  it('delivers each listed event exactly once, signed, with Vikunja-shaped data', async () => {
    const a = alice.token;
    const p = ids.project;
    const child = (await h.json('PUT', '/projects', { token: a, body: { title: 'Child', parent_project_id: p } })).body
      .id;
    const t3 = (await h.json('PUT', `/projects/${p}/tasks`, { token: a, body: { title: 'Three' } })).body.id;
    await h.json('POST', `/tasks/${ids.t1}`, { token: a, body: { title: 'One, renamed' } });
    await h.json('PUT', `/tasks/${ids.t1}/assignees`, { token: a, body: { user_id: ids.bob } });
    await h.json('DELETE', `/tasks/${ids.t1}/assignees/${ids.bob}`, { token: a });
    const comment = (await h.json('PUT', `/tasks/${ids.t1}/comments`, { token: a, body: { comment: 'first' } })).body
      .id;
    await h.json('POST', `/tasks/${ids.t1}/comments/${comment}`, { token: a, body: { comment: 'edited' } });
    await h.json('DELETE', `/tasks/${ids.t1}/comments/${comment}`, { token: a });
    const form = new FormData();
    form.append('files', new Blob(['hello'], { type: 'text/plain' }), 'note.txt');
    const up = await fetch(`${h.base}/tasks/${ids.t1}/attachments`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${a}` },
      body: form,
    });
    const attachment = ((await up.json()) as { success: { id: number }[] }).success[0]?.id;
    await h.json('DELETE', `/tasks/${ids.t1}/attachments/${attachment}`, { token: a });
    await h.json('PUT', `/tasks/${ids.t1}/relations`, {
      token: a,
      body: { other_task_id: ids.t2, relation_kind: 'related' },
    });
    await h.json('DELETE', `/tasks/${ids.t1}/relations/related/${ids.t2}`, { token: a });
    await h.json('PUT', `/projects/${p}/users`, { token: a, body: { username: 'carol', permission: 0 } });
    await h.json('PUT', `/projects/${p}/teams`, { token: a, body: { team_id: ids.team, permission: 0 } });
    await h.json('PUT', `/projects/${p}/shares`, { token: a, body: { name: 'Guests', permission: 0 } });
    await h.json('POST', `/projects/${p}`, { token: a, body: { title: 'Hooked, renamed' } });
    fireReminder(h, ids.t2);
    await h.json('DELETE', `/tasks/${t3}`, { token: a });
    await h.json('DELETE', `/projects/${child}`, { token: a });

    await until(() => WEBHOOK_EVENTS.every((e) => hook.got.some((d) => d.event === e)));
    await new Promise((r) => setTimeout(r, 200)); // room for any duplicate to show up
    const byEvent = (e: string) => hook.got.filter((d) => d.event === e);
    for (const e of WEBHOOK_EVENTS) expect(byEvent(e), e).toHaveLength(1);
    expect(hook.got).toHaveLength(WEBHOOK_EVENTS.length);

    const one = (e: string) => byEvent(e)[0] as Delivery;
    for (const d of hook.got) {
      expect(d.signature, d.event).toBe(sign(d.path === '/user' ? 'u-secret' : 'p-secret', d.body));
      if (d.event !== 'task.reminder.fired')
        expect(d.data.doer, d.event).toMatchObject({ id: alice.id, username: 'alice' });
      if (d.event.startsWith('task.')) expect(d.data.task, d.event).toHaveProperty('title');
    }
    expect(one('task.created').data.task).toMatchObject({ id: t3, title: 'Three', project_id: p });
    expect(one('task.updated').data.task).toMatchObject({ id: ids.t1, title: 'One, renamed' });
    expect(one('task.deleted').data.task).toMatchObject({ id: t3, title: 'Three' });
    expect(one('task.assignee.created').data.assignee).toMatchObject({ id: ids.bob, username: 'bob' });
    expect(one('task.assignee.deleted').data).toMatchObject({ task: { id: ids.t1 }, assignee: { username: 'bob' } });
    expect(one('task.comment.created').data.comment).toMatchObject({ id: comment, comment: 'first' });
    expect(one('task.comment.edited').data.comment).toMatchObject({ id: comment, comment: 'edited' });
    expect(one('task.comment.deleted').data.comment).toMatchObject({ id: comment, comment: 'edited' });
    expect(one('task.attachment.created').data.attachment).toMatchObject({
      id: attachment,
      file: { name: 'note.txt' },
    });
    expect(one('task.attachment.deleted').data.attachment).toMatchObject({
      id: attachment,
      file: { name: 'note.txt' },
    });
    expect(one('task.relation.created').data.relation).toMatchObject({
      task_id: ids.t1,
      other_task_id: ids.t2,
      relation_kind: 'related',
    });
    expect(one('task.relation.deleted').data.relation).toMatchObject({
      task_id: ids.t1,
      other_task_id: ids.t2,
      relation_kind: 'related',
    });
    expect(one('project.created').data.project).toMatchObject({ id: child, title: 'Child', parent_project_id: p });
    expect(one('project.updated').data.project).toMatchObject({ id: p, title: 'Hooked, renamed' });
    expect(one('project.deleted').data.project).toMatchObject({ id: child, title: 'Child' });
    expect(one('project.shared.user').data).toMatchObject({
      project: { id: p, title: 'Hooked' },
      user: { username: 'carol' },
    });
    expect(one('project.shared.team').data).toMatchObject({ project: { id: p }, team: { id: ids.team, name: 'Crew' } });
    expect(one('project.shared.link').data.link_share).toMatchObject({
      name: 'Guests',
      hash: expect.any(String),
      password: '',
    });
    // 2.x sends reminders to the recipient's own webhooks, without a doer.
    const reminder = one('task.reminder.fired');
    expect(reminder.path).toBe('/user');
    expect(reminder.data).toMatchObject({
      task: { id: ids.t2, title: 'Two' },
      user: { username: 'alice' },
      project: { id: p },
      reminder: { relative_period: 0 },
    });
    expect(reminder.data).not.toHaveProperty('doer');
    expect(hook.got.filter((d) => d.path === '/user').map((d) => d.event)).toEqual(['task.reminder.fired']);
  });
});

describe.each<CompatMode>(['1', '0.24'])('compat %s: reminders reach project webhooks', (compat) => {
  let h: Harness;
  let hook: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    h = await boot({ compat });
    hook = await receiver();
  });
  afterAll(async () => {
    hook.close();
    await h.close();
  });

  it('task.reminder.fired goes to the project webhook, once', async () => {
    const a = (await h.user('dora')).token;
    const project = (await h.json('PUT', '/projects', { token: a, body: { title: 'P' } })).body.id;
    const task = (await h.json('PUT', `/projects/${project}/tasks`, { token: a, body: { title: 'Remind me' } })).body
      .id;
    await h.json('PUT', `/projects/${project}/webhooks`, {
      token: a,
      body: { target_url: `${hook.url}/p`, events: ['task.reminder.fired'] },
    });
    fireReminder(h, task);
    await until(() => hook.got.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(hook.got).toHaveLength(1);
    expect(hook.got[0]?.signature).toBeUndefined();
    expect(hook.got[0]?.data).toMatchObject({ task: { id: task }, user: { username: 'dora' } });
  });
});
