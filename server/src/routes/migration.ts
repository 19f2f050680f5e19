import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { jsonBody, str } from '../http/body.ts';
import { requireUser } from '../auth/middleware.ts';
import { sendMail } from '../mail.ts';
import type { ImportData } from '../migration/model.ts';
import { isEnabled, OAUTH_MIGRATORS, redirectUrl, type OAuthMigrator } from '../migration/oauth.ts';
import { migrationStatusJson, recordMigration } from '../migration/status.ts';
import { readTickTick } from '../migration/ticktick.ts';
import { readVikunjaExport } from '../migration/vikunja-file.ts';
import { writeImport } from '../migration/write.ts';
import { getUser } from '../models/user.ts';
import { parseFileSize } from '../options.ts';
import { nowIso } from '../time.ts';

/** Multipart framing around the file; a body beyond the limit plus this is refused before it is read. */
const MULTIPART_SLACK = 64 * 1024;

const tooLarge = (app: AppState) =>
  apiError(413, CODE.fileTooLarge, `The file exceeds the maximum file size of ${app.opts.maxFileSize}.`);

/** The uploaded `import` file, within the server's maximum file size. */
async function uploadedFile(c: Ctx): Promise<Buffer> {
  const app = c.get('app');
  const max = parseFileSize(app.opts.maxFileSize);
  if (Number(c.req.header('content-length') ?? 0) > max + MULTIPART_SLACK) throw tooLarge(app);
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw apiError(400, CODE.invalidModel, 'The request is not a valid multipart form.');
  }
  const file = body.import;
  if (!(file instanceof File)) throw apiError(400, CODE.invalidModel, 'No file provided (multipart field "import").');
  if (file.size > max) throw tooLarge(app);
  return Buffer.from(await file.arrayBuffer());
}

function fileMigrator(name: string, title: string, read: (bytes: Buffer, app: AppState) => ImportData) {
  return async (c: Ctx): Promise<Response> => {
    const app = c.get('app');
    const { userId } = requireUser(c);
    const startedAt = nowIso();
    const data = read(await uploadedFile(c), app);
    const counts = writeImport(app, userId, data, () => recordMigration(app, userId, name, startedAt, nowIso()));
    const u = getUser(app.db, userId);
    if (u.email) {
      sendMail(
        app,
        u.email,
        `The migration from ${title} to Vikunja was completed`,
        `Hi ${u.name || u.username},\n\nyour import from ${title} is done: ${counts.projects} projects and ${counts.tasks} tasks are now in Vikunja.`,
      );
    }
    return c.json({ message: 'Everything was migrated successfully.' });
  };
}

const status = (name: string) => (c: Ctx) => c.json(migrationStatusJson(c.get('app'), requireUser(c).userId, name));

/** A disabled OAuth importer does not exist, as on a Vikunja server without its credentials. */
function enabled(c: Ctx, m: OAuthMigrator): void {
  if (!isEnabled(c.get('app').opts, m)) throw errors.notFound();
}

function registerOAuth(api: Hono<Env>, m: OAuthMigrator): void {
  api.get(`/migration/${m.name}/auth`, (c) => {
    enabled(c, m);
    requireUser(c);
    const opts = c.get('app').opts;
    return c.json({ url: m.authUrl(opts[m.option], redirectUrl(opts, m)) });
  });
  api.get(`/migration/${m.name}/status`, (c) => {
    enabled(c, m);
    return status(m.name)(c);
  });
  api.post(`/migration/${m.name}/migrate`, async (c) => {
    enabled(c, m);
    requireUser(c);
    if (!(str(await jsonBody(c), 'code') ?? '').trim())
      throw apiError(400, CODE.invalidModel, 'Invalid model provided. code: non zero value required');
    // A real server would now exchange the code at the service; this one never leaves the machine.
    throw apiError(
      502,
      undefined,
      `Could not reach ${m.title} (${m.apiHost}): this server does not connect to other services.`,
    );
  });
}

export function registerMigration(api: Hono<Env>): void {
  api.get('/migration/vikunja-file/status', status('vikunja-file'));
  // File importers' migrate route takes only PUT on every release; another verb gets the router's 405.
  api.on(['POST', 'PATCH', 'DELETE'], ['/migration/vikunja-file/migrate', '/migration/ticktick/migrate'], (c) =>
    c.json({ message: 'Method Not Allowed' }, 405, { Allow: 'PUT' }),
  );
  api.put(
    '/migration/vikunja-file/migrate',
    fileMigrator('vikunja-file', 'a Vikunja export', (bytes, app) =>
      readVikunjaExport(bytes, {
        maxTotalBytes: 20 * parseFileSize(app.opts.maxFileSize) + 1024 * 1024,
        maxEntries: 100_000,
      }),
    ),
  );
  api.get('/migration/ticktick/status', status('ticktick'));
  api.put(
    '/migration/ticktick/migrate',
    fileMigrator('ticktick', 'TickTick', (bytes) => readTickTick(bytes.toString('utf8'))),
  );
  for (const m of OAUTH_MIGRATORS) registerOAuth(api, m);
}
