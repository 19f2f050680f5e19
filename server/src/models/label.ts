import type { AppState, Auth } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { nowIso } from '../time.ts';
import { IN_JSON } from './paging.ts';
import { readableProjectIds } from './permissions.ts';
import { normaliseHex } from './project.ts';
import { atomically } from './transaction.ts';
import { userJsonById, usersJsonByIds } from './user.ts';

export interface LabelRow {
  id: number;
  title: string;
  description: string;
  hex_color: string;
  created_by_id: number;
  created: string;
  updated: string;
}

/** models.Label. */
export function labelJson(
  app: AppState,
  l: LabelRow,
  createdBy: Record<string, unknown> | null = userJsonById(app, l.created_by_id),
): Record<string, unknown> {
  return {
    id: l.id,
    title: l.title,
    description: l.description,
    hex_color: l.hex_color,
    created_by: createdBy,
    created: l.created,
    updated: l.updated,
  };
}

/** models.Label of each label, the creators read in one lookup for all. */
export function labelsJson(app: AppState, labels: LabelRow[]): Record<string, unknown>[] {
  const creator = usersJsonByIds(
    app,
    labels.map((l) => l.created_by_id),
  );
  return labels.map((l) => labelJson(app, l, creator(l.created_by_id)));
}

/** Labels a caller may see: their own plus those on tasks they can read (Vikunja's rule). */
export function visibleLabelIds(app: AppState, auth: Auth): Set<number> {
  const projects = readableProjectIds(app, auth);
  const own =
    auth.kind === 'user'
      ? (app.db.prepare('SELECT id FROM labels WHERE created_by_id = ?').all(auth.userId) as { id: number }[])
      : [];
  const onTasks = projects.length
    ? (app.db
        .prepare(
          `SELECT DISTINCT lt.label_id AS id FROM label_tasks lt JOIN tasks t ON t.id = lt.task_id WHERE t.project_id ${IN_JSON}`,
        )
        .all(JSON.stringify(projects)) as { id: number }[])
    : [];
  return new Set([...own, ...onTasks].map((r) => r.id));
}

export function getLabel(app: AppState, id: number): LabelRow {
  const l = app.db.prepare('SELECT * FROM labels WHERE id = ?').get(id) as LabelRow | undefined;
  if (!l) throw apiError(404, CODE.labelNotFound, 'This label does not exist.');
  return l;
}

/** A label the caller may see (8003 otherwise); `own` demands they created it. */
export function accessibleLabel(app: AppState, auth: Auth, id: number, own = false): LabelRow {
  const l = getLabel(app, id);
  const allowed = own ? l.created_by_id === auth.userId : visibleLabelIds(app, auth).has(id);
  if (!allowed) throw apiError(403, CODE.labelForbidden, 'You do not have access to this label.');
  return l;
}

export interface LabelFields {
  title: string;
  description: string;
  hex_color: string;
}

export function createLabel(app: AppState, userId: number, l: LabelFields): LabelRow {
  const now = nowIso();
  const info = app.db
    .prepare(
      'INSERT INTO labels (title, description, hex_color, created_by_id, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(l.title, l.description, normaliseHex(l.hex_color), userId, now, now);
  return getLabel(app, Number(info.lastInsertRowid));
}

export function updateLabel(app: AppState, id: number, l: LabelFields): LabelRow {
  app.db
    .prepare('UPDATE labels SET title = ?, description = ?, hex_color = ?, updated = ? WHERE id = ?')
    .run(l.title, l.description, normaliseHex(l.hex_color), nowIso(), id);
  return getLabel(app, id);
}

/** Deletes a label and takes it off every task. */
export function deleteLabel(app: AppState, id: number): void {
  atomically(app, () => {
    app.db.prepare('DELETE FROM label_tasks WHERE label_id = ?').run(id);
    app.db.prepare('DELETE FROM labels WHERE id = ?').run(id);
  });
}
