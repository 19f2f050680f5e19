import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import {
  browserTimezone,
  createTasks,
  filterTimezone,
  getTaskWithComments,
  listAllTasks,
  listViewTasks,
} from './tasks';

function recordingClient() {
  const urls: URL[] = [];
  const fetch = (input: RequestInfo | URL) => {
    urls.push(new URL(String(input)));
    return Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
  };
  return { client: createClient({ baseUrl: () => 'http://vikunja.test/api/v1', token: () => 't', fetch }), urls };
}

afterEach(() => vi.restoreAllMocks());

describe('filterTimezone', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['  America/New_York ', 'America/New_York'],
    ['', 'Pacific/Auckland'],
    [null, 'Pacific/Auckland'],
    [undefined, 'Pacific/Auckland'],
  ])('setting %j → %s', (setting, zone) => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Pacific/Auckland',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(filterTimezone(setting)).toBe(zone);
  });
});

describe('browserTimezone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks Temporal where the engine has it, without making a formatter (its locale data costs tens of ms)', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Calcutta' } });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimezone()).toBe('Asia/Calcutta');
    expect(filterTimezone(null)).toBe('Asia/Calcutta');
    expect(made).not.toHaveBeenCalled();
  });

  it('without Temporal, makes one formatter a page, not one a call (a list asks for the zone once a row)', () => {
    browserTimezone();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 50; i++) browserTimezone();
    expect(made).not.toHaveBeenCalled();
  });
});

describe('task list queries', () => {
  it('send the given filter time zone and expand', async () => {
    const { client, urls } = recordingClient();
    await listViewTasks(client, 3, 9, {
      filter: 'due_date < now/d',
      filterTimezone: 'Asia/Tokyo',
      expand: 'subtasks',
      sortBy: ['position', 'id'],
    });
    const params = urls[0]!.searchParams;
    expect(urls[0]!.pathname).toBe('/api/v1/projects/3/views/9/tasks');
    expect(params.get('filter_timezone')).toBe('Asia/Tokyo');
    expect(params.get('expand')).toBe('subtasks');
    expect(params.getAll('sort_by[]')).toEqual(['position', 'id']);
  });

  it("fall back to the browser's zone, so the server never works in its own", async () => {
    const { client, urls } = recordingClient();
    await listAllTasks(client, '/tasks', { s: 'milk' });
    await listViewTasks(client, 3, 9);
    for (const url of urls) expect(url.searchParams.get('filter_timezone')).toBe(browserTimezone());
    expect(urls[0]!.searchParams.has('expand')).toBe(false);
  });
});

describe('createTasks', () => {
  function answering(answer: (url: URL, body: unknown) => { status: number; body: unknown }) {
    const calls: { method: string; url: URL; body: unknown }[] = [];
    let id = 0;
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method: init?.method ?? 'GET', url, body });
      const out = url.pathname.endsWith('/tasks')
        ? { status: 201, body: { id: ++id, title: (body as { title: string }).title } }
        : answer(url, body);
      return new Response(JSON.stringify(out.body), {
        status: out.status,
        headers: { 'content-type': 'application/json' },
      });
    };
    return { client: createClient({ baseUrl: () => 'http://vikunja.test/api/v1/', token: () => 't', fetch }), calls };
  }
  const bulkOk = (_url: URL, body: unknown) => ({
    status: 201,
    body: { tasks: (body as { tasks: { title: string }[] }).tasks.map((t, i) => ({ id: 100 + i, title: t.title })) },
  });
  const two = [{ title: 'One', dueDate: '2030-01-01T00:00:00Z' }, { title: 'Two' }];

  it.each([
    [
      '2.4+ with several tasks: one bulk request to /api/v2',
      true,
      two,
      bulkOk,
      ['POST /api/v2/projects/5/tasks/bulk'],
      [100, 101],
    ],
    ['a single task: the ordinary route', true, [{ title: 'Solo' }], bulkOk, ['PUT /api/v1/projects/5/tasks'], [1]],
    [
      'before 2.4: one request per task',
      false,
      two,
      bulkOk,
      ['PUT /api/v1/projects/5/tasks', 'PUT /api/v1/projects/5/tasks'],
      [1, 2],
    ],
    [
      'the bulk route missing (404): one request per task',
      true,
      two,
      () => ({ status: 404, body: { message: 'Not Found' } }),
      ['POST /api/v2/projects/5/tasks/bulk', 'PUT /api/v1/projects/5/tasks', 'PUT /api/v1/projects/5/tasks'],
      [1, 2],
    ],
  ] as const)('%s', async (_name, hasBulkTaskCreate, inputs, answer, requests, ids) => {
    const { client, calls } = answering(answer);
    const created = await createTasks(client, { hasBulkTaskCreate }, 5, [...inputs]);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(requests);
    expect(created.map((t) => t.id)).toEqual(ids);
  });

  it('sends the tasks in snake case, in order', async () => {
    const { client, calls } = answering(bulkOk);
    await createTasks(client, { hasBulkTaskCreate: true }, 5, two);
    expect(calls[0]?.body).toEqual({ tasks: [{ title: 'One', due_date: '2030-01-01T00:00:00Z' }, { title: 'Two' }] });
  });

  it('a refused bulk request is the error, and nothing is retried one by one', async () => {
    const { client, calls } = answering(() => ({
      status: 400,
      body: { code: 4001, message: 'Task title cannot be empty.' },
    }));
    await expect(createTasks(client, { hasBulkTaskCreate: true }, 5, two)).rejects.toMatchObject({ code: 4001 });
    expect(calls).toHaveLength(1);
  });
});

describe('getTaskWithComments', () => {
  const comment = (id: number) => ({
    id,
    comment: `c${id}`,
    author: { id: 1, username: 'a' },
    created: null,
    updated: null,
  });
  it.each([
    ['all comments embedded', { comment_count: 2, comments: [comment(1), comment(2)] }, [1, 2]],
    ['only the first page of more', { comment_count: 60, comments: [comment(1)] }, null],
    ['none, embedded as an empty list', { comment_count: 0, comments: [] }, []],
    ['a server that does not embed (null)', { comment_count: 0, comments: null }, null],
    ['a server without the fields', {}, null],
  ])('%s', async (_name, fields, ids) => {
    const urls: URL[] = [];
    const client = createClient({
      baseUrl: () => 'http://vikunja.test/api/v1',
      token: () => 't',
      fetch: async (input) => {
        urls.push(new URL(String(input)));
        return new Response(JSON.stringify({ id: 4, title: 'T', ...fields }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const { task, comments } = await getTaskWithComments(client, 4);
    expect(urls[0]?.pathname).toBe('/api/v1/tasks/4');
    expect(urls[0]?.searchParams.get('expand')).toBe('comments');
    expect(task).not.toHaveProperty('comments');
    expect(task.title).toBe('T');
    expect(comments === null ? null : comments.map((c) => c.id)).toEqual(ids);
  });
});
