import type { ProjectView } from '@/api/types';
import { filterTextOf } from '@/api/views';

/** Where the done tasks of a list view come from. */
export type DoneSource = { kind: 'project'; projectId: number } | { kind: 'view'; projectId: number; viewId: number };

const PREFERRED: ReadonlyArray<ProjectView['viewKind']> = ['table', 'list', 'gantt'];

/**
 * A real project's done tasks are read across projects with `project = id`. A pseudo-project (a saved
 * filter or Favourites, negative id) is no project the filter language knows: its done tasks come from one
 * of its own views whose filter does not hide them (a list view usually says `done = false`); the server
 * then applies the saved filter itself. Null when it has no such view (kanban views answer buckets).
 */
export function doneSourceOf(projectId: number, views: ProjectView[] | null | undefined): DoneSource | null {
  if (projectId > 0) return { kind: 'project', projectId };
  const open = (views ?? []).filter((v) => v.viewKind !== 'kanban' && filterTextOf(v.filter).trim() === '');
  for (const kind of PREFERRED) {
    const view = open.find((v) => v.viewKind === kind);
    if (view) return { kind: 'view', projectId, viewId: view.id };
  }
  return null;
}
