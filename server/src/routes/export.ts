import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { jsonBody, str } from '../http/body.ts';
import { requireUser } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/password.ts';
import { sendMail } from '../mail.ts';
import { exportedFilters } from '../models/user-export.ts';
import { getUser, isLocalUser } from '../models/user.ts';
import { nowIso } from '../time.ts';
import { buildZip } from '../zip.ts';
import { exportedProjectsJson } from '../migration/export-extras.ts';

const EXPORT_TTL_MS = 7 * 24 * 3600 * 1000;
const exportPath = (app: AppState, userId: number): string => path.join(app.filesDir, `export-${userId}.zip`);

/** The caller, confirmed by password; accounts of an OpenID provider have none, and Vikunja asks only local users. */
async function checkPassword(c: Ctx): Promise<number> {
  const app = c.get('app');
  const u = getUser(app.db, requireUser(c).userId);
  if (!isLocalUser(u)) return u.id;
  if (!verifyPassword(str(await jsonBody(c), 'password') ?? '', u.password))
    throw apiError(412, CODE.wrongUsernameOrPassword, 'Wrong username or password.');
  return u.id;
}

/** data.json holds the caller's projects with their tasks (and buckets, comments…); filters.json their saved filters; files/ the bytes. */
function buildExport(app: AppState, userId: number): Buffer {
  const full = exportedProjectsJson(app, userId);
  const filters = exportedFilters(app, userId);
  return buildZip([
    { name: 'VERSION', data: Buffer.from('v2.5.0') },
    { name: 'data.json', data: Buffer.from(JSON.stringify(full.projects, null, 2)) },
    { name: 'filters.json', data: Buffer.from(JSON.stringify(filters, null, 2)) },
    ...full.files,
  ]);
}

export function registerExport(api: Hono<Env>): void {
  api.post('/user/export/request', async (c) => {
    const app = c.get('app');
    const userId = await checkPassword(c);
    fs.writeFileSync(exportPath(app, userId), buildExport(app, userId));
    const u = getUser(app.db, userId);
    sendMail(
      app,
      u.email,
      'Your Vikunja data export is ready',
      `Hi ${u.username},\n\nyour data export is ready for download in the settings.`,
    );
    return c.json({ message: "Successfully requested data export. We will send you an email when it's ready." });
  });
  api.get('/user/export', (c) => {
    const app = c.get('app');
    if (app.opts.compat === '0.24') throw apiError(404, undefined, 'Not Found');
    const p = exportPath(app, requireUser(c).userId);
    if (!fs.existsSync(p))
      return c.json({ id: 0, size: 0, created: '0001-01-01T00:00:00Z', expires: '0001-01-01T00:00:00Z' });
    const st = fs.statSync(p);
    return c.json({
      id: 1,
      size: st.size,
      created: nowIso(st.mtime),
      expires: nowIso(new Date(st.mtime.getTime() + EXPORT_TTL_MS)),
    });
  });
  api.post('/user/export/download', async (c) => {
    const app = c.get('app');
    const p = exportPath(app, await checkPassword(c));
    if (!fs.existsSync(p)) throw apiError(404, CODE.noUserDataExport, 'No user data export found.');
    return new Response(fs.readFileSync(p), {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="vikunja-export.zip"',
      },
    });
  });
}
