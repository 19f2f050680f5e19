import { getUser } from '@/api/auth';
import { createClient, type ApiClient } from '@/api/client';
import { isApiError } from '@/api/errors';
import { listLabels } from '@/api/labels';
import { attachByName } from '@/api/quick-add';
import { createTask, listAllTasks } from '@/api/tasks';
import type { ServerInfo, Task } from '@/api/types';
import { featuresFor } from '@/api/version';
import { KEYS, type KeyValueStorage } from '@/platform/types';
import { afterAttempt, isDue, markSending, nextWake, parseRetryAfter, type OutboxItem, type Outcome } from './outbox';
import type { SessionOwner } from './session-owner';

/** Where outbox items live: one storage key each, so writers never overwrite each other's items. */
export interface OutboxStore {
  list(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
}

/** After a 429 the whole server is left alone until then (epoch ms), whatever item is next. */
export const PAUSE_KEY = KEYS.outboxPausedUntil;

export interface Created {
  taskId: number;
  projectId: number;
  title: string;
}

export interface OutboxRunnerDeps {
  store: OutboxStore;
  storage: KeyValueStorage;
  owner: SessionOwner;
  fetch?: typeof fetch;
  now?: () => number;
  /** Told the time of the next due retry (null: nothing waits), to set an alarm. */
  schedule?: (at: number | null) => void;
  onCreated?: (item: OutboxItem, created: Created) => void;
}

/**
 * The marker that ties a task to its outbox item. It goes into the description as an HTML
 * comment (invisible in every Vikunja client, kept by the server, searchable through `s`), so
 * after an unknown outcome the task can be found by this id instead of being created twice.
 */
export function outboxMarker(id: string): string {
  return `<!-- vikunja-browser:${id} -->`;
}

function outcomeOf(error: unknown, now: number): Outcome {
  if (isApiError(error) && error.kind === 'session-ended') return { kind: 'signed-out' };
  if (!isApiError(error) || error.kind !== 'http')
    return { kind: 'unreachable', detail: isApiError(error) ? error.kind : 'error' };
  if (error.status === 429) return { kind: 'rate-limited', retryAfterMs: parseRetryAfter(error.retryAfter, now) };
  if (error.status === 401) return { kind: 'signed-out' };
  if (error.status >= 500) return { kind: 'server-error', status: error.status };
  return { kind: 'rejected', status: error.status, detail: error.serverMessage ?? `http ${error.status}` };
}

/** Sends due outbox items one at a time; runs are chained so only one is ever in flight. */
export function createOutboxRunner(deps: OutboxRunnerDeps) {
  const now = deps.now ?? Date.now;
  const sending = new Set<string>();
  const created = new Map<string, Created>();
  let chain: Promise<unknown> = Promise.resolve();

  async function findExisting(client: ApiClient, item: OutboxItem): Promise<Task | null> {
    const info = await client.get<ServerInfo>('/info', { anonymous: true });
    const route = featuresFor(info.data?.version);
    const marker = outboxMarker(item.id);
    // By the id first (servers that search descriptions), then by title (those that do not).
    for (const s of [item.id, item.title]) {
      // Newest first: the task, if it exists, was created moments ago.
      const page = await listAllTasks(client, route, { s, perPage: 50, sortBy: ['id'], orderBy: ['desc'] });
      const hit = page.items.find((task) => (task.description ?? '').includes(marker));
      if (hit) return hit;
    }
    return null;
  }

  /** One try; `sent` tells whether the create request went out (else the item's uncertainty is unchanged). */
  async function attempt(client: ApiClient, item: OutboxItem): Promise<{ outcome: Outcome; sent: boolean }> {
    let sent = false;
    try {
      if (item.uncertain) {
        const existing = await findExisting(client, item);
        if (existing) return { outcome: { kind: 'created', taskId: existing.id, projectId: existing.projectId }, sent };
      }
      const projectId = item.projectId ?? (await getUser(client)).settings?.defaultProjectId;
      if (!projectId) return { outcome: { kind: 'rejected', status: 0, detail: 'no default project' }, sent };
      await deps.store.put(markSending(item));
      sending.add(item.id);
      sent = true;
      const description = `${item.description}${outboxMarker(item.id)}`;
      const { labels = [], assignees = [], ...fields } = item.details ?? {};
      const task = await createTask(client, projectId, {
        title: item.title,
        description,
        ...fields,
        dueDate: fields.dueDate ?? undefined,
      });
      if (labels.length > 0 || assignees.length > 0) {
        // The task exists now: a failure here leaves it without them rather than creating it twice.
        await attachByName(
          client,
          task.id,
          { labels, assignees },
          labels.length > 0 ? await listLabels(client) : [],
        ).catch(() => undefined);
      }
      return { outcome: { kind: 'created', taskId: task.id, projectId: task.projectId || projectId }, sent };
    } catch (error) {
      return { outcome: outcomeOf(error, now()), sent };
    } finally {
      sending.delete(item.id);
    }
  }

  async function run(force: boolean): Promise<void> {
    const [apiUrl, token] = await Promise.all([
      deps.storage.get<string>(KEYS.apiUrl),
      deps.storage.get<string>(KEYS.token),
    ]);
    const items = (await deps.store.list()).sort((a, b) => a.createdAt - b.createdAt);
    const pausedUntil = (await deps.storage.get<number>(PAUSE_KEY)) ?? 0;
    if (pausedUntil > now()) {
      deps.schedule?.(pausedUntil);
      return;
    }
    if (apiUrl && token) {
      let current = token;
      const client = createClient({
        baseUrl: () => apiUrl,
        token: () => current,
        renewToken: async () => (current = (await deps.owner.tokenFor(current)) ?? current),
        fetch: deps.fetch,
        timeoutMs: 15_000,
      });
      for (const item of items) {
        if (!isDue(item, now(), { force, ownSending: sending.has(item.id) })) continue;
        const { outcome, sent } = await attempt(client, item);
        const next = afterAttempt(item, outcome, now());
        if (next && !sent) next.uncertain = item.uncertain;
        if (next) await deps.store.put(next);
        else await deps.store.remove(item.id);
        if (outcome.kind === 'created') {
          const done = { taskId: outcome.taskId, projectId: outcome.projectId, title: item.title };
          created.set(item.id, done);
          deps.onCreated?.(item, done);
        }
        if (outcome.kind === 'rate-limited' && next) await deps.storage.set(PAUSE_KEY, next.nextAttemptAt);
        // The server is down or busy: the rest waits for the next wake-up instead of hammering it.
        if (outcome.kind === 'unreachable' || outcome.kind === 'rate-limited' || outcome.kind === 'signed-out') break;
      }
    }
    deps.schedule?.(nextWake(await deps.store.list()));
  }

  return {
    /** Sends what is due (everything pending when `force`); resolves with what this worker created so far. */
    flush(force = false): Promise<Record<string, Created>> {
      const next = chain.then(() => run(force));
      chain = next.catch(() => undefined);
      return next.then(() => Object.fromEntries(created));
    },
  };
}
