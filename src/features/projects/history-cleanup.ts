import { KEYS, type KeyValueStorage } from '@/platform/types';

/** The history list without the given projects, order kept. */
export function withoutProjects(history: readonly number[], removed: ReadonlySet<number>): number[] {
  return history.filter((id) => !removed.has(id));
}

/**
 * Drops deleted projects (a project and its children) from the locally kept history, so the overview
 * never offers a project that is gone (deleting a project removes its history entry locally).
 */
export async function forgetProjects(storage: KeyValueStorage, removed: ReadonlySet<number>): Promise<void> {
  const raw = await storage.get<unknown>(KEYS.projectHistory);
  if (!Array.isArray(raw)) return;
  const history = raw.filter((id): id is number => typeof id === 'number');
  const next = withoutProjects(history, removed);
  if (next.length !== raw.length) await storage.set(KEYS.projectHistory, next);
}
