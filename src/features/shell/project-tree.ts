import type { Project } from '@/api/types';
import { positionBetween } from '@/lib/position';

export interface TreeRow {
  project: Project;
  depth: number;
  hasChildren: boolean;
}

const byPosition = (a: Project, b: Project) => a.position - b.position || a.id - b.id;

/** The visible rows of the sidebar tree: non-archived real projects, children under expanded parents. */
export function flattenTree(projects: Project[], collapsed: ReadonlySet<number>): TreeRow[] {
  const real = projects.filter((p) => p.id > 0 && !p.isArchived);
  const ids = new Set(real.map((p) => p.id));
  const children = new Map<number, Project[]>();
  for (const p of real) {
    const parent = ids.has(p.parentProjectId) ? p.parentProjectId : 0;
    children.set(parent, [...(children.get(parent) ?? []), p]);
  }
  const rows: TreeRow[] = [];
  const walk = (parent: number, depth: number) => {
    for (const project of [...(children.get(parent) ?? [])].sort(byPosition)) {
      const hasChildren = (children.get(project.id)?.length ?? 0) > 0;
      rows.push({ project, depth, hasChildren });
      if (hasChildren && !collapsed.has(project.id)) walk(project.id, depth + 1);
    }
  };
  walk(0, 0);
  return rows;
}

function isInside(projects: Project[], candidate: number, ancestor: number): boolean {
  const byId = new Map(projects.map((p) => [p.id, p]));
  for (let id = candidate, guard = 0; id > 0 && guard < 1000; guard++) {
    if (id === ancestor) return true;
    id = byId.get(id)?.parentProjectId ?? 0;
  }
  return false;
}

/**
 * Where a dragged row lands when moved from `from` to `to` in the visible rows: right above the
 * first child of an expanded parent makes it that parent's first child, else it becomes the sibling
 * of the row below it (a root at the very end). With `nest` (dragged to the right) it becomes the
 * last child of the row above it instead. Null when nothing changes or it would go inside itself.
 */
export function dropTarget(
  rows: TreeRow[],
  from: number,
  to: number,
  nest = false,
  projects: Project[] = rows.map((r) => r.project),
): { parentProjectId: number; position: number } | null {
  if ((from === to && !nest) || !rows[from] || !rows[to]) return null;
  const moved = [...rows];
  const [active] = moved.splice(from, 1);
  if (!active) return null;
  moved.splice(to, 0, active);
  const prev = moved[to - 1]?.project;
  const next = moved[to + 1]?.project;
  if (nest) {
    if (!prev || isInside(projects, prev.id, active.project.id)) return null;
    const children = projects
      .filter((p) => p.parentProjectId === prev.id && p.id !== active.project.id)
      .sort(byPosition);
    return { parentProjectId: prev.id, position: positionBetween(children[children.length - 1]?.position, null) };
  }
  let parent = 0;
  if (prev && next && next.parentProjectId === prev.id) parent = prev.id;
  else if (next) parent = next.parentProjectId;
  if (parent !== 0 && isInside(projects, parent, active.project.id)) return null;
  const siblings = moved.filter((r) => r.project.parentProjectId === parent || r === active).map((r) => r.project);
  const index = siblings.indexOf(active.project);
  const position = positionBetween(siblings[index - 1]?.position, siblings[index + 1]?.position);
  return { parentProjectId: parent, position };
}
