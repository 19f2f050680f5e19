import type { AppState, Auth } from '../context.ts';
import type { LabelRow } from './label.ts';
import { projectPermission } from './permissions.ts';
import type { TaskRow } from './task.ts';
import type { TaskJsonOptions } from './task-json.ts';
import { linkShareUserJson, userJson, type UserRow } from './user.ts';

type SubscriptionRow = { id: number; entity_type: number; entity_id: number; created: string };
type AttachmentPart = {
  id: number;
  task_id: number;
  created_by_id: number;
  created: string;
  file_id: number;
  name: string;
  mime: string;
  size: number;
  file_created: string;
};

/** `IN` over a list of ids passed as one JSON parameter, so a page of any size is one statement. */
const IN_IDS = 'IN (SELECT value FROM json_each(?))';

function byTask<R extends { task_id: number }>(rows: R[]): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const r of rows) {
    const list = out.get(r.task_id);
    if (list) list.push(r);
    else out.set(r.task_id, [r]);
  }
  return out;
}

/**
 * Everything the JSON of a set of tasks refers to, read with one statement per part for all of them
 * (a page of 50 tasks costs a dozen statements, not a dozen per task). Rows keep the order the
 * single-task reads had: grouping a globally ordered result by task keeps each task's order.
 */
export class TaskParts {
  private readonly db;
  private readonly users = new Map<number, UserRow | undefined>();
  private readonly identifiers = new Map<number, string>();
  private readonly projectSubs = new Map<number, SubscriptionRow | undefined>();
  private readonly parents = new Map<number, number>();
  readonly comments = new Map<number, number>();
  readonly reminders: Map<
    number,
    { task_id: number; reminder: string; relative_period: number; relative_to: string }[]
  >;
  readonly assignees: Map<number, (UserRow & { task_id: number })[]>;
  readonly labels: Map<number, (LabelRow & { task_id: number })[]>;
  readonly attachments: Map<number, AttachmentPart[]>;
  readonly relations: Map<number, { task_id: number; relation_kind: string; other_task_id: number }[]>;
  readonly related = new Map<number, TaskRow>();
  readonly reactions: Map<number, { task_id: number; user_id: number; value: string }[]>;
  readonly favorites: Set<number>;
  readonly unread: Set<number>;
  readonly buckets = new Map<number, number>();
  readonly positions = new Map<number, number>();
  readonly ownSubs = new Map<number, SubscriptionRow>();

  constructor(
    private readonly app: AppState,
    private readonly auth: Auth,
    tasks: TaskRow[],
    o: TaskJsonOptions,
  ) {
    this.db = app.db;
    const ids = JSON.stringify([...new Set(tasks.map((t) => t.id))]);
    const all = <R>(sql: string, ...params: unknown[]): R[] => this.db.prepare(sql).all(...params) as R[];
    for (const r of all<{ task_id: number; n: number }>(
      `SELECT task_id, COUNT(*) AS n FROM task_comments WHERE task_id ${IN_IDS} GROUP BY task_id`,
      ids,
    ))
      this.comments.set(r.task_id, r.n);
    this.reminders = byTask(
      all(
        `SELECT task_id, reminder, relative_period, relative_to FROM task_reminders WHERE task_id ${IN_IDS} ORDER BY reminder, id`,
        ids,
      ),
    );
    this.assignees = byTask(
      all(
        `SELECT u.*, a.task_id AS task_id FROM task_assignees a JOIN users u ON u.id = a.user_id WHERE a.task_id ${IN_IDS} ORDER BY a.id`,
        ids,
      ),
    );
    this.labels = byTask(
      all(
        `SELECT l.*, lt.task_id AS task_id FROM label_tasks lt JOIN labels l ON l.id = lt.label_id WHERE lt.task_id ${IN_IDS} ORDER BY l.title, l.id`,
        ids,
      ),
    );
    this.attachments = byTask(
      all(
        `SELECT a.id, a.task_id, a.created_by_id, a.created, f.id AS file_id, f.name, f.mime, f.size, f.created AS file_created
         FROM task_attachments a JOIN files f ON f.id = a.file_id WHERE a.task_id ${IN_IDS} ORDER BY a.id`,
        ids,
      ),
    );
    this.relations = o.shallow
      ? new Map()
      : byTask(
          all(
            `SELECT task_id, relation_kind, other_task_id FROM task_relations WHERE task_id ${IN_IDS} ORDER BY id`,
            ids,
          ),
        );
    const otherIds = [...this.relations.values()].flat().map((r) => r.other_task_id);
    // Only related tasks the caller may read are shown (one permission check per project, not per task).
    const readable = new Map<number, boolean>();
    const mayRead = (projectId: number): boolean => {
      let ok = readable.get(projectId);
      if (ok === undefined) readable.set(projectId, (ok = projectPermission(app, auth, projectId) >= 0));
      return ok;
    };
    if (otherIds.length)
      for (const t of all<TaskRow>(`SELECT * FROM tasks WHERE id ${IN_IDS}`, JSON.stringify([...new Set(otherIds)])))
        if (mayRead(t.project_id)) this.related.set(t.id, t);
    this.reactions = byTask(
      all(
        `SELECT entity_id AS task_id, user_id, value FROM reactions WHERE entity_kind = 0 AND entity_id ${IN_IDS} ORDER BY id`,
        ids,
      ),
    );
    const idsOf = (sql: string) => new Set(all<{ id: number }>(sql, auth.userId, ids).map((r) => r.id));
    this.favorites = idsOf(
      `SELECT entity_id AS id FROM favorites WHERE kind = 1 AND user_id = ? AND entity_id ${IN_IDS}`,
    );
    this.unread =
      app.opts.compat !== '0.24'
        ? idsOf(`SELECT task_id AS id FROM task_unread_statuses WHERE user_id = ? AND task_id ${IN_IDS}`)
        : new Set();
    // Without a view, the bucket is the one of the project's first kanban view (the lowest view id).
    const bucketRows = o.viewId
      ? all<{ task_id: number; bucket_id: number }>(
          `SELECT task_id, bucket_id FROM task_buckets WHERE project_view_id = ? AND task_id ${IN_IDS}`,
          o.viewId,
          ids,
        )
      : all<{ task_id: number; bucket_id: number }>(
          `SELECT task_id, bucket_id FROM task_buckets WHERE task_id ${IN_IDS} ORDER BY project_view_id DESC`,
          ids,
        );
    for (const r of bucketRows) this.buckets.set(r.task_id, r.bucket_id);
    if (o.viewId)
      for (const r of all<{ task_id: number; position: number }>(
        `SELECT task_id, position FROM task_positions WHERE project_view_id = ? AND task_id ${IN_IDS}`,
        o.viewId,
        ids,
      ))
        this.positions.set(r.task_id, r.position);
    for (const r of all<SubscriptionRow>(
      `SELECT id, entity_type, entity_id, created FROM subscriptions WHERE entity_type = 3 AND user_id = ? AND entity_id ${IN_IDS} ORDER BY id DESC`,
      auth.userId,
      ids,
    ))
      this.ownSubs.set(r.entity_id, r);
    this.loadUsers(tasks);
  }

