import type { CompatMode } from '../options.ts';

/**
 * The one table of what an API token can reach: every (method, path) a token may use, with the
 * (group, permission) that grants it. `GET /routes` lists it and the auth middleware enforces it, so
 * the two cannot drift. Routes missing here (token management, password, email, TOTP, account
 * deletion, data export, CalDAV tokens, user settings, login and session routes, …) are refused to
 * every token.
 *
 * Naming: the group is the path's literal segments joined by "_" (`/tasks/:id/comments` →
 * `tasks_comments`); the permission is `read_all` (GET a list), `read_one` (GET one), `create` (PUT),
 * `update` (POST) or `delete` (DELETE), or the action's own name where a route is not plain CRUD
 * (`tasks.bulk`, `tasks.position`, …). Task creation and the task list belong to `tasks`.
 * Path parameters are numeric unless named in STRING_PARAMS.
 */
export interface TokenRoute {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  group: string;
  permission: string;
  /** Only where the imitated release has the route (default: every release). */
  compat?: CompatMode[];
}

const STRING_PARAMS = new Set(['user', 'member', 'kind', 'entity']);

/** CRUD rows for one resource: base is the list path, item the single-item path. */
/** A resource listed, created, changed and deleted through its collection and item paths. */
const EDITABLE: ('read_all' | 'create' | 'update' | 'delete')[] = ['read_all', 'create', 'update', 'delete'];

function crud(
  group: string,
  base: string,
  item: string,
  perms: ('read_all' | 'read_one' | 'create' | 'update' | 'delete')[],
): TokenRoute[] {
  const rows: Record<string, TokenRoute> = {
    read_all: { method: 'GET', path: base, group, permission: 'read_all' },
    create: { method: 'PUT', path: base, group, permission: 'create' },
    read_one: { method: 'GET', path: item, group, permission: 'read_one' },
    update: { method: 'POST', path: item, group, permission: 'update' },
    delete: { method: 'DELETE', path: item, group, permission: 'delete' },
  };
  return perms.map((p) => rows[p] as TokenRoute);
}

const ALL = ['read_all', 'create', 'read_one', 'update', 'delete'] as const;

