import type { ApiClient } from './client';
import { fromApi } from './case';
import type { User } from './types';

/**
 * Reactions on tasks and task comments: `/{kind}/{id}/reactions` (GET, PUT to add, POST …/delete to remove).
 * The three supported releases (0.24.6, 1.1.0, 2.5.0) describe them alike; only the status of an added
 * reaction differs (200 up to 1.x, 201 in 2.x), which a client reading any 2xx need not branch on.
 */
export type ReactionKind = 'tasks' | 'comments';

/** A reaction (an emoji or short text, up to 20 characters) → who reacted with it, in reacting order. */
export type ReactionMap = Record<string, User[]>;

/** The longest reaction a server accepts, in characters. */
export const REACTION_MAX_LENGTH = 20;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads a reaction map as servers send it: an object, null when there are none, or (as the swagger
 * documents the list endpoint) an array of such objects. The keys are kept exactly as sent, since a
 * reaction such as `:thumbs_up:` is data, not a field name; the users are converted like any answer.
 */
export function readReactionMap(body: unknown): ReactionMap {
  const maps = Array.isArray(body) ? body : [body];
  const out: ReactionMap = {};
  for (const map of maps) {
    if (!isRecord(map)) continue;
    for (const [value, users] of Object.entries(map)) {
      if (!Array.isArray(users) || users.length === 0) continue;
      const known = out[value] ?? [];
      for (const user of fromApi<User[]>(users)) if (!known.some((k) => k.id === user.id)) known.push(user);
      out[value] = known;
    }
  }
  return out;
}

/** The map with `user` added to `value` (once). */
export function withReaction(map: ReactionMap, value: string, user: User): ReactionMap {
  const users = map[value] ?? [];
  if (users.some((u) => u.id === user.id)) return map;
  return { ...map, [value]: [...users, user] };
}

/** The map without `userId`'s `value`; a reaction nobody has any more disappears. */
export function withoutReaction(map: ReactionMap, value: string, userId: number): ReactionMap {
  const users = map[value];
  if (!users?.some((u) => u.id === userId)) return map;
  const rest = users.filter((u) => u.id !== userId);
  const { [value]: _removed, ...others } = map;
  return rest.length ? { ...others, [value]: rest } : others;
}

/** Every reaction on a task or a comment. */
export async function listReactions(client: ApiClient, kind: ReactionKind, id: number): Promise<ReactionMap> {
  // Read as raw text so the reactions (the map's keys) escape the snake_case → camelCase conversion.
  const { data } = await client.get<Blob>(`/${kind}/${id}/reactions`, { blob: true });
  const text = await data.text();
  return readReactionMap(text.trim() ? (JSON.parse(text) as unknown) : null);
}

/** Adds the caller's reaction; the server does nothing when it exists already. */
export async function addReaction(client: ApiClient, kind: ReactionKind, id: number, value: string): Promise<void> {
  await client.put(`/${kind}/${id}/reactions`, { value });
}

/** Removes the caller's reaction. */
export async function removeReaction(client: ApiClient, kind: ReactionKind, id: number, value: string): Promise<void> {
  await client.post(`/${kind}/${id}/reactions/delete`, { value });
}
