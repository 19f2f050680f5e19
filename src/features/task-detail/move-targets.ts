import type { Project } from '@/api/types';
import { readPermission } from '@/api/version';

/**
 * Projects a task can move to: real (not the favourites or saved-filter pseudo-projects), not
 * archived, writable, not the one it is in, matching the search (case-insensitive), by title.
 */
export function moveTargets(projects: readonly Project[], currentProjectId: number, search: string): Project[] {
  const needle = search.trim().toLocaleLowerCase();
  return projects
    .filter((p) => p.id > 0 && p.id !== currentProjectId && !p.isArchived && (readPermission(p) ?? 0) > 0)
    .filter((p) => needle === '' || p.title.toLocaleLowerCase().includes(needle))
    .sort((a, b) => a.title.localeCompare(b.title));
}
