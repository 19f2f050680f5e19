import { readMaxPermission, type ApiClient } from './client';
import type { Project, User } from './types';

const ADMIN = 2;
const PARALLEL = 4;
const FAVORITES = -1;

/** The entity with `permission` as the caller's permission, whatever its body said (none when it is unknown). */
export function withPermission<T extends { maxPermission?: number; maxRight?: number }>(
  data: T,
  permission: number | null | undefined,
): T {
  const { maxPermission: _body, maxRight: _old, ...rest } = data;
  return (permission === null || permission === undefined ? rest : { ...rest, maxPermission: permission }) as T;
}

/**
 * A single read's body never tells the caller's permission (1.x/2.x always send `max_permission: 0` there,
 * 0.24 nothing): it travels in the x-max-permission / x-max-right header alone.
 */
export function withHeaderPermission<T extends { maxPermission?: number; maxRight?: number }>(
  data: T,
  headers: Headers,
): T {
  return withPermission(data, readMaxPermission(headers));
}

/** The caller's permission on one project, from the single read's header; null when the server sent none. */
export async function readProjectPermission(client: ApiClient, id: number): Promise<number | null> {
  const { headers } = await client.get<Project>(`/projects/${id}`);
  return readMaxPermission(headers);
}

async function myId(client: ApiClient): Promise<number | null> {
  try {
    return (await client.get<User>('/user', { retryOn401: false })).data.id;
  } catch {
    return null; // a link share has no account: every project is then read one by one
  }
}

/**
 * Fills in the permission of listed projects that came without one (0.24 lists carry none): the owner's
 * projects are theirs to administer; the others are read one by one for their header, a few at a time.
 */
export async function fillListedPermissions(client: ApiClient, projects: Project[]): Promise<Project[]> {
  const missing = projects.filter(
    (p) => p.id !== FAVORITES && p.maxPermission === undefined && p.maxRight === undefined,
  );
  if (missing.length === 0) return projects;
  const known = new Map<number, number | null>();
  // Saved filters are listed to their owner only.
  missing.filter((p) => p.id < FAVORITES).forEach((p) => known.set(p.id, ADMIN));
  const me = missing.some((p) => p.id > 0) ? await myId(client) : null;
  const toRead = missing.filter((p) => {
    if (me !== null && p.owner?.id === me) known.set(p.id, ADMIN);
    return !known.has(p.id);
  });
  for (let i = 0; i < toRead.length; i += PARALLEL) {
    const batch = toRead.slice(i, i + PARALLEL);
    const read = await Promise.all(batch.map((p) => readProjectPermission(client, p.id).catch(() => null)));
    batch.forEach((p, n) => known.set(p.id, read[n] ?? null));
  }
  return projects.map((p) => {
    const permission = known.get(p.id);
    return permission === undefined || permission === null ? p : { ...p, maxPermission: permission };
  });
}