  /** Reads every account the parts name at once (creators, assignees' rows come with their join). */
  private loadUsers(tasks: TaskRow[]): void {
    const ids = new Set<number>();
    for (const t of [...tasks, ...this.related.values()]) ids.add(t.created_by_id);
    for (const list of this.labels.values()) for (const l of list) ids.add(l.created_by_id);
    for (const list of this.attachments.values()) for (const a of list) ids.add(a.created_by_id);
    for (const list of this.reactions.values()) for (const r of list) ids.add(r.user_id);
    const wanted = [...ids].filter((id) => id > 0);
    for (const id of wanted) this.users.set(id, undefined);
    if (wanted.length)
      for (const u of this.db
        .prepare(`SELECT * FROM users WHERE id ${IN_IDS}`)
        .all(JSON.stringify(wanted)) as UserRow[])
        this.users.set(u.id, u);
  }

  /** As userJsonById: nobody (0) is null, a link share is its pseudo user. */
  user(id: number): Record<string, unknown> | null {
    if (!id) return null;
    if (id < 0) return linkShareUserJson(this.app, -id);
    return userJson(this.users.get(id), this.app);
  }

  /** "#3", or the project's identifier and the index ("PRJ-3"). */
  identifier(t: TaskRow): string {
    let ident = this.identifiers.get(t.project_id);
    if (ident === undefined) {
      const p = this.db.prepare('SELECT identifier FROM projects WHERE id = ?').get(t.project_id) as
        { identifier: string } | undefined;
      ident = p?.identifier ?? '';
      this.identifiers.set(t.project_id, ident);
    }
    return ident ? `${ident}-${t.index}` : `#${t.index}`;
  }

  /** The caller's subscription to the task, else the one it inherits from its project or a parent project. */
  subscription(t: TaskRow): SubscriptionRow | undefined {
    const own = this.ownSubs.get(t.id);
    if (own) return own;
    const seen = new Set<number>();
    for (let id = t.project_id; id > 0 && !seen.has(id); id = this.parentOf(id)) {
      seen.add(id);
      const inherited = this.projectSubscription(id);
      if (inherited) return inherited;
    }
    return undefined;
  }

  private projectSubscription(projectId: number): SubscriptionRow | undefined {
    if (!this.projectSubs.has(projectId))
      this.projectSubs.set(
        projectId,
        this.db
          .prepare(
            'SELECT id, entity_type, entity_id, created FROM subscriptions WHERE entity_type = 2 AND entity_id = ? AND user_id = ?',
          )
          .get(projectId, this.auth.userId) as SubscriptionRow | undefined,
      );
    return this.projectSubs.get(projectId);
  }

  private parentOf(projectId: number): number {
    let parent = this.parents.get(projectId);
    if (parent === undefined) {
      parent =
        (
          this.db.prepare('SELECT parent_project_id FROM projects WHERE id = ?').get(projectId) as
            { parent_project_id: number } | undefined
        )?.parent_project_id ?? 0;
      this.parents.set(projectId, parent);
    }
    return parent;
  }
}
