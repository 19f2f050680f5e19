import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { bool, idParam, jsonBody, num, str, type Json } from '../http/body.ts';
import { listPage, sendPage } from '../http/pagination.ts';
import { projectsPage } from '../models/lists.ts';
import { setMaxPermission } from '../http/permission.ts';
import { requireAuth, requireUser } from '../auth/middleware.ts';
import { projectPermissions, requireProjectPermission } from '../models/permissions.ts';
import {
  createProject,
  deleteProject,
  getProject,
  identifierTaken,
  isSomeonesDefaultProject,
  parentProjectOf,
  projectJson,
  projectsJson,
  setProjectFavorite,
  updateProject,
} from '../models/project.ts';
import { pseudoPermission, pseudoProjects, pseudoProject } from '../models/pseudo-projects.ts';
import { notifyProjectCreated } from '../models/task-notify.ts';
import { emitEvent } from '../events.ts';
import { checkMaxLength } from '../http/limits.ts';

/** Identifiers are optional but unique (3007) and at most 10 characters. */
function checkIdentifier(c: Ctx, identifier: string, ownId: number): void {
  if (!identifier) return;
  if (identifier.length > 10)
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. identifier: at most 10 characters');
  if (identifierTaken(c.get('app'), identifier, ownId))
    throw apiError(400, CODE.projectIdentifierTaken, 'A project with this identifier already exists.');
}

/** A parent must be writable and must not be the project itself or one of its children. */
function checkParent(c: Ctx, parentId: number, ownId: number): void {
  if (!parentId) return;
  const app = c.get('app');
  const auth = requireAuth(c);
  if (parentId < 0) throw apiError(400, CODE.projectParentPseudo, 'A project cannot belong to a pseudo project.');
  if (parentId === ownId) throw apiError(400, CODE.projectOwnParent, 'A project cannot be a child of itself.');
  requireProjectPermission(app, auth, parentId, 1);
  for (let id = parentId, depth = 0; id && depth < 100; depth++) {
    if (id === ownId) throw apiError(400, CODE.projectCycle, 'Projects cannot have a cyclic relationship.');
    id = parentProjectOf(app, id);
  }
}

function setFavorite(c: Ctx, projectId: number, body: Json): void {
  const fav = bool(body, 'is_favorite');
  if (fav === undefined) return;
  setProjectFavorite(c.get('app'), projectId, requireAuth(c).userId, fav);
}

function list(c: Ctx): Response {
  const app = c.get('app');
  const auth = requireAuth(c);
  const page = listPage(c);
  const archived = c.req.query('is_archived') === 'true';
  const s = (c.req.query('s') ?? '').toLowerCase();
  const permissions = projectPermissions(app, auth);
  const readable = [...permissions].filter(([, perm]) => perm >= 0).map(([id]) => id);
  // A child of an archived project counts as archived, as in Vikunja.
  const rows = projectsPage(app, readable, { archived, search: s }, page);
  // 0.24 has no expand on projects: its lists carry no permission at all.
  const expand = app.opts.compat !== '0.24' && c.req.query('expand') === 'permissions';
  // Pseudo projects (favourites, saved filters) lead the first page and are not counted, as in Vikunja.
  const pseudo = page.page === 1 && auth.kind === 'user' ? pseudoProjects(app, auth, s) : [];
  const json = projectsJson(app, auth, rows.rows, (p) => permissions.get(p.id) ?? -1, expand);
  return sendPage(c, page, { rows: json, total: rows.total }, (p) => p, pseudo);
}

async function create(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireUser(c);
  const body = await jsonBody(c);
  const title = (str(body, 'title') ?? '').trim();
  if (!title) throw apiError(400, CODE.projectTitleEmpty, 'The project title cannot be empty.');
  checkMaxLength({ title });
  const identifier = str(body, 'identifier') ?? '';
  checkIdentifier(c, identifier, 0);
  const parent = num(body, 'parent_project_id') ?? 0;
  checkParent(c, parent, 0);
  const p = createProject(app, auth.userId, {
    title,
    identifier,
    description: str(body, 'description') ?? '',
    hex_color: str(body, 'hex_color') ?? '',
    parent_project_id: parent,
    position: num(body, 'position') ?? 0,
    is_archived: bool(body, 'is_archived') ?? false,
  });
  setFavorite(c, p.id, body);
  notifyProjectCreated(app, auth, p);
  const json = projectJson(app, auth, p, 2);
  emitEvent(app, 'project.created', { project: json }, { projectId: p.id, doerId: auth.userId });
  return c.json(json, 201);
}

function getOne(c: Ctx): Response {
  const app = c.get('app');
  const auth = requireAuth(c);
  const id = idParam(c, 'id');
  if (id < 0) {
    const json = pseudoProject(app, auth, id);
    // Single reads carry the max-permission header, pseudo-projects too.
    setMaxPermission(c, app, pseudoPermission(id));
    return c.json(json);
  }
  const perm = requireProjectPermission(app, auth, id, 0);
  setMaxPermission(c, app, perm);
  return c.json(projectJson(app, auth, getProject(app, id), perm));
}

async function update(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireAuth(c);
  const id = idParam(c, 'id');
  const perm = requireProjectPermission(app, auth, id, 1);
  const old = getProject(app, id);
  const body = await jsonBody(c);
  const title = (str(body, 'title') ?? '').trim();
  if (!title) throw apiError(400, CODE.projectTitleEmpty, 'The project title cannot be empty.');
  checkMaxLength({ title });
  const archived = bool(body, 'is_archived') ?? false;
  // An archived project only accepts the update that un-archives it.
  if (old.is_archived && archived) throw errors.projectArchived();
  if (archived && !old.is_archived) {
    if (perm < 2) throw errors.forbidden();
    if (isSomeonesDefaultProject(app, id))
      throw apiError(412, CODE.archiveDefaultProject, 'You cannot archive your default project.');
  }
  const identifier = str(body, 'identifier') ?? '';
  checkIdentifier(c, identifier, id);
  const parent = num(body, 'parent_project_id') ?? 0;
  if (parent !== old.parent_project_id) checkParent(c, parent, id);
  updateProject(app, id, {
    title,
    description: str(body, 'description') ?? '',
    identifier,
    hex_color: str(body, 'hex_color') ?? '',
    is_archived: archived,
    parent_project_id: parent,
    position: num(body, 'position') ?? old.position,
  });
  setFavorite(c, id, body);
  setMaxPermission(c, app, perm);
  const json = projectJson(app, auth, getProject(app, id), perm);
  emitEvent(app, 'project.updated', { project: json }, { projectId: id, doerId: auth.userId });
  return c.json(json);
}

function remove(c: Ctx): Response {
  const app = c.get('app');
  const auth = requireAuth(c);
  const id = idParam(c, 'id');
  requireProjectPermission(app, auth, id, 2);
  if (isSomeonesDefaultProject(app, id))
    throw apiError(412, CODE.deleteDefaultProject, 'You cannot delete your default project.');
  emitEvent(app, 'project.deleted', { project: { id } }, { projectId: id, doerId: auth.userId });
  deleteProject(app, id);
  return c.json({ message: 'Successfully deleted.' });
}

export function registerProjects(api: Hono<Env>): void {
  api.get('/projects', list);
  api.put('/projects', create);
  api.get('/projects/:id{-?[0-9]+}', getOne);
  api.post('/projects/:id{-?[0-9]+}', update);
  api.delete('/projects/:id{-?[0-9]+}', remove);
}
