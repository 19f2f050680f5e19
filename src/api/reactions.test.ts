import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import {
  addReaction,
  listReactions,
  readReactionMap,
  removeReaction,
  withReaction,
  withoutReaction,
  type ReactionMap,
} from './reactions';
import type { User } from './types';

const user = (id: number, name = `u${id}`): User => ({ id, username: name, name: '', created: null, updated: null });
const wire = (id: number) => ({
  id,
  username: `u${id}`,
  name: '',
  created: '2024-01-01T00:00:00Z',
  updated: '0001-01-01T00:00:00Z',
});

describe('readReactionMap', () => {
  it.each<[string, unknown, Record<string, number[]>]>([
    ['null (no reactions)', null, {}],
    ['an empty object', {}, {}],
    ['an object', { '👍': [wire(1), wire(2)], '🎉': [wire(2)] }, { '👍': [1, 2], '🎉': [2] }],
    [
      'an array of maps (as the swagger documents it)',
      [{ '👍': [wire(1)] }, { '👍': [wire(2)], '❤️': [wire(3)] }],
      { '👍': [1, 2], '❤️': [3] },
    ],
    ['duplicate users across maps', [{ '👍': [wire(1)] }, { '👍': [wire(1)] }], { '👍': [1] }],
    ['a reaction without users', { '👍': [] }, {}],
    ['keys kept verbatim', { ':thumbs_up:': [wire(1)] }, { ':thumbs_up:': [1] }],
  ])('%s', (_name, body, expected) => {
    const map = readReactionMap(body);
    expect(Object.fromEntries(Object.entries(map).map(([k, users]) => [k, users.map((u) => u.id)]))).toEqual(expected);
  });

  it('converts the users like any answer (unset dates become null)', () => {
    expect(readReactionMap({ '👍': [wire(1)] })['👍']?.[0]).toEqual({
      id: 1,
      username: 'u1',
      name: '',
      created: '2024-01-01T00:00:00Z',
      updated: null,
    });
  });
});

describe('withReaction / withoutReaction', () => {
  const map: ReactionMap = { '👍': [user(1)], '🎉': [user(1), user(2)] };

  it('adds a user to a new and to an existing reaction, once', () => {
    expect(withReaction(map, '❤️', user(2))['❤️']?.map((u) => u.id)).toEqual([2]);
    expect(withReaction(map, '👍', user(2))['👍']?.map((u) => u.id)).toEqual([1, 2]);
    expect(withReaction(map, '👍', user(1))).toBe(map);
  });

  it('removes a user, dropping a reaction nobody has any more', () => {
    expect(withoutReaction(map, '🎉', 1)['🎉']?.map((u) => u.id)).toEqual([2]);
    expect(Object.keys(withoutReaction(map, '👍', 1))).toEqual(['🎉']);
    expect(withoutReaction(map, '👍', 2)).toBe(map);
    expect(withoutReaction(map, '❤️', 1)).toBe(map);
  });
});

describe('reaction requests', () => {
  function answering(status: number, body: string) {
    const calls: Array<{ method: string; url: string; body: unknown }> = [];
    const client = createClient({
      baseUrl: () => 'http://api.test/api/v1',
      token: () => 'tok',
      fetch: async (input, init) => {
        calls.push({
          method: init?.method ?? 'GET',
          url: String(input),
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        return new Response(body, { status, headers: { 'content-type': 'application/json' } });
      },
    });
    return { client, calls };
  }

  it('lists the reactions of a comment, keys untouched', async () => {
    const { client, calls } = answering(200, JSON.stringify({ ':party_popper:': [wire(4)] }));
    const map = await listReactions(client, 'comments', 9);
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'http://api.test/api/v1/comments/9/reactions' });
    expect(Object.keys(map)).toEqual([':party_popper:']);
    expect(map[':party_popper:']?.[0]?.id).toBe(4);
  });

  it('reads an empty or null answer as no reactions', async () => {
    expect(await listReactions(answering(200, 'null').client, 'tasks', 1)).toEqual({});
    expect(await listReactions(answering(200, '').client, 'tasks', 1)).toEqual({});
  });

  it.each([200, 201])('adds with PUT {value} (answered %s)', async (status) => {
    const { client, calls } = answering(
      status,
      JSON.stringify({ value: '👍', user: wire(1), created: '2024-01-01T00:00:00Z' }),
    );
    await addReaction(client, 'tasks', 3, '👍');
    expect(calls[0]).toEqual({ method: 'PUT', url: 'http://api.test/api/v1/tasks/3/reactions', body: { value: '👍' } });
  });

  it('removes with POST …/delete {value}', async () => {
    const { client, calls } = answering(200, JSON.stringify({ message: 'Successfully deleted.' }));
    await removeReaction(client, 'comments', 5, '🎉');
    expect(calls[0]).toEqual({
      method: 'POST',
      url: 'http://api.test/api/v1/comments/5/reactions/delete',
      body: { value: '🎉' },
    });
  });

  it('surfaces a refusal as an error with the server code', async () => {
    const { client } = answering(403, JSON.stringify({ code: 0, message: 'Forbidden' }));
    await expect(addReaction(client, 'tasks', 3, '👍')).rejects.toMatchObject({ status: 403 });
  });
});
