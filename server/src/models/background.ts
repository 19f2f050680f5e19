import type { AppState } from '../context.ts';
import { nowIso } from '../time.ts';
import { deleteFile } from './files.ts';

/** Gives a project a stored file as its background (forgetting the blur hash of the old one). */
export function setProjectBackground(app: AppState, projectId: number, fileId: number): void {
  app.db
    .prepare("UPDATE projects SET background_file_id = ?, background_blur_hash = '', updated = ? WHERE id = ?")
    .run(fileId, nowIso(), projectId);
}

export function clearProjectBackground(app: AppState, projectId: number): void {
  app.db.prepare("UPDATE projects SET background_file_id = 0, background_blur_hash = '' WHERE id = ?").run(projectId);
}

/** Makes a stored file the user's avatar (provider "upload"), deleting the one uploaded before. */
export function setUploadedAvatar(app: AppState, userId: number, fileId: number): void {
  const old = app.db.prepare('SELECT avatar_file_id AS id FROM users WHERE id = ?').get(userId) as { id: number };
  if (old.id) deleteFile(app, old.id);
  app.db.prepare("UPDATE users SET avatar_provider = 'upload', avatar_file_id = ? WHERE id = ?").run(fileId, userId);
}
