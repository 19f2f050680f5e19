import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { idParam } from '../http/body.ts';
import { requireAuth, requireUser } from '../auth/middleware.ts';
import { clearProjectBackground, setProjectBackground, setUploadedAvatar } from '../models/background.ts';
import { deleteFile, fileResponse, fileRow, formFiles, storeFile } from '../models/files.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { getProject, projectJson } from '../models/project.ts';
import { findUserByName } from '../models/user.ts';

const IMAGE = /^image\/(png|jpe?g|gif|webp|bmp)$/;

async function upload(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireAuth(c);
  const id = idParam(c, 'id');
  const perm = requireProjectPermission(app, auth, id, 1);
  const [file] = await formFiles(c.req, 'background');
  if (!file || !IMAGE.test(file.type))
    throw apiError(400, CODE.invalidModel, 'The background must be an image (multipart field "background").');
  const old = getProject(app, id);
  const f = await storeFile(app, file, auth.userId);
  setProjectBackground(app, id, f.id);
  if (old.background_file_id) deleteFile(app, old.background_file_id);
  return c.json(projectJson(app, auth, getProject(app, id), perm));
}

export function registerBackgrounds(api: Hono<Env>): void {
  api.put('/projects/:id{[0-9]+}/backgrounds/upload', upload);
  api.get('/projects/:id{[0-9]+}/background', (c) => {
    const app = c.get('app');
    const id = idParam(c, 'id');
    requireProjectPermission(app, requireAuth(c), id, 0);
    const f = fileRow(app, getProject(app, id).background_file_id);
    if (!f) throw apiError(404, CODE.projectNotFound, 'This project has no background.');
    return fileResponse(app, f);
  });
  api.delete('/projects/:id{[0-9]+}/background', (c) => {
    const app = c.get('app');
    const auth = requireAuth(c);
    const id = idParam(c, 'id');
    const perm = requireProjectPermission(app, auth, id, 1);
    const p = getProject(app, id);
    if (p.background_file_id) deleteFile(app, p.background_file_id);
    clearProjectBackground(app, id);
    return c.json(projectJson(app, auth, getProject(app, id), perm));
  });
  api.put('/user/settings/avatar/upload', async (c) => {
    const app = c.get('app');
    const auth = requireUser(c);
    const [file] = await formFiles(c.req, 'avatar');
    if (!file || !IMAGE.test(file.type))
      throw apiError(400, CODE.invalidModel, 'The avatar must be an image (multipart field "avatar").');
    const f = await storeFile(app, file, auth.userId);
    setUploadedAvatar(app, auth.userId, f.id);
    return c.json({ message: 'Avatar was uploaded successfully.' });
  });
}

/** The uploaded avatar of a user whose provider is "upload", if any. */
export function uploadedAvatar(c: Ctx, username: string): Response | null {
  const app = c.get('app');
  const u = findUserByName(app.db, username);
  if (!u || u.avatar_provider !== 'upload') return null;
  const f = u.avatar_file_id ? fileRow(app, u.avatar_file_id) : undefined;
  return f ? fileResponse(app, f) : null;
}
