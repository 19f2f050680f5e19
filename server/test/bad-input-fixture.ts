import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerOptions } from '../src/options.ts';
import { boot, type Harness } from './harness.ts';

/** A world with one of everything, so each bad-input row can name real ids next to unknown ones. */
export interface World {
  alice: string;
  aliceId: number;
  bob: string;
  bobId: number;
  project: number;
  archived: number;
  /** A task of the archived project. */
  archivedTask: number;
  listView: number;
  kanbanView: number;
  bucket: number;
  task: number;
  task2: number;
  label: number;
  team: number;
  comment: number;
  filter: number;
  webhook: number;
  share: number;
  shareHash: string;
  notification: number;
}

/** An id no table holds. */
export const UNKNOWN = 999999;

export async function buildWorld(h: Harness): Promise<World> {
  const a = await h.user('alice');
  const b = await h.user('bob');
  const as = (method: string, p: string, body?: unknown) => h.json(method, p, { token: a.token, body });
  const project = (await as('PUT', '/projects', { title: 'Bad inputs' })).body.id as number;
  const views = (await as('GET', `/projects/${project}/views`)).body as { id: number; view_kind: string }[];
  const kanbanView = views.find((v) => v.view_kind === 'kanban')?.id ?? 0;
  const bucket =
    ((await as('GET', `/projects/${project}/views/${kanbanView}/buckets`)).body as { id: number }[])[0]?.id ?? 0;
  const task = (await as('PUT', `/projects/${project}/tasks`, { title: 'one' })).body.id as number;
  const task2 = (await as('PUT', `/projects/${project}/tasks`, { title: 'two' })).body.id as number;
  const archived = (await as('PUT', '/projects', { title: 'Old' })).body.id as number;
  const archivedTask = (await as('PUT', `/projects/${archived}/tasks`, { title: 'frozen' })).body.id as number;
  await as('POST', `/projects/${archived}`, { title: 'Old', is_archived: true });
  // A notification for alice: bob adds her to his team.
  const bobTeam = (await h.json('PUT', '/teams', { token: b.token, body: { name: 'Bobs' } })).body.id as number;
  await h.json('PUT', `/teams/${bobTeam}/members`, { token: b.token, body: { username: 'alice' } });
  const share = (await as('PUT', `/projects/${project}/shares`, { permission: 0 })).body as {
    id: number;
    hash: string;
  };
  return {
    alice: a.token,
    aliceId: a.id,
    bob: b.token,
    bobId: b.id,
    project,
    archived,
    archivedTask,
    listView: views.find((v) => v.view_kind === 'list')?.id ?? 0,
    kanbanView,
    bucket,
    task,
    task2,
    label: (await as('PUT', '/labels', { title: 'L' })).body.id as number,
    team: (await as('PUT', '/teams', { name: 'Alices' })).body.id as number,
    comment: (await as('PUT', `/tasks/${task}/comments`, { comment: 'hi' })).body.id as number,
    filter: (await as('PUT', '/filters', { title: 'F', filters: { filter: 'done = false' } })).body.id as number,
    // An event these tests never fire, so nothing is sent to the closed port.
    webhook: (
      await as('PUT', `/projects/${project}/webhooks`, {
        target_url: 'http://127.0.0.1:9/hook',
        events: ['task.reminder.fired'],
      })
    ).body.id as number,
    share: share.id,
    shareHash: share.hash,
    notification: ((await as('GET', '/notifications')).body as { id: number }[])[0]?.id ?? 0,
  };
}

/**
 * One row: a request and the [status, code] it must answer (code undefined = Vikunja sends none).
 * `raw` is sent as the body text as is; `who` defaults to alice, who owns everything.
 */
export interface Row {
  method: string;
  path: (w: World) => string;
  body?: (w: World) => unknown;
  raw?: string;
  who?: 'alice' | 'bob' | 'anon';
  want: [number, number | undefined];
}

export type Table = Record<string, Row>;

/**
 * A row in one line: the request, the [status, code] it must answer, then its body and who sends it. The
 * path and body are given as they are, or as functions of the world where they name its ids.
 */
export function row(
  method: string,
  path: string | Row['path'],
  want: Row['want'],
  body?: Row['body'] | object | string | number | boolean | null,
  who?: Row['who'],
): Row {
  return {
    method,
    path: typeof path === 'function' ? path : () => path,
    want,
    ...(body === undefined ? {} : { body: typeof body === 'function' ? (body as Row['body']) : () => body }),
    who,
  };
}

/** Routes that read a JSON object body: each gets the malformed and non-object rows generated. */
export type BodyRoute = [method: string, path: (w: World) => string];

/** Truncated JSON, and JSON that is valid but not an object, are both Vikunja's 400/2002. */
export function malformedRows(routes: Record<string, BodyRoute>): Table {
  const out: Table = {};
  for (const [name, [method, path]] of Object.entries(routes)) {
    out[`${name}: truncated JSON`] = { method, path, raw: '{"title": "x", ', want: [400, 2002] };
    out[`${name}: a JSON array`] = { method, path, raw: '[1, 2]', want: [400, 2002] };
  }
  return out;
}

export async function send(
  h: Harness,
  w: World,
  row: Row,
): Promise<{ status: number; code: number | undefined; text: string }> {
  const token = row.who === 'anon' ? undefined : row.who === 'bob' ? w.bob : w.alice;
  const body = row.body?.(w);
  const res = await h.call(row.method, row.path(w), {
    token,
    ...(row.raw !== undefined ? { raw: row.raw } : body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  let code: number | undefined;
  try {
    code = (JSON.parse(text) as { code?: number }).code;
  } catch {
    code = undefined;
  }
  return { status: res.status, code, text };
}

/**
 * Runs a table against a fresh server holding the shared world (`prepare` adds to it): the malformed-body
 * rows of `bodyRoutes`, then `table`. Each row must answer its status and code, and the whole must keep
 * more than `atLeast` rows.
 */
export function describeBadInputs(
  title: string,
  bodyRoutes: Record<string, BodyRoute>,
  table: Table,
  o: { atLeast: number; server?: Partial<ServerOptions>; prepare?: (h: Harness, w: World) => Promise<unknown> },
): void {
  const rows: Table = { ...malformedRows(bodyRoutes), ...table };
  describe(title, () => {
    let h: Harness;
    let w: World;
    beforeAll(async () => {
      h = await boot(o.server);
      w = await buildWorld(h);
      await o.prepare?.(h, w);
    });
    afterAll(() => h.close());

    it.each(Object.entries(rows))('%s', async (_name, row) => {
      const got = await send(h, w, row);
      expect([got.status, got.code], got.text).toEqual(row.want);
    });

    it('the table stays large enough to mean something', () => {
      expect(Object.keys(rows).length).toBeGreaterThan(o.atLeast);
    });
  });
}
