import type { ApiClient } from './client';
import type { User } from './types';

/** Users the server lets us discover by (part of) username, name or full email. */
export async function searchUsers(client: ApiClient, s: string): Promise<User[]> {
  return (await client.get<User[] | null>('/users', { query: { s } })).data ?? [];
}

/** Everyone with access to a project, optionally narrowed by a search string. */
export async function listProjectUsers(client: ApiClient, projectId: number, s?: string): Promise<User[]> {
  return (await client.get<User[] | null>(`/projects/${projectId}/projectusers`, { query: { s } })).data ?? [];
}

/**
 * The avatar image URL of a user (public on every release at `/avatar/{username}`, whatever the swagger
 * files say). A `version` (any number that changes when the picture does) gets past the browser's cache.
 */
export function avatarUrl(apiUrl: string, username: string, size: number, version?: number): string {
  const url = `${apiUrl.replace(/\/+$/, '')}/avatar/${encodeURIComponent(username)}?size=${size}`;
  return version === undefined ? url : `${url}&v=${version}`;
}

/**
 * The avatar picture itself. Fetched rather than linked so that the extension's pages, whose images may only
 * come from themselves, can show it.
 */
export async function getAvatar(client: ApiClient, username: string, size: number, version?: number): Promise<Blob> {
  return (
    await client.get<Blob>(avatarUrl('', username, size, version), { blob: true, anonymous: true, retryOn401: false })
  ).data;
}
