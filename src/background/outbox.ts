/**
 * The outbox's pure rules (nothing is lost; 429 backs off): how an item moves between states and when it
 * is tried again. Storage and HTTP live in outbox-runner.ts.
 */

export interface OutboxItem {
  /** Client id; also written into the task description as a marker so an unknown outcome can be looked up. */
  id: string;
  title: string;
  /** Safe HTML (already escaped), may be empty. */
  description: string;
  /** null: the user's default project, resolved when sent. */
  projectId: number | null;
  source: 'popup' | 'capture' | 'omnibox';
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: 'pending' | 'sending' | 'failed';
  /** The last attempt may have reached the server: look the task up before sending again. */
  uncertain: boolean;
  /** i18n-free short reason of the last failure, for the popup. */
  lastError?: string;
  /** What quick-add magic recognised in the popup: set on the task when it is created. */
  details?: TaskDetails;
}

/** Parsed quick-add parts; labels and assignees by name, resolved (labels created) when sent. */
export interface TaskDetails {
  dueDate?: string | null;
  priority?: number;
  repeatAfter?: number;
  repeatMode?: number;
  labels?: string[];
  assignees?: string[];
}

/** What one attempt ended with. */
export type Outcome =
  | { kind: 'created'; taskId: number; projectId: number }
  /** No answer (refused, reset, timeout, aborted): the task may or may not exist. */
  | { kind: 'unreachable'; detail: string }
  /** 5xx: the server answered but may have written the task before failing. */
  | { kind: 'server-error'; status: number }
  | { kind: 'rate-limited'; retryAfterMs: number | null }
  | { kind: 'signed-out' }
  /** 4xx the server will answer again (bad project, forbidden): keep it for the person to decide. */
  | { kind: 'rejected'; status: number; detail: string };

/** Retry delays: 5 s, 15 s, 30 s, 1 min, 2 min, 5 min, then every 15 min. */
const SCHEDULE_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];
export const MAX_BACKOFF_MS = 900_000;

/** Delay before attempt number `attempts + 1`, after `attempts` failures (attempts ≥ 1). */
export function backoffMs(attempts: number): number {
  if (attempts < 1) return 0;
  return SCHEDULE_MS[attempts - 1] ?? MAX_BACKOFF_MS;
}

/** A sending item older than this was abandoned by a worker that stopped mid-request. */
export const SENDING_STALE_MS = 60_000;

export function newItem(
  input: Pick<OutboxItem, 'id' | 'title' | 'description' | 'projectId' | 'source'> &
    Pick<Partial<OutboxItem>, 'details'>,
  now: number,
): OutboxItem {
  return { ...input, createdAt: now, attempts: 0, nextAttemptAt: now, state: 'pending', uncertain: false };
}

/** Whether an item should be attempted now. `force` (a person asked) skips the backoff but never a 429's wait. */
export function isDue(item: OutboxItem, now: number, opts: { force?: boolean; ownSending?: boolean } = {}): boolean {
  if (item.state === 'failed') return false;
  if (item.state === 'sending') return !opts.ownSending;
  if (opts.force && item.lastError !== 'rate-limited') return true;
  return item.nextAttemptAt <= now;
}

/** Before the request goes out: written to storage first, so a stop mid-request leaves a trace. */
export function markSending(item: OutboxItem): OutboxItem {
  // A crash from here on leaves the outcome unknown.
  return { ...item, state: 'sending', uncertain: true };
}

/** After an attempt: null when the item is done (created), else the item to store. */
export function afterAttempt(item: OutboxItem, outcome: Outcome, now: number): OutboxItem | null {
  const attempts = item.attempts + 1;
  const retry = (extra: Partial<OutboxItem>): OutboxItem => ({
    ...item,
    attempts,
    state: 'pending',
    nextAttemptAt: now + backoffMs(attempts),
    ...extra,
  });
  switch (outcome.kind) {
    case 'created':
      return null;
    case 'unreachable':
      return retry({ uncertain: true, lastError: 'unreachable' });
    case 'server-error':
      return retry({ uncertain: true, lastError: `http ${outcome.status}` });
    case 'rate-limited':
      return retry({
        uncertain: false,
        lastError: 'rate-limited',
        nextAttemptAt: now + Math.max(backoffMs(attempts), outcome.retryAfterMs ?? 0),
      });
    case 'signed-out':
      return retry({ uncertain: false, lastError: 'signed-out' });
    case 'rejected':
      return { ...item, attempts, state: 'failed', uncertain: false, lastError: outcome.detail };
  }
}

/** A person asked to retry a failed item. */
export function retryNow(item: OutboxItem, now: number): OutboxItem {
  return { ...item, state: 'pending', nextAttemptAt: now, lastError: undefined };
}

/** When the next retry alarm should fire, or null when nothing waits. */
export function nextWake(items: OutboxItem[]): number | null {
  const times = items.filter((i) => i.state === 'pending').map((i) => i.nextAttemptAt);
  return times.length ? Math.min(...times) : null;
}

/** Reads Retry-After (seconds or an HTTP date) into ms from now. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
