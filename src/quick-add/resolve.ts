import type { Label, Project, User } from '@/api/types';
import { QuickAddError } from './errors';

export interface ProjectContext {
  projects: Project[];
  /** The project of the current route, if any. */
  routeProjectId: number | null;
  /** The user's settings.defaultProjectId (0 or null when unset). */
  defaultProjectId: number | null;
}

/**
 * The project a task goes to: a named project by exact title, then by identifier
 * (case-insensitive); without a name the route's project when it is a real one (saved filters and
 * Favourites are pseudo-projects with negative ids and hold no tasks), then the default project.
 * A name that matches nothing is UNKNOWN_PROJECT; nothing at all is NO_PROJECT.
 */
export function resolveProject(name: string | null, ctx: ProjectContext): number {
  if (name !== null) {
    const lower = name.toLowerCase();
    const found =
      ctx.projects.find((p) => p.title === name) ??
      ctx.projects.find((p) => p.identifier !== '' && p.identifier.toLowerCase() === lower);
    if (!found) throw new QuickAddError('UNKNOWN_PROJECT', name);
    return found.id;
  }
  if (ctx.routeProjectId !== null && ctx.routeProjectId > 0) return ctx.routeProjectId;
  if (ctx.defaultProjectId) return ctx.defaultProjectId;
  throw new QuickAddError('NO_PROJECT');
}

/** Splits label names into existing labels (matched case-insensitively) and names to create. */
export function matchLabels(names: string[], existing: Label[]): { found: Label[]; missing: string[] } {
  const found: Label[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const label = existing.find((l) => l.title.toLowerCase() === name.toLowerCase());
    if (label) found.push(label);
    else if (!missing.some((m) => m.toLowerCase() === name.toLowerCase())) missing.push(name);
  }
  return { found, missing };
}

const fields = (u: User): string[] =>
  [u.username, u.name, u.email ?? ''].filter((f) => f !== '').map((f) => f.toLowerCase());

/**
 * The user an assignee name means, from a user search: a lone result matches when the name
 * is part of its username, name or email; among several results only an exact match counts.
 */
export function matchAssignee(name: string, results: User[]): User | null {
  const query = name.toLowerCase();
  if (results.length === 1) {
    const [only] = results;
    return only && fields(only).some((f) => f.includes(query)) ? only : null;
  }
  return results.find((u) => fields(u).includes(query)) ?? null;
}
