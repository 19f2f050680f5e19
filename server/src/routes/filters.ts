import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { bool, idParam, jsonBody, str, type Json } from '../http/body.ts';
import { requireAuth } from '../auth/middleware.ts';
import { ensurePseudoViews, filterToProjectId, type SavedFilterRow } from '../models/pseudo-projects.ts';
import {
  createSavedFilter,
  deleteSavedFilter,
  findSavedFilter,
  updateSavedFilter,
  type SavedFilterFields,
} from '../models/saved-filter.ts';
import { userJsonById } from '../models/user.ts';
import { taskCollectionJson } from '../models/view.ts';
import { compileTaskFilter } from '../task-filter.ts';
import { checkMaxLength } from '../http/limits.ts';

function filterJson(app: AppState, f: SavedFilterRow): Record<string, unknown> {
  // Only the documented TaskCollection fields, whatever subset the client stored.
  const collection = taskCollectionJson(app, JSON.parse(f.filters || '{}') as Record<string, unknown>);
  return {
    id: f.id,
    title: f.title,
    description: f.description,
    filters: collection,
    owner: userJsonById(app, f.owner_id),
    is_favorite: !!f.is_favorite,
    created: f.created,
    updated: f.updated,
  };
}

function userOnly(c: Ctx): number {
  const auth = requireAuth(c);
  if (auth.kind !== 'user')
    throw apiError(403, CODE.savedFilterForLinkShare, 'Saved filters are not available for link shares.');
  return auth.userId;
}

function own(c: Ctx): SavedFilterRow {
  const userId = userOnly(c);
  const f = findSavedFilter(c.get('app'), idParam(c, 'id'));
  if (!f) throw apiError(404, CODE.savedFilterNotFound, 'The saved filter does not exist.');
  if (f.owner_id !== userId) throw apiError(403, CODE.forbidden, "You're not allowed to do this.");
  return f;
}

/** Title is required; the filter text must compile (so a broken filter fails on save, not on use). */
function read(body: Json): SavedFilterFields {
  const title = (str(body, 'title') ?? '').trim();
  if (!title) throw apiError(400, CODE.invalidModel, 'Invalid model provided. title: non zero value required');
  checkMaxLength({ title });
  const given = body.filters ?? {};
  // A TaskCollection or nothing: a string or list here is a wrong type, not an empty filter.
  if (typeof given !== 'object' || Array.isArray(given))
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. filters');
  const raw = given as Json;
  const filter = str(raw, 'filter') ?? '';
  compileTaskFilter(filter);
  return {
    title,
    description: str(body, 'description') ?? '',
    filters: JSON.stringify({ ...raw, filter }),
    favorite: bool(body, 'is_favorite') ? 1 : 0,
  };
}

export function registerFilters(api: Hono<Env>): void {
  api.put('/filters', async (c) => {
    const app = c.get('app');
    const userId = userOnly(c);
    const f = read(await jsonBody(c));
    const id = createSavedFilter(app, userId, f);
    ensurePseudoViews(app, filterToProjectId(id), userId);
    return c.json(filterJson(app, findSavedFilter(app, id) as SavedFilterRow), 201);
  });
  api.get('/filters/:id{[0-9]+}', (c) => c.json(filterJson(c.get('app'), own(c))));
  api.post('/filters/:id{[0-9]+}', async (c) => {
    const app = c.get('app');
    const old = own(c);
    const f = read(await jsonBody(c));
    updateSavedFilter(app, old.id, f);
    return c.json(filterJson(app, findSavedFilter(app, old.id) as SavedFilterRow));
  });
  api.delete('/filters/:id{[0-9]+}', (c) => {
    deleteSavedFilter(c.get('app'), own(c).id);
    return c.json({ message: 'Successfully deleted.' });
  });
}
