import { describe, expect, it } from 'vitest';
import {
  afterAttempt,
  backoffMs,
  isDue,
  markSending,
  newItem,
  nextWake,
  parseRetryAfter,
  retryNow,
  type Outcome,
} from './outbox';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const item = newItem({ id: 'a', title: 'Buy milk', description: '', projectId: 3, source: 'popup' }, T0);

describe('backoffMs', () => {
  it.each([
    [0, 0],
    [1, 5_000],
    [2, 15_000],
    [3, 30_000],
    [4, 60_000],
    [5, 120_000],
    [6, 300_000],
    [7, 900_000],
    [50, 900_000],
  ])('after %i failures waits %i ms', (attempts, ms) => expect(backoffMs(attempts)).toBe(ms));
});

describe('afterAttempt', () => {
  const cases: Array<[string, Outcome, Partial<ReturnType<typeof afterAttempt>> | null]> = [
    ['created → removed', { kind: 'created', taskId: 1, projectId: 3 }, null],
    [
      'unreachable → retry later, outcome unknown',
      { kind: 'unreachable', detail: 'timeout' },
      { state: 'pending', uncertain: true, attempts: 1, nextAttemptAt: T0 + 5_000 },
    ],
    [
      '5xx → retry later, outcome unknown',
      { kind: 'server-error', status: 502 },
      { state: 'pending', uncertain: true, nextAttemptAt: T0 + 5_000 },
    ],
    [
      '429 without Retry-After → backoff, not created',
      { kind: 'rate-limited', retryAfterMs: null },
      { state: 'pending', uncertain: false, nextAttemptAt: T0 + 5_000, lastError: 'rate-limited' },
    ],
    [
      '429 with a longer Retry-After → that wait',
      { kind: 'rate-limited', retryAfterMs: 120_000 },
      { nextAttemptAt: T0 + 120_000 },
    ],
    [
      '401 → wait for a session',
      { kind: 'signed-out' },
      { state: 'pending', uncertain: false, lastError: 'signed-out' },
    ],
    [
      '400 → failed, kept for the person',
      { kind: 'rejected', status: 400, detail: 'bad' },
      { state: 'failed', uncertain: false, lastError: 'bad' },
    ],
  ];
  it.each(cases)('%s', (_name, outcome, expected) => {
    const next = afterAttempt(markSending(item), outcome, T0);
    if (expected === null) expect(next).toBeNull();
    else expect(next).toMatchObject(expected);
  });

  it('keeps growing the wait with every failure', () => {
    let current = item;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      current = afterAttempt(current, { kind: 'unreachable', detail: 'network' }, T0)!;
      waits.push(current.nextAttemptAt - T0);
    }
    expect(waits).toEqual([5_000, 15_000, 30_000, 60_000, 120_000, 300_000, 900_000, 900_000]);
  });
});

describe('isDue', () => {
  const later = { ...item, nextAttemptAt: T0 + 10_000 };
  it.each([
    ['new item', item, T0, {}, true],
    ['waiting for backoff', later, T0, {}, false],
    ['backoff over', later, T0 + 10_000, {}, true],
    ['a person asked (force)', later, T0, { force: true }, true],
    ['force never skips a 429 wait', { ...later, lastError: 'rate-limited' }, T0, { force: true }, false],
    ['failed items wait for the person', { ...item, state: 'failed' as const }, T0, { force: true }, false],
    ['sending in this worker', markSending(item), T0, { ownSending: true }, false],
    ['sending by a stopped worker → look up and retry', markSending(item), T0, {}, true],
  ])('%s', (_name, it_, now, opts, expected) => expect(isDue(it_, now, opts)).toBe(expected));
});

describe('the rest', () => {
  it('marks an item uncertain before it is sent', () => {
    expect(markSending(item)).toMatchObject({ state: 'sending', uncertain: true });
  });

  it('retryNow makes a failed item due', () => {
    expect(retryNow({ ...item, state: 'failed', lastError: 'x' }, T0 + 5)).toMatchObject({
      state: 'pending',
      nextAttemptAt: T0 + 5,
      lastError: undefined,
    });
  });

  it.each([
    [[], null],
    [
      [
        { ...item, nextAttemptAt: T0 + 9 },
        { ...item, nextAttemptAt: T0 + 3 },
      ],
      T0 + 3,
    ],
    [[{ ...item, state: 'failed' as const }], null],
  ])('nextWake(%j) = %j', (items, expected) => expect(nextWake(items)).toBe(expected));

  it.each([
    [null, null],
    ['30', 30_000],
    ['0', 0],
    [new Date(T0 + 60_000).toUTCString(), 60_000],
    ['soon', null],
  ])('Retry-After %j → %j ms', (value, expected) => expect(parseRetryAfter(value, T0)).toBe(expected));
});
