import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { bool, idParam, jsonBody, num, str, type Json } from '../http/body.ts';
import { requireAuth } from '../auth/middleware.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { pseudoProject } from '../models/pseudo-projects.ts';
import { bucketInView } from '../models/bucket.ts';
import {
  createView,
  deleteViews,
  findView,
  updateView,
  VIEW_KINDS,
  viewJson,
  viewsOfProject,
  type ViewKind,
} from '../models/view.ts';
import { compileTaskFilter } from '../task-filter.ts';

/** Views of pseudo projects belong to their owner; real projects use project permissions. */
function checkProject(c: Ctx, needed: number): number {
  const app = c.get('app');
  const auth = requireAuth(c);
  const projectId = idParam(c, 'project');
  if (projectId < 0) pseudoProject(app, auth, projectId);
  else requireProjectPermission(app, auth, projectId, needed);
  return projectId;
}

/**
 * The view filter arrives as a string (0.24) or a TaskCollection object (1.x+). It must compile, as a saved
 * filter's must: a broken one would otherwise be stored and fail every load of the view.
 */
function readFilter(body: Json): { filter: string; includeNulls: boolean } {
  const read = readFilterText(body.filter);
  compileTaskFilter(read.filter);
  return read;
}

function readFilterText(f: unknown): { filter: string; includeNulls: boolean } {
  if (f === undefined || f === null) return { filter: '', includeNulls: false };
  if (typeof f === 'string') return { filter: f, includeNulls: false };
  if (typeof f === 'object' && !Array.isArray(f)) {
    const o = f as Json;
    return { filter: str(o, 'filter') ?? '', includeNulls: bool(o, 'filter_include_nulls') ?? false };
  }
  throw apiError(400, CODE.invalidModel, 'Invalid model provided.');
}

function readKind(body: Json): ViewKind {
  const kind = str(body, 'view_kind') ?? 'list';
  if (!(VIEW_KINDS as readonly string[]).includes(kind))
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. view_kind');
  return kind as ViewKind;
}

function readMode(body: Json): string | undefined {
  const mode = str(body, 'bucket_configuration_mode');
  if (mode !== undefined && !['none', 'manual', 'filter'].includes(mode))
    throw apiError(400, CODE.invalidModel, 'Invalid model provided.');
  return mode;
}

async function create(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const projectId = checkProject(c, 2);
  const body = await jsonBody(c);
  const title = (str(body, 'title') ?? '').trim();
  if (!title) throw apiError(400, CODE.invalidModel, 'Invalid model provided. title: non zero value required');
  const f = readFilter(body);
  const config = Array.isArray(body.bucket_configuration) ? body.bucket_configuration : [];
  const v = createView(
    app,
    projectId,
    {
      title,
      view_kind: readKind(body),
      filter: f.filter,
      filter_include_nulls: f.includeNulls,
      position: num(body, 'position') ?? 0,
      bucket_configuration_mode: readMode(body),
      bucket_configuration: config,
    },
    requireAuth(c).userId,
  );
  return c.json(viewJson(app, v), 201);
}

async function update(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const projectId = checkProject(c, 2);
  const old = findView(app, projectId, idParam(c, 'id'), requireAuth(c).userId);
  const body = await jsonBody(c);
  const title = (str(body, 'title') ?? '').trim();
  if (!title) throw apiError(400, CODE.invalidModel, 'Invalid model provided. title: non zero value required');
  const f = readFilter(body);
  const mode = readMode(body) ?? old.bucket_configuration_mode;
  const doneBucket = num(body, 'done_bucket_id') ?? old.done_bucket_id;
  const defaultBucket = num(body, 'default_bucket_id') ?? old.default_bucket_id;
  for (const b of [doneBucket, defaultBucket]) if (b) bucketInView(app, b, old.id);
  updateView(app, old.id, {
    title,
    view_kind: readKind({ view_kind: old.view_kind, ...body }),
    filter: f.filter,
    filter_include_nulls: f.includeNulls,
    position: num(body, 'position') ?? old.position,
    bucket_configuration_mode: mode,
    bucket_configuration: Array.isArray(body.bucket_configuration) ? body.bucket_configuration : [],
    default_bucket_id: defaultBucket,
    done_bucket_id: doneBucket,
  });
  return c.json(viewJson(app, findView(app, projectId, old.id, requireAuth(c).userId)));
}

function remove(c: Ctx): Response {
  const app = c.get('app');
  const projectId = checkProject(c, 2);
  const v = findView(app, projectId, idParam(c, 'id'), requireAuth(c).userId);
  deleteViews(app, [v.id]);
  return c.json({ message: 'Successfully deleted.' });
}

export function registerViews(api: Hono<Env>): void {
  api.get('/projects/:project{-?[0-9]+}/views', (c) => {
    const projectId = checkProject(c, 0);
    const app = c.get('app');
    return c.json(viewsOfProject(app, projectId, requireAuth(c).userId).map((v) => viewJson(app, v)));
  });
  api.put('/projects/:project{-?[0-9]+}/views', create);
  api.get('/projects/:project{-?[0-9]+}/views/:id{[0-9]+}', (c) => {
    const projectId = checkProject(c, 0);
    const app = c.get('app');
    return c.json(viewJson(app, findView(app, projectId, idParam(c, 'id'), requireAuth(c).userId)));
  });
  api.post('/projects/:project{-?[0-9]+}/views/:id{[0-9]+}', update);
  api.delete('/projects/:project{-?[0-9]+}/views/:id{[0-9]+}', remove);
}
