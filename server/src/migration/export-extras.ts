import fs from 'node:fs';
import path from 'node:path';
import type { AppState, Auth } from '../context.ts';
import { projectsJson } from '../models/project.ts';
import { tasksJson } from '../models/task-json.ts';
import { usersJsonByIds } from '../models/user.ts';
import { exportedComments, exportedProjects, exportedTasks, exportedViewParts } from '../models/user-export.ts';

type Json = Record<string, unknown>;

/**
 * The projects the user owns as a Vikunja export holds them: the API's project JSON with its tasks, and
 * beyond it per project its `buckets`, `task_buckets`, `positions` and `background_file_id`, per task its
 * `comments`; and the bytes of attachments and backgrounds as `files/<file id>` entries. Everything is
 * read once for all projects and tasks, so the number of statements does not grow with the account.
 */
export function exportedProjectsJson(
  app: AppState,
  userId: number,
): { projects: Json[]; files: { name: string; data: Buffer }[] } {
  const auth: Auth = { kind: 'user', userId, sessionId: null, apiTokenId: null };
  const projects = exportedProjects(app, userId);
  const projectIds = projects.map((p) => p.id);
  const tasksOf = exportedTasks(app, projectIds);
  const tasks = projects.flatMap((p) => tasksOf.get(p.id) ?? []);
  const taskJson = new Map(tasksJson(app, auth, tasks).map((t, i) => [tasks[i]?.id, t]));
  const comments = exportedComments(
    app,
    tasks.map((t) => t.id),
  );
  const author = usersJsonByIds(
    app,
    [...comments.values()].flat().map((c) => c.author_id),
  );
  const parts = exportedViewParts(app, projectIds);
  const fileIds = new Set<number>();
  const out = projectsJson(app, auth, projects, () => 2).map((json, i) => {
    const p = projects[i]!;
    const background = p.background_file_id ?? 0;
    if (background) fileIds.add(background);
    const projectTasks = (tasksOf.get(p.id) ?? []).map((row) => {
      const t = taskJson.get(row.id) ?? {};
      for (const a of (Array.isArray(t.attachments) ? t.attachments : []) as { file?: { id?: number } }[])
        if (a.file?.id) fileIds.add(a.file.id);
      return {
        ...t,
        comments: (comments.get(row.id) ?? []).map((c) => ({
          id: c.id,
          comment: c.comment,
          author: author(c.author_id),
          created: c.created,
          updated: c.updated,
        })),
      };
    });
    return {
      ...json,
      tasks: projectTasks,
      background_file_id: background,
      buckets: parts.buckets.get(p.id) ?? [],
      task_buckets: parts.taskBuckets.get(p.id) ?? [],
      positions: parts.positions.get(p.id) ?? [],
    };
  });
  const files = [...fileIds].flatMap((id) => {
    const file = path.join(app.filesDir, String(id));
    return fs.existsSync(file) ? [{ name: `files/${id}`, data: fs.readFileSync(file) }] : [];
  });
  return { projects: out, files };
}
