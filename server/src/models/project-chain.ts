import type { AppState } from '../context.ts';
import type { ProjectLink } from './permissions.ts';

/** What the JSON of a task reads of its project and the project's ancestors. */
export type ChainProject = ProjectLink & { identifier: string };

/** The projects and all their ancestors, in one statement however many and however deep (a loop is read once). */
export function projectsWithAncestors(app: AppState, ids: Iterable<number>): Map<number, ChainProject> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = app.db
    .prepare(
      `WITH RECURSIVE chain(id) AS (
         SELECT value FROM json_each(?)
         UNION SELECT p.parent_project_id FROM projects p JOIN chain c ON p.id = c.id WHERE p.parent_project_id > 0
       )
       SELECT id, owner_id, parent_project_id, identifier FROM projects WHERE id IN (SELECT id FROM chain)`,
    )
    .all(JSON.stringify(wanted)) as ChainProject[];
  return new Map(rows.map((p) => [p.id, p]));
}
