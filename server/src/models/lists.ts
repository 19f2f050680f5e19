import type { AppState } from '../context.ts';
import type { LabelRow } from './label.ts';
import { IN_JSON, selectPage, type Paged, type PageWindow } from './paging.ts';
import type { ProjectRow } from './project.ts';
import type {
  AttachmentRow,
  CommentRow,
  LinkShareRow,
  NotificationRow,
  SessionListRow,
  TeamRow,
  TokenRow,
  WebhookRow,
} from './rows.ts';
import type { UserRow } from './user.ts';

/** The pages of every list route, each one query in SQL (see selectPage). Searches keep each route's own rule. */

/** `%text%` for a LIKE search (SQLite's LIKE: ASCII letters in any case; `%` and `_` are wildcards). */
const like = (s: string): string => `%${s}%`;

export const attachmentsPage = (app: AppState, taskId: number, page: PageWindow): Paged<AttachmentRow> =>
  selectPage(app.db, 'SELECT * FROM task_attachments WHERE task_id = ? ORDER BY id', [taskId], page);

/** A task's assignees whose username or name contains `search` (lower-cased), in the order they were assigned. */
export const assigneesPage = (app: AppState, taskId: number, search: string, page: PageWindow): Paged<UserRow> =>
  selectPage(
    app.db,
    `SELECT u.* FROM task_assignees a JOIN users u ON u.id = a.user_id WHERE a.task_id = ?
       AND (? = '' OR includes_lower(u.username, ?) OR includes_lower(u.name, ?)) ORDER BY a.id`,
    [taskId, search, search, search],
    page,
  );

/** A task's labels whose title contains `search` (lower-cased), by title. */
export const taskLabelsPage = (app: AppState, taskId: number, search: string, page: PageWindow): Paged<LabelRow> =>
  selectPage(
    app.db,
    `SELECT l.* FROM label_tasks lt JOIN labels l ON l.id = lt.label_id WHERE lt.task_id = ?
       AND (? = '' OR includes_lower(l.title, ?)) ORDER BY l.title, l.id, lt.id`,
    [taskId, search, search],
    page,
  );

/** The labels of `ids` whose title contains `search` (lower-cased). */
export const labelsPage = (app: AppState, ids: number[], search: string, page: PageWindow): Paged<LabelRow> =>
  selectPage(
    app.db,
    `SELECT * FROM labels WHERE id ${IN_JSON} AND (? = '' OR includes_lower(title, ?)) ORDER BY id`,
    [JSON.stringify(ids), search, search],
    page,
  );

export const commentsPage = (
  app: AppState,
  taskId: number,
  newestFirst: boolean,
  page: PageWindow,
): Paged<CommentRow> => {
  const dir = newestFirst ? 'DESC' : 'ASC';
  return selectPage(
    app.db,
    `SELECT * FROM task_comments WHERE task_id = ? ORDER BY created ${dir}, id ${dir}`,
    [taskId],
    page,
  );
};

export const notificationsPage = (app: AppState, userId: number, page: PageWindow): Paged<NotificationRow> =>
  selectPage(
    app.db,
    'SELECT * FROM notifications WHERE notifiable_id = ? ORDER BY created DESC, id DESC',
    [userId],
    page,
  );

export const linkSharesPage = (
  app: AppState,
  projectId: number,
  search: string,
  page: PageWindow,
): Paged<LinkShareRow> =>
  selectPage(
    app.db,
    'SELECT * FROM link_shares WHERE project_id = ? AND name LIKE ? ORDER BY id',
    [projectId, like(search)],
    page,
  );

/** A shared user or team with the permission the project's share gives it. */
export type Shared<R> = R & { share_permission: number };

/** The users a project is shared with whose username matches `search`, in the order they were added. */
export const projectUsersPage = (app: AppState, projectId: number, search: string, page: PageWindow) =>
  selectPage<Shared<UserRow>>(
    app.db,
    `SELECT u.*, up.permission AS share_permission FROM users_projects up JOIN users u ON u.id = up.user_id
       WHERE up.project_id = ? AND u.username LIKE ? ORDER BY up.id`,
    [projectId, like(search)],
    page,
  );

