import { describe, expect, it } from 'vitest';
import { isFromCache, isRefreshingKeptCopy } from './cache-state';

const STARTED = 1_000;

describe.each([
  { name: 'kept, fetching again', data: 1, dataUpdatedAt: 500, fetchStatus: 'fetching', kept: true, waits: true },
  { name: 'kept, offline (paused)', data: 1, dataUpdatedAt: 500, fetchStatus: 'paused', kept: true, waits: false },
  { name: 'kept, fetch not started', data: 1, dataUpdatedAt: 500, fetchStatus: 'idle', kept: true, waits: false },
  { name: 'fetched in this page', data: 1, dataUpdatedAt: 1_500, fetchStatus: 'fetching', kept: false, waits: false },
  { name: 'no data yet', data: undefined, dataUpdatedAt: 0, fetchStatus: 'fetching', kept: false, waits: false },
])('$name', ({ kept, waits, ...query }) => {
  it('is or is not a kept answer', () => expect(isFromCache(query, STARTED)).toBe(kept));
  it('is or is not waited for', () => expect(isRefreshingKeptCopy(query, STARTED)).toBe(waits));
});
