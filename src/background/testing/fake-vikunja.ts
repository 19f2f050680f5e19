/** A tiny in-memory Vikunja for unit tests of background code: a fetch function plus its state. */
export interface FakeTask {
  id: number;
  title: string;
  description: string;
  project_id: number;
  priority?: number;
  due_date?: string;
}

export type CreateMode = 'ok' | 'down' | 'drop-after-create' | 'rate-limit' | 'unauthorized';

export function fakeVikunja(opts: { version?: string; defaultProjectId?: number } = {}) {
  const state = {
    tasks: [] as FakeTask[],
    createMode: 'ok' as CreateMode,
    down: false,
    requests: [] as string[],
    refreshCalls: 0,
    tokenCalls: 0,
    /** Resolves the refresh answer when set; lets tests hold a refresh in flight. */
    refreshGate: null as Promise<void> | null,
    labels: [] as Array<{ id: number; title: string }>,
    /** [taskId, labelId] pairs. */
    taskLabels: [] as Array<[number, number]>,
    /** What GET /notifications answers (snake_case, as the server sends it). */
    notifications: [] as Array<{ id: number; name: string; notification: unknown; read_at: string | null }>,
    /** When set, GET /notifications answers 429 with this Retry-After (seconds). */
    notificationsRetryAfter: null as string | null,
  };
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    state.requests.push(`${method} ${path}`);
    if (state.down) throw new TypeError('Failed to fetch');
    if (path === '/info') return json({ version: opts.version ?? 'v2.5.0' });
    if (path === '/user')
      return json({ id: 1, username: 'u', settings: { default_project_id: opts.defaultProjectId ?? 7 } });
    if (path === '/user/token/refresh' && method === 'POST') {
      state.refreshCalls += 1;
      if (state.refreshGate) await state.refreshGate;
      return json({ token: `refreshed-${state.refreshCalls}` });
    }
    if (path === '/user/token' && method === 'POST') {
      state.tokenCalls += 1;
      return json({ token: `renewed-${state.tokenCalls}` });
    }
    const create = /^\/projects\/(\d+)\/tasks$/.exec(path);
    if (create && method === 'PUT') {
      if (state.createMode === 'down') throw new TypeError('Failed to fetch');
      if (state.createMode === 'rate-limit')
        return json({ message: 'Too many requests' }, 429, { 'retry-after': '60' });
      if (state.createMode === 'unauthorized') return json({ code: 11, message: 'expired' }, 401);
      const body = JSON.parse(String(init.body)) as {
        title: string;
        description: string;
        priority?: number;
        due_date?: string;
      };
      const task = {
        id: state.tasks.length + 1,
        title: body.title,
        description: body.description ?? '',
        project_id: Number(create[1]),
        priority: body.priority,
        due_date: body.due_date,
      };
      state.tasks.push(task);
      // The server wrote the task, but the answer never arrives.
      if (state.createMode === 'drop-after-create') throw new TypeError('network error');
      return json(task, 201);
    }
    if ((path === '/tasks' || path === '/tasks/all') && method === 'GET') {
      const s = url.searchParams.get('s') ?? '';
      return json(state.tasks.filter((t) => t.title.includes(s) || t.description.includes(s)));
    }
    if (path === '/notifications') {
      if (state.notificationsRetryAfter !== null)
        return json({ message: 'Too many requests' }, 429, { 'retry-after': state.notificationsRetryAfter });
      return json(state.notifications);
    }
    if (path === '/labels' && method === 'GET') return json(state.labels);
    if (path === '/labels' && method === 'PUT') {
      const label = { id: state.labels.length + 1, title: (JSON.parse(String(init.body)) as { title: string }).title };
      state.labels.push(label);
      return json(label, 201);
    }
    const taskLabel = /^\/tasks\/(\d+)\/labels$/.exec(path);
    if (taskLabel && method === 'PUT') {
      state.taskLabels.push([Number(taskLabel[1]), (JSON.parse(String(init.body)) as { label_id: number }).label_id]);
      return json({}, 201);
    }
    if (path === '/users') return json([]);
    return json({ message: 'Not Found' }, 404);
  };
  return { state, fetch: fetchImpl as typeof fetch };
}
