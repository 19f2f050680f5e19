import type { Project } from '@/api/types';

/** Ids of a project and everything below it: none of them can become its parent. */
export function selfAndDescendants(projects: Project[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const project of projects) {
      if (!out.has(project.id) && out.has(project.parentProjectId)) {
        out.add(project.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Projects that may be chosen as the parent of `id` (real projects only, not itself or below it). */
export function parentCandidates(projects: Project[], id: number): Project[] {
  const excluded = selfAndDescendants(projects, id);
  return projects.filter((p) => p.id > 0 && !excluded.has(p.id)).sort((a, b) => a.title.localeCompare(b.title));
}
