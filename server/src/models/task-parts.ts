import type { AppState, Auth } from '../context.ts';
import type { LabelRow } from './label.ts';
import { permissionsWithin } from './permissions.ts';
import { projectsWithAncestors, type ChainProject } from './project-chain.ts';
import type { TaskRow } from './task.ts';
import type { TaskJsonOptions } from './task-json.ts';
import { usersJsonByIds, type UserRow } from './user.ts';

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
  /** The tasks' and related tasks' projects with all their ancestors. */
  private readonly projects: Map<number, ChainProject>;
  /** The caller's subscriptions to those projects (the first of each). */
  private readonly projectSubs = new Map<number, SubscriptionRow>();
  /** The people the parts name (creators, label creators, attachments' creators, reactors). */
  readonly user: (id: number) => Record<string, unknown> | null;
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

  constructor(app: AppState, auth: Auth, tasks: TaskRow[], o: TaskJsonOptions) {
    const ids = JSON.stringify([...new Set(tasks.map((t) => t.id))]);
    const all = <R>(sql: string, ...params: unknown[]): R[] => app.db.prepare(sql).all(...params) as R[];
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
    const others = otherIds.length
      ? all<TaskRow>(`SELECT * FROM tasks WHERE id ${IN_IDS}`, JSON.stringify([...new Set(otherIds)]))
      : [];
    const projectIds = [...tasks, ...others].map((t) => t.project_id);
    this.projects = projectsWithAncestors(app, projectIds);
    // Only related tasks the caller may read are shown.
    if (others.length) {
      const permission = permissionsWithin(app, auth, this.projects);
      for (const t of others) if (permission(t.project_id) >= 0) this.related.set(t.id, t);
    }
    // The first subscription of each project wins, as a single read would find it.
    for (const r of all<SubscriptionRow>(
      `SELECT id, entity_type, entity_id, created FROM subscriptions WHERE entity_type = 2 AND user_id = ? AND entity_id ${IN_IDS} ORDER BY id DESC`,
      auth.userId,
      JSON.stringify([...new Set([...projectIds, ...this.projects.keys()])]),
    ))
      this.projectSubs.set(r.entity_id, r);
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
    // Every account and link share the parts name, read at once (assignees' rows come with their join).
    const people: number[] = [];
    for (const t of [...tasks, ...this.related.values()]) people.push(t.created_by_id);
    for (const list of this.labels.values()) for (const l of list) people.push(l.created_by_id);
    for (const list of this.attachments.values()) for (const a of list) people.push(a.created_by_id);
    for (const list of this.reactions.values()) for (const r of list) people.push(r.user_id);
    this.user = usersJsonByIds(app, people);
  }

  /** "#3", or the project's identifier and the index ("PRJ-3"). */
  identifier(t: TaskRow): string {
    const ident = this.projects.get(t.project_id)?.identifier ?? '';
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
    return this.projectSubs.get(projectId);
  }

  private parentOf(projectId: number): number {
    return this.projects.get(projectId)?.parent_project_id ?? 0;
  }
}