/** The teams a project is shared with whose name matches `search`, in the order they were added. */
export const projectTeamsPage = (app: AppState, projectId: number, search: string, page: PageWindow) =>
  selectPage<Shared<TeamRow>>(
    app.db,
    `SELECT t.*, tp.permission AS share_permission FROM team_projects tp JOIN teams t ON t.id = tp.team_id
       WHERE tp.project_id = ? AND t.name LIKE ? ORDER BY tp.id`,
    [projectId, like(search)],
    page,
  );

/** The teams a user is a member of, and the public ones too when `withPublic`. */
export const teamsPage = (
  app: AppState,
  userId: number,
  withPublic: boolean,
  search: string,
  page: PageWindow,
): Paged<TeamRow> =>
  selectPage(
    app.db,
    `SELECT DISTINCT t.* FROM teams t LEFT JOIN team_members tm ON tm.team_id = t.id
       WHERE (tm.user_id = ?${withPublic ? ' OR t.is_public = 1' : ''}) AND t.name LIKE ? ORDER BY t.id`,
    [userId, like(search)],
    page,
  );

export const tokensPage = (app: AppState, ownerId: number, search: string, page: PageWindow): Paged<TokenRow> =>
  selectPage(
    app.db,
    'SELECT * FROM api_tokens WHERE owner_id = ? AND title LIKE ? ORDER BY id',
    [ownerId, like(search)],
    page,
  );

/** A user's login sessions that have not idled out at `now` (ms), the most recently used first. */
export function sessionsPage(app: AppState, userId: number, now: number, page: PageWindow): Paged<SessionListRow> {
  const { sessionIdleSeconds, longSessionIdleSeconds } = app.opts;
  return selectPage(
    app.db,
    `SELECT * FROM sessions WHERE user_id = ?
       AND COALESCE(epoch_ms(last_active) + (CASE WHEN is_long THEN ? ELSE ? END) * 1000 < ?, 0) = 0
     ORDER BY last_active DESC, created DESC, rowid`,
    [userId, longSessionIdleSeconds, sessionIdleSeconds, now],
    page,
  );
}

/** A project's webhooks, or (project 0) a user's own. */
export const webhooksPage = (
  app: AppState,
  owner: { projectId: number } | { userId: number },
  page: PageWindow,
): Paged<WebhookRow> =>
  'projectId' in owner
    ? selectPage(app.db, 'SELECT * FROM webhooks WHERE project_id = ? ORDER BY id', [owner.projectId], page)
    : selectPage(app.db, 'SELECT * FROM webhooks WHERE user_id = ? ORDER BY id', [owner.userId], page);

/**
 * Projects among `readable` (ids) whose title contains `search` (lower-cased) or whose id is `search`, leaving
 * out archived ones unless asked: a project counts as archived when it or one of its 49 nearest ancestors is.
 */
export function projectsPage(
  app: AppState,
  readable: number[],
  o: { archived: boolean; search: string },
  page: PageWindow,
): Paged<ProjectRow> {
  return selectPage(
    app.db,
    `WITH RECURSIVE archived(id, depth) AS (
       SELECT id, 0 FROM projects WHERE is_archived
       UNION SELECT p.id, a.depth + 1 FROM projects p JOIN archived a ON p.parent_project_id = a.id WHERE a.depth < 49
     )
     SELECT * FROM projects WHERE id ${IN_JSON}
       AND (? OR id NOT IN (SELECT id FROM archived))
       AND (? = '' OR includes_lower(title, ?) OR CAST(id AS TEXT) = ?)
     ORDER BY position, id`,
    [JSON.stringify(readable), o.archived ? 1 : 0, o.search, o.search, o.search],
    page,
  );
}
