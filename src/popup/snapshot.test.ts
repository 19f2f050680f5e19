import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keptAfterSignOut } from '@/app/session';
import { createExtensionStorage } from '@/platform/extension';
import { KEYS } from '@/platform/types';
import { projectKeys } from '@/queries/projects';
import { upcomingKeys } from '@/queries/upcoming';
import { keepSnapshot, seedFromSnapshot, snapshotOwner } from './snapshot';
import { todayQuery } from './today';

/** A session token as the server issues one: a JWT whose payload names the account. */
const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const API = 'https://vikunja.example/api/v1';
const ann = { apiUrl: API, token: jwt({ id: 1, username: 'ann' }) };
const bob = { apiUrl: API, token: jwt({ id: 2, username: 'bob' }) };
const now = new Date('2026-03-10T09:00:00');
const projects = [{ id: 5, title: 'Inbox' }];
const today = { items: [{ id: 9, title: 'Pay rent' }], totalPages: 1, resultCount: 1 };

afterEach(() => {
  fakeBrowser.reset();
  vi.useRealTimers();
});

describe('snapshotOwner', () => {
  it.each([
    [ann, `${API}#1`],
    [{ apiUrl: 'https://other.example/api/v1', token: ann.token }, 'https://other.example/api/v1#1'],
    [{ apiUrl: API, token: jwt({ username: 'no id' }) }, null],
    [{ apiUrl: API, token: 'tk_an-api-token' }, null],
    [{ apiUrl: API, token: 'h.not-base64!.s' }, null],
  ])('%j → %s', (session, owner) => expect(snapshotOwner(session)).toBe(owner));
});

/** Ann's popup after the server answered: the snapshot kept in storage. */
async function annsSnapshot() {
  const storage = createExtensionStorage();
  const fresh = new QueryClient();
  keepSnapshot(fresh, storage, ann, () => now);
  await fresh.fetchQuery({ queryKey: projectKeys.list(), queryFn: () => projects });
  await fresh.fetchQuery({ queryKey: upcomingKeys.list(todayQuery(now)), queryFn: () => today });
  await vi.waitFor(async () =>
    expect(await storage.get(KEYS.popupSnapshot)).toMatchObject({ data: { projects, today } }),
  );
  return storage;
}

describe('the popup snapshot', () => {
  it('is written when data arrives from the server and seeds the next popup of the same account, marked stale', async () => {
    const storage = await annsSnapshot();
    const next = new QueryClient();
    expect(await seedFromSnapshot(next, storage, ann, now)).toBe(true);
    expect(next.getQueryData(projectKeys.list())).toEqual(projects);
    expect(next.getQueryData(upcomingKeys.list(todayQuery(now)))).toEqual(today);
    // Shown at once, asked for again as soon as a query mounts.
    expect(next.getQueryState(projectKeys.list())?.isInvalidated).toBe(true);
  });

  it.each([
    ['another account on the same server', bob, now],
    ['the same account id on another server', { apiUrl: 'https://other.example/api/v1', token: ann.token }, now],
  ])('is never shown to %s', async (_who, session, at) => {
    const storage = await annsSnapshot();
    const other = new QueryClient();
    expect(await seedFromSnapshot(other, storage, session, at)).toBe(false);
    expect(other.getQueryData(projectKeys.list())).toBeUndefined();
  });

  it("shows yesterday's projects but not yesterday's today list the next day", async () => {
    const storage = await annsSnapshot();
    const tomorrow = new Date('2026-03-11T09:00:00');
    const next = new QueryClient();
    await seedFromSnapshot(next, storage, ann, tomorrow);
    expect(next.getQueryData(projectKeys.list())).toEqual(projects);
    expect(next.getQueryData(upcomingKeys.list(todayQuery(tomorrow)))).toBeUndefined();
  });

  it('is not rewritten by its own seeding, and an older stored shape is ignored', async () => {
    const storage = createExtensionStorage();
    await storage.set(KEYS.popupSnapshot, {
      version: 0,
      owner: `${API}#1`,
      savedAt: 1,
      day: '2026-03-10',
      data: { projects },
    });
    const queryClient = new QueryClient();
    const set = vi.spyOn(storage, 'set');
    keepSnapshot(queryClient, storage, ann, () => now);
    expect(await seedFromSnapshot(queryClient, storage, ann, now)).toBe(false);
    queryClient.setQueryData(projectKeys.list(), projects);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(set).not.toHaveBeenCalled();
  });

  it('is wiped at sign-out', () => expect(keptAfterSignOut(KEYS.popupSnapshot)).toBe(false));
});
