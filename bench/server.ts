import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/src/server.ts';
import { BUDGETS } from './budgets';
import { percentile, round } from './stats';

const TASKS = 10_000;
const SAMPLES = 60;

export async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = {
    'content-type': 'application/json',
    ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
  };
  const response = await fetch(url, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function timed(samples: number, fn: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return { median: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

/** Latency of the task collections on a 10,000-task project, and task creation throughput. */
export async function benchServer(): Promise<string[]> {
  const data = mkdtempSync(join(tmpdir(), 'vk-bench-'));
  const server = await startServer({ port: 0, data });
  const api = `${server.url}/api/v1`;
  try {
    const user = { username: 'bench', email: 'bench@example.com', password: 'bench-password' };
    await call(`${api}/register`, { method: 'POST', body: JSON.stringify(user) });
    const { token } = await call<{ token: string }>(`${api}/login`, { method: 'POST', body: JSON.stringify(user) });
    const project = await call<{ id: number }>(`${api}/projects`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ title: 'Bench' }),
    });
    const views = await call<Array<{ id: number; view_kind: string }>>(`${api}/projects/${project.id}/views`, {
      token,
    });
    const list = views.find((v) => v.view_kind === 'list');
    const kanban = views.find((v) => v.view_kind === 'kanban');
    if (!list || !kanban) throw new Error('the project has no list or kanban view');

    const start = performance.now();
    for (let i = 0; i < TASKS; i++) {
      await call(`${api}/projects/${project.id}/tasks`, {
        method: 'PUT',
        token,
        body: JSON.stringify({ title: `Task ${i}`, priority: i % 6, done: i % 4 === 0 }),
      });
    }
    const rps = round(TASKS / ((performance.now() - start) / 1000), 0);

    const base = `${api}/projects/${project.id}/views`;
    const listPage = await timed(SAMPLES, () => call(`${base}/${list.id}/tasks?page=3&per_page=50`, { token }));
    const filter = encodeURIComponent('done = false && priority >= 3');
    const filtered = await timed(SAMPLES, () =>
      call(`${base}/${list.id}/tasks?per_page=50&filter=${filter}`, { token }),
    );
    const board = await timed(SAMPLES, () => call(`${base}/${kanban.id}/tasks`, { token }));
    return [
      `server task creation (sequential PUT, one client): ${rps} tasks/s over ${TASKS}`,
      `server list view page of 50 on ${TASKS} tasks: median ${listPage.median} ms, p95 ${listPage.p95} ms (goal ≤ ${BUDGETS.serverPageMs} ms median)`,
      `server filtered view (done = false && priority >= 3): median ${filtered.median} ms, p95 ${filtered.p95} ms`,
      `server kanban view (buckets, 25 tasks each): median ${board.median} ms, p95 ${board.p95} ms`,
    ];
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}
