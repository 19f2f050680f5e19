import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { jsonArrayBody } from '../http/body.ts';
import { columnNames, tableNames } from '../db/index.ts';
import { seedTable, truncateAll } from '../models/testing.ts';
import { hashPassword, isPasswordHash } from '../auth/password.ts';
import { isBcryptHash } from '../auth/bcrypt.ts';
import { nowIso } from '../time.ts';

/**
 * Vikunja's e2e seeding endpoints, only when a testing token is configured:
 *   PATCH /test/{table}  body: array of rows; truncates the table (unless `?truncate=false`), then inserts them.
 *   DELETE /test/all     truncates every table.
 * Header `Authorization: <testing token>` (no "Bearer"). Conveniences for fixtures: missing
 * created/updated get "now"; users' plain-text passwords are hashed; object values (e.g. a
 * notification payload) are stored as JSON. To create a notification for user 1:
 *   PATCH /test/notifications [{"notifiable_id":1,"name":"task.comment","notification":{...}}]
 */
function checkToken(c: Ctx): void {
  const token = c.get('app').opts.testingToken;
  if (!token) throw apiError(404, undefined, 'Not Found');
  if (c.req.header('authorization') !== token) throw apiError(403, CODE.forbidden, 'Invalid testing token.');
}

const VIEW_KINDS = ['list', 'gantt', 'table', 'kanban'];
const BUCKET_MODES = ['none', 'manual', 'filter'];

function normaliseRow(table: string, cols: string[], row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (!cols.includes(k)) throw apiError(400, CODE.invalidModel, `Unknown column ${table}.${k}`);
    if (typeof v === 'boolean') out[k] = v ? 1 : 0;
    else if (v !== null && typeof v === 'object') out[k] = JSON.stringify(v);
    else if (typeof v === 'string' && /^0001-01-01/.test(v)) out[k] = null;
    else out[k] = v;
  }
  const now = nowIso();
  for (const k of ['created', 'updated', 'last_active']) if (cols.includes(k) && out[k] === undefined) out[k] = now;
  if (
    table === 'users' &&
    typeof out.password === 'string' &&
    !isPasswordHash(out.password) &&
    !isBcryptHash(out.password)
  )
    out.password = hashPassword(out.password);
  // A real server marks local accounts with the issuer "local"; here a local account has none.
  if (table === 'users' && out.issuer === 'local') out.issuer = '';
  // A real server stores view kinds and bucket modes as numbers.
  if (table === 'project_views' && typeof out.view_kind === 'number')
    out.view_kind = VIEW_KINDS[out.view_kind] ?? out.view_kind;
  if (table === 'project_views' && typeof out.bucket_configuration_mode === 'number') {
    out.bucket_configuration_mode = BUCKET_MODES[out.bucket_configuration_mode] ?? out.bucket_configuration_mode;
  }
  if (table === 'sessions' && out.refresh_hash === undefined) out.refresh_hash = '';
  return out;
}

export function registerTesting(api: Hono<Env>): void {
  api.patch('/test/:table', async (c) => {
    checkToken(c);
    const { db } = c.get('app');
    const table = c.req.param('table');
    if (!tableNames(db).includes(table)) throw apiError(400, CODE.invalidModel, `Unknown table ${table}`);
    const cols = columnNames(db, table);
    const rows = await jsonArrayBody(c);
    // `?truncate=false` adds the rows to what the table holds.
    const truncate = c.req.query('truncate') !== 'false';
    const toRow = (raw: unknown) => {
      if (typeof raw !== 'object' || raw === null) throw apiError(400, CODE.invalidModel, 'Rows must be objects.');
      return normaliseRow(table, cols, raw as Record<string, unknown>);
    };
    return c.json(seedTable(db, table, rows, toRow, truncate), 201);
  });
  api.delete('/test/all', (c) => {
    checkToken(c);
    const names = truncateAll(c.get('app').db);
    return c.json(Object.fromEntries(names.map((t) => [t, 'truncated'])));
  });
}