export const TOKEN_ROUTES: readonly TokenRoute[] = [
  ...crud('projects', '/projects', '/projects/:project', [...ALL]),
  { method: 'PUT', path: '/projects/:project/duplicate', group: 'projects', permission: 'duplicate' },
  ...crud('projects_views', '/projects/:project/views', '/projects/:project/views/:view', [...ALL]),
  ...crud(
    'projects_views_buckets',
    '/projects/:project/views/:view/buckets',
    '/projects/:project/views/:view/buckets/:bucket',
    ['read_all', 'create', 'update', 'delete'],
  ),
  {
    method: 'POST',
    path: '/projects/:project/views/:view/buckets/:bucket/tasks',
    group: 'projects_views_buckets_tasks',
    permission: 'update',
  },
  {
    method: 'GET',
    path: '/projects/:project/views/:view/tasks',
    group: 'projects_views_tasks',
    permission: 'read_all',
  },
  { method: 'GET', path: '/projects/:project/tasks', group: 'projects_tasks', permission: 'read_all' },
  {
    method: 'GET',
    path: '/projects/:project/tasks/by-index/:index',
    group: 'projects_tasks',
    permission: 'read_one',
    compat: ['2'],
  },
  ...crud('projects_users', '/projects/:project/users', '/projects/:project/users/:user', EDITABLE),
  ...crud('projects_teams', '/projects/:project/teams', '/projects/:project/teams/:team', EDITABLE),
  { method: 'GET', path: '/projects/:project/projectusers', group: 'projects_projectusers', permission: 'read_all' },
  ...crud('projects_shares', '/projects/:project/shares', '/projects/:project/shares/:share', [
    'read_all',
    'create',
    'read_one',
    'delete',
  ]),
  ...crud('projects_webhooks', '/projects/:project/webhooks', '/projects/:project/webhooks/:webhook', EDITABLE),
  { method: 'GET', path: '/webhooks/events', group: 'webhooks_events', permission: 'read_all' },
  { method: 'GET', path: '/projects/:project/background', group: 'projects_background', permission: 'read_one' },
  { method: 'DELETE', path: '/projects/:project/background', group: 'projects_background', permission: 'delete' },
  { method: 'PUT', path: '/projects/:project/backgrounds/upload', group: 'projects_background', permission: 'upload' },

  // GET /tasks is the 1.x/2.x name of 0.24's /tasks/all; one permission grants whichever exists.
  { method: 'GET', path: '/tasks', group: 'tasks', permission: 'read_all', compat: ['2', '1'] },
  { method: 'GET', path: '/tasks/all', group: 'tasks', permission: 'read_all', compat: ['0.24'] },
  { method: 'PUT', path: '/projects/:project/tasks', group: 'tasks', permission: 'create' },
  ...crud('tasks', '/tasks', '/tasks/:task', ['read_one', 'update', 'delete']),
  { method: 'POST', path: '/tasks/bulk', group: 'tasks', permission: 'bulk' },
  { method: 'POST', path: '/tasks/:task/position', group: 'tasks', permission: 'position' },
  { method: 'PUT', path: '/tasks/:task/duplicate', group: 'tasks', permission: 'duplicate', compat: ['2'] },
  { method: 'POST', path: '/tasks/:task/read', group: 'tasks', permission: 'mark_read', compat: ['2', '1'] },
  ...crud('tasks_labels', '/tasks/:task/labels', '/tasks/:task/labels/:label', ['read_all', 'create', 'delete']),
  { method: 'POST', path: '/tasks/:task/labels/bulk', group: 'tasks_labels', permission: 'bulk' },
  ...crud('tasks_assignees', '/tasks/:task/assignees', '/tasks/:task/assignees/:assignee', [
    'read_all',
    'create',
    'delete',
  ]),
  { method: 'POST', path: '/tasks/:task/assignees/bulk', group: 'tasks_assignees', permission: 'bulk' },
  ...crud('tasks_comments', '/tasks/:task/comments', '/tasks/:task/comments/:comment', [...ALL]),
  { method: 'PUT', path: '/tasks/:task/relations', group: 'tasks_relations', permission: 'create' },
  { method: 'DELETE', path: '/tasks/:task/relations/:kind/:other', group: 'tasks_relations', permission: 'delete' },
  ...crud('tasks_attachments', '/tasks/:task/attachments', '/tasks/:task/attachments/:attachment', [
    'read_all',
    'create',
    'read_one',
    'delete',
  ]),
  { method: 'GET', path: '/tasks/:task/reactions', group: 'tasks_reactions', permission: 'read_all' },
  { method: 'PUT', path: '/tasks/:task/reactions', group: 'tasks_reactions', permission: 'create' },
  { method: 'POST', path: '/tasks/:task/reactions/delete', group: 'tasks_reactions', permission: 'delete' },
  { method: 'GET', path: '/comments/:comment/reactions', group: 'comments_reactions', permission: 'read_all' },
  { method: 'PUT', path: '/comments/:comment/reactions', group: 'comments_reactions', permission: 'create' },
  { method: 'POST', path: '/comments/:comment/reactions/delete', group: 'comments_reactions', permission: 'delete' },

  ...crud('labels', '/labels', '/labels/:label', [...ALL]),
  // The swagger documents label updates as PUT; the same permission grants both verbs.
  { method: 'PUT', path: '/labels/:label', group: 'labels', permission: 'update' },
  ...crud('filters', '/filters', '/filters/:filter', ['create', 'read_one', 'update', 'delete']),
  { method: 'PUT', path: '/subscriptions/:entity/:entityId', group: 'subscriptions', permission: 'create' },
  { method: 'DELETE', path: '/subscriptions/:entity/:entityId', group: 'subscriptions', permission: 'delete' },
  ...crud('teams', '/teams', '/teams/:team', [...ALL]),
  { method: 'PUT', path: '/teams/:team/members', group: 'teams_members', permission: 'create' },
  { method: 'DELETE', path: '/teams/:team/members/:member', group: 'teams_members', permission: 'delete' },
  { method: 'POST', path: '/teams/:team/members/:member/admin', group: 'teams_members', permission: 'update' },
  { method: 'GET', path: '/notifications', group: 'notifications', permission: 'read_all' },
  { method: 'POST', path: '/notifications/:notification', group: 'notifications', permission: 'update' },
  { method: 'POST', path: '/notifications', group: 'notifications', permission: 'mark_all_as_read' },
  { method: 'GET', path: '/user', group: 'user', permission: 'read_one' },
  { method: 'GET', path: '/users', group: 'users', permission: 'read_all' },
];

const API_PREFIX = '/api/v1';

function compile(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // Project ids go negative for pseudo projects (favourites, saved filters).
      return STRING_PARAMS.has(seg.slice(1)) ? '[^/]+' : '-?[0-9]+';
    })
    .join('/');
  return new RegExp(`^${pattern}$`);
}

const COMPILED = TOKEN_ROUTES.map((r) => ({ route: r, re: compile(r.path) }));

function available(r: TokenRoute, compat: CompatMode): boolean {
  return !r.compat || r.compat.includes(compat);
}

/** The table rows that match a request (path with or without the /api/v1 prefix). */
export function matchTokenRoutes(method: string, path: string, compat: CompatMode): TokenRoute[] {
  const verb = method === 'HEAD' ? 'GET' : method;
  const p = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
  return COMPILED.filter(({ route, re }) => route.method === verb && available(route, compat) && re.test(p)).map(
    ({ route }) => route,
  );
}

/** Whether a token holding these permissions ({group: [permission, …]}) may make this request. */
export function tokenGrants(
  permissions: Record<string, string[]>,
  method: string,
  path: string,
  compat: CompatMode,
): boolean {
  return matchTokenRoutes(method, path, compat).some((r) => {
    const held: unknown = Object.hasOwn(permissions, r.group) ? permissions[r.group] : undefined;
    return Array.isArray(held) && held.includes(r.permission);
  });
}

/** models.RouteDetail */
export interface RouteDetail {
  path: string;
  method: string;
}

/**
 * The GET /routes answer: {group: {permission: {path, method}}}. A permission granting two routes
 * (a compat alias) is shown by its first one.
 */
export function tokenRouteListing(compat: CompatMode): Record<string, Record<string, RouteDetail>> {
  const out: Record<string, Record<string, RouteDetail>> = {};
  for (const r of TOKEN_ROUTES) {
    if (!available(r, compat)) continue;
    const group = (out[r.group] ??= {});
    group[r.permission] ??= { path: API_PREFIX + r.path, method: r.method };
  }
  return out;
}
