import type { Context } from 'hono';
import type { AppState } from '../context.ts';

export const PERMISSION = { read: 0, write: 1, admin: 2 } as const;

/** The single-item max-permission header, named by the imitated release. */
export function setMaxPermission(c: Context, app: AppState, permission: number): void {
  c.header(app.opts.compat === '0.24' ? 'x-max-right' : 'x-max-permission', String(permission));
}

/** The JSON key for a permission field ("right" in 0.24, "permission" later). */
export function permissionKey(app: AppState): 'right' | 'permission' {
  return app.opts.compat === '0.24' ? 'right' : 'permission';
}

/** The JSON key for the max-permission field on projects. */
export function maxPermissionKey(app: AppState): 'max_right' | 'max_permission' {
  return app.opts.compat === '0.24' ? 'max_right' : 'max_permission';
}
