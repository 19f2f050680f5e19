import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/src/server.ts';
import { call } from './server';
import { percentile, round } from './stats';

const BUCKETS = 20;
const TASKS_PER_BUCKET = 1_000;
const SHARES = 200;
const SAMPLES = 25;

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return round(percentile(times, 50));
}

/**
 * The local server's kanban answers on a board of 20 buckets × 1,000 tasks (written straight into the
 * database), buckets made by four accounts, and a project with 200 link shares.
 */
export async function benchKanbanBoard(): Promise<string[]> {
  const data = mkdtempSync(join(tmpdir(), 'vk-board-'));
  const server = await startServer({ port: 0, data, maxItemsPerPage: SHARES });
  const api = `${server.url}/api/v1`;
  try {
    const users: Array<{ id: number; token: string }> = [];
    for (const name of ['board0', 'board1', 'board2', 'board3']) {
      const user = { username: name, email: `${name}@example.com`, password: 'bench-password' };
      const { id } = await call<{ id: number }>(`${api}/register`, { method: 'POST', body: JSON.stringify(user) });
      const login = await call<{ token: string }>(`${api}/login`, { method: 'POST', body: JSON.stringify(user) });
      users.push({ id, token: login.token });
    }
    const owner = users[0]!;
    const project = await call<{ id: number }>(`${api}/projects`, {
      method: 'PUT',
      token: owner.token,
      body: JSON.stringify({ title: 'Board' }),
    });
    const views = await call<Array<{ id: number; view_kind: string }>>(`${api}/projects/${project.id}/views`, {
      token: owner.token,
    });
    const kanban = views.find((v) => v.view_kind === 'kanban')?.id ?? 0;
    const db = server.db;
    const now = new Date().toISOString();
    db.transaction(() => {
      db.prepare('DELETE FROM buckets WHERE project_view_id = ?').run(kanban);
      db.prepare('UPDATE project_views SET default_bucket_id = 0, done_bucket_id = 0 WHERE id = ?').run(kanban);
      const bucket = db.prepare(
        'INSERT INTO buckets (title, project_view_id, position, created_by_id, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
      );
      const task = db.prepare(
        'INSERT INTO tasks (title, project_id, "index", created_by_id, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
      );
      const inBucket = db.prepare('INSERT INTO task_buckets (task_id, bucket_id, project_view_id) VALUES (?, ?, ?)');
      const position = db.prepare('INSERT INTO task_positions (task_id, project_view_id, position) VALUES (?, ?, ?)');
      for (let b = 0; b < BUCKETS; b++) {
        const creator = users[b % users.length]!.id;
        const bucketId = Number(bucket.run(`Bucket ${b}`, kanban, (b + 1) * 65536, creator, now, now).lastInsertRowid);
        for (let i = 0; i < TASKS_PER_BUCKET; i++) {
          const n = b * TASKS_PER_BUCKET + i + 1;
          const taskId = Number(task.run(`Task ${n}`, project.id, n, owner.id, now, now).lastInsertRowid);
          inBucket.run(taskId, bucketId, kanban);
          // Half the tasks were dragged once: a stored position in the view.
          if (i % 2) position.run(taskId, kanban, (TASKS_PER_BUCKET - i) * 65536);
        }
      }
      const share = db.prepare(
        'INSERT INTO link_shares (hash, name, project_id, permission, sharing_type, shared_by_id, created, updated) VALUES (?, ?, ?, 0, 1, ?, ?, ?)',
      );
      for (let s = 0; s < SHARES; s++)
        share.run(`hash-${s}`, `Share ${s}`, project.id, users[s % users.length]!.id, now, now);
    })();
    const get = (path: string) => () => call(`${api}${path}`, { token: owner.token });
    const board = await median(get(`/projects/${project.id}/views/${kanban}/tasks`));
    const buckets = await median(get(`/projects/${project.id}/views/${kanban}/buckets`));
    const shares = await median(get(`/projects/${project.id}/shares?per_page=${SHARES}`));
    return [
      `kanban board, ${BUCKETS} buckets × ${TASKS_PER_BUCKET} tasks: median ${board} ms`,
      `bucket list of ${BUCKETS}: median ${buckets} ms`,
      `link-share list of ${SHARES}: median ${shares} ms`,
    ];
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}
