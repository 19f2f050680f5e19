import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUrl, createClient, readMaxPermission } from './client';
import { ApiError } from './errors';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function clientWith(handler: Handler, extra: Partial<Parameters<typeof createClient>[0]> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const client = createClient({
    baseUrl: () => 'http://api.test/api/v1/',
    token: () => 'tok',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return handler(String(input), init ?? {});
    },
    ...extra,
  });
  return { client, calls };
}

afterEach(() => vi.useRealTimers());

describe('createClient', () => {
  it('sends snake_case JSON with the bearer token and reads camelCase back', async () => {
    const { client, calls } = clientWith(() => json({ project_id: 5, due_date: '0001-01-01T00:00:00Z' }));
    const { data } = await client.put<{ projectId: number; dueDate: string | null }>('/projects/5/tasks', {
      projectId: 5,
      title: 'x',
    });
    expect(data).toEqual({ projectId: 5, dueDate: null });
    expect(calls[0]?.url).toBe('http://api.test/api/v1/projects/5/tasks');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ project_id: 5, title: 'x' });
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('reads the paging headers', async () => {
    const { client } = clientWith(() =>
      json([{ id: 1 }, { id: 2 }], 200, { 'x-pagination-total-pages': '7', 'x-pagination-result-count': '2' }),
    );
    const page = await client.list<{ id: number }>('/projects', { page: 1 });
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], totalPages: 7, resultCount: 2 });
  });

  it('defaults paging to one page when headers are missing and treats null as empty', async () => {
    const { client } = clientWith(() => json(null));
    expect(await client.list('/labels')).toEqual({ items: [], totalPages: 1, resultCount: 0 });
  });

  it('fetches all pages with listAll', async () => {
    const { client, calls } = clientWith((url) => {
      const page = Number(new URL(url).searchParams.get('page'));
      return json([{ id: page }], 200, { 'x-pagination-total-pages': '3' });
    });
    expect(await client.listAll<{ id: number }>('/labels')).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(calls).toHaveLength(3);
  });

  it.each([
    [403, { code: 3004, message: 'forbidden' }, 3004, 'forbidden'],
    [400, { code: 2002, message: 'Invalid model provided.' }, 2002, 'Invalid model provided.'],
    [500, { message: 'boom' }, null, 'boom'],
  ])('turns %s into ApiError with the server code', async (status, body, code, message) => {
    const { client } = clientWith(() => json(body, status));
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status, code, serverMessage: message });
  });

  it('refuses an HTML page answered with 200', async () => {
    const { client } = clientWith(
      () => new Response('<html>proxy</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    await expect(client.get('/info')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('refuses a truncated JSON body', async () => {
    const { client } = clientWith(
      () => new Response('{"id": 1', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await expect(client.get('/tasks/1')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports a refused connection as a network error', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network' });
  });

  it('times out a hanging request', async () => {
    vi.useFakeTimers();
    const { client } = clientWith(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 1000 },
    );
    const pending = client.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it.each([
    ['JSON', {}],
    ['a download', { blob: true }],
  ])('times out %s whose body stalls after the headers arrived', async (_name, options) => {
    vi.useFakeTimers();
    // Headers at once, then a body that never ends (and ignores the abort, as a stuck proxy might).
    const stalled = () =>
      new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('[{"id":')) }), {
        headers: { 'content-type': 'application/json' },
      });
    const { client } = clientWith(async () => stalled(), { timeoutMs: 1000 });
    const pending = client.get('/stall', options).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it.each([
    ['a list of nulls', [null, null]],
    ['a string', 'tasks'],
    ['an object', { id: 1 }],
  ])('refuses %s where a list is expected', async (_name, body) => {
    const { client } = clientWith(async () => json(body));
    await expect(client.list('/tasks/all')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports a body cut off mid-way as a network error, not a raw exception', async () => {
    const broken = new Response(new ReadableStream({ start: (c) => c.error(new TypeError('network error')) }), {
      headers: { 'content-type': 'application/json' },
    });
    const { client } = clientWith(async () => broken);
    await expect(client.get('/cut')).rejects.toMatchObject({ kind: 'network' });
  });

  it('renews once after a 401 and retries with the new token', async () => {
    let token = 'old';
    const renew = vi.fn(async () => {
      token = 'new';
      return 'new';
    });
    const { client, calls } = clientWith(
      (_url, init) =>
        (init.headers as Record<string, string>).Authorization === 'Bearer new'
          ? json({ ok: true })
          : json({ message: 'expired' }, 401),
      { token: () => token, renewToken: renew },
    );
    expect((await client.get('/user')).data).toEqual({ ok: true });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('tells the renewal which token the refused request carried, not the one current by then', async () => {
    let token = 'old';
    const renew = vi.fn(async () => 'new');
    const { client } = clientWith(
      (_url, init) => {
        if ((init.headers as Record<string, string>).Authorization !== 'Bearer old') return json({ ok: true });
        token = 'renewed elsewhere'; // another request renewed the session while this one was on its way
        return json({ message: 'expired' }, 401);
      },
      { token: () => token, renewToken: renew },
    );
    await client.get('/user');
    expect(renew).toHaveBeenCalledWith('old');
  });

  it('gives up after one renewal that cannot cure the 401', async () => {
    const renew = vi.fn(async () => null);
    const { client, calls } = clientWith(() => json({ message: 'expired' }, 401), { renewToken: renew });
    await expect(client.get('/user')).rejects.toMatchObject({ status: 401 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });
});

describe('uploads and downloads', () => {
  it('sends a multipart body as is, without a JSON content type', async () => {
    const { client, calls } = clientWith(() => json({ success: [] }));
    const form = new FormData();
    form.append('files', new Blob(['hello']), 'a.txt');
    await client.put('/tasks/1/attachments', undefined, { form });
    expect(calls[0]?.init.body).toBe(form);
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('answers raw bytes for a download, and still a coded error when it fails', async () => {
    const { client } = clientWith((url) =>
      url.endsWith('/missing')
        ? json({ code: 4011, message: 'gone' }, 404)
        : new Response('bytes', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    const { data } = await client.get<Blob>('/tasks/1/attachments/2', { blob: true });
    expect(await data.text()).toBe('bytes');
    await expect(client.get('/missing', { blob: true })).rejects.toMatchObject({ code: 4011 });
  });
});

describe('readMaxPermission', () => {
  it.each([
    [{ 'x-max-permission': '2' }, 2],
    [{ 'x-max-right': '1' }, 1],
    [{ 'x-max-permission': '0', 'x-max-right': '2' }, 0],
    [{}, null],
    [{ 'x-max-permission': 'abc' }, null],
  ])('%j → %s', (headers, expected) => expect(readMaxPermission(new Headers(headers))).toBe(expected));
});

describe('buildUrl', () => {
  it.each([
    ['http://h/api/v1', '/tasks', { page: 2, s: 'a b' }, 'http://h/api/v1/tasks?page=2&s=a+b'],
    ['http://h/api/v1/', 'tasks', undefined, 'http://h/api/v1/tasks'],
    [
      'http://h/api/v1',
      '/x',
      { sort_by: ['done', 'id'], skip: undefined },
      'http://h/api/v1/x?sort_by%5B%5D=done&sort_by%5B%5D=id',
    ],
  ])('%s + %s', (base, path, query, expected) => expect(buildUrl(base, path, query)).toBe(expected));
});
