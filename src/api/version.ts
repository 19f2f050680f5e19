/**
 * Every difference between the supported server releases (0.24.6 … 2.5.0) lives here,
 * so features never branch on version strings themselves.
 */
export interface ServerFeatures {
  major: number;
  minor: number;
  /** How a user session is renewed: 0.24/1.x re-issue a JWT; 2.x rotates an HttpOnly refresh cookie. */
  renewal: 'user-token' | 'refresh-cookie';
  /** Name of the permission field on shares and team/user project links. */
  permissionField: 'right' | 'permission';
  /** Path of the cross-project task list: `/tasks/all` on 0.24 only, `/tasks` from 1.0.0 on. */
  allTasksPath: '/tasks/all' | '/tasks';
  /** Where to ask when `allTasksPath` answers 404: 1.0's release candidates (version 1.0) still serve `/tasks/all`. */
  allTasksFallback: '/tasks/all' | null;
  /** The verbs that end a CalDAV token, in the order to try: 0.24's file documents GET, later ones DELETE. */
  caldavTokenDelete: ReadonlyArray<'DELETE' | 'GET'>;
  /** How task lists read `expand`: 0.24 the plain name, 1.x only `expand[]`, 2.x either (sent plain). */
  taskExpandParam: 'expand' | 'expand[]';
  /** Attachments answer scaled `preview_size` images (0.24 ignores it and sends the original). */
  hasImagePreviews: boolean;
  /** Login and the OpenID callback go with credentials only where a refresh cookie exists (2.x); before, CORS forbids it. */
  loginWithCredentials: boolean;
  hasUserWebhooks: boolean;
  hasTaskDuplicate: boolean;
  hasLogout: boolean;
  /** 2.x lists and ends one's own login sessions (`/user/sessions`). */
  hasSessions: boolean;
  /** 2.4+ creates several tasks of a project in one request (`POST /api/v2/projects/{id}/tasks/bulk`). */
  hasBulkTaskCreate: boolean;
  /** 2.3+ pushes new notifications over a websocket at `/ws`. */
  hasNotificationSocket: boolean;
  /** A project view's filter (and a bucket configuration's): plain text in 0.24, a TaskCollection object from 1.x on. */
  viewFilterShape: 'text' | 'object';
}

/** Parses "v2.5.0", "2.5.0-rc1", "v0.24.6-123-gabc"; unknown strings (e.g. "dev") count as newest. */
export function parseVersion(version: string | null | undefined): { major: number; minor: number } {
  const match = /^v?(\d+)\.(\d+)/.exec((version ?? '').trim());
  if (!match) return { major: 99, minor: 0 };
  return { major: Number(match[1]), minor: Number(match[2]) };
}

export function featuresFor(version: string | null | undefined): ServerFeatures {
  const { major, minor } = parseVersion(version);
  const v2 = major >= 2;
  return {
    major,
    minor,
    renewal: v2 ? 'refresh-cookie' : 'user-token',
    permissionField: major === 0 ? 'right' : 'permission',
    allTasksPath: major === 0 ? '/tasks/all' : '/tasks',
    allTasksFallback: major === 1 ? '/tasks/all' : null,
    caldavTokenDelete: major === 0 ? ['DELETE', 'GET'] : ['DELETE'],
    taskExpandParam: major === 1 ? 'expand[]' : 'expand',
    hasImagePreviews: major !== 0,
    loginWithCredentials: v2,
    hasUserWebhooks: v2,
    hasTaskDuplicate: v2,
    hasLogout: v2,
    hasSessions: v2,
    hasBulkTaskCreate: major > 2 || (major === 2 && minor >= 4),
    hasNotificationSocket: major > 2 || (major === 2 && minor >= 3),
    viewFilterShape: major === 0 ? 'text' : 'object',
  };
}

/** Reads a permission value from an entity of any release (`permission` or the older `right`). */
export function readPermission(entity: {
  permission?: number;
  right?: number;
  maxPermission?: number;
  maxRight?: number;
}): number | null {
  return entity.permission ?? entity.right ?? entity.maxPermission ?? entity.maxRight ?? null;
}

/** Writes a permission value under the field name the server expects. */
export function permissionBody(features: ServerFeatures, value: number): Record<string, number> {
  return { [features.permissionField]: value };
}
