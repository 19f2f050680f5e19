import type { ApiClient } from './client';
import type { User } from './types';
import { permissionBody, readPermission, type ServerFeatures } from './version';
import type { Team } from './teams';

/** Read only, read and write, admin. */
export type Permission = 0 | 1 | 2;

export interface UserShare extends User {
  permission: Permission;
}
export interface TeamShare extends Team {
  permission: Permission;
}
export interface LinkShare {
  id: number;
  hash: string;
  name: string;
  permission: Permission;
  sharingType: number;
  created: string | null;
}

type Raw<T> = T & { right?: number; permission?: number };
const normalise = <T extends object>(item: Raw<T>): T & { permission: Permission } => ({
  ...item,
  permission: (readPermission(item) ?? 0) as Permission,
});

export async function listUserShares(client: ApiClient, projectId: number): Promise<UserShare[]> {
  return (await client.listAll<Raw<UserShare>>(`/projects/${projectId}/users`)).map(normalise);
}

/** 0.24 names the user in `user_id` (a username) and the level `right`; later releases `username` and `permission`. */
export async function shareWithUser(
  client: ApiClient,
  f: ServerFeatures,
  projectId: number,
  username: string,
  permission: Permission,
): Promise<void> {
  const who = f.permissionField === 'right' ? { userId: username } : { username };
  await client.put(`/projects/${projectId}/users`, { ...who, ...permissionBody(f, permission) });
}

/** Every release names the shared user by username in the path (a number would be read as a user named so). */
export async function updateUserShare(
  client: ApiClient,
  f: ServerFeatures,
  projectId: number,
  username: string,
  permission: Permission,
): Promise<void> {
  await client.post(`/projects/${projectId}/users/${encodeURIComponent(username)}`, permissionBody(f, permission));
}

export async function removeUserShare(client: ApiClient, projectId: number, username: string): Promise<void> {
  await client.del(`/projects/${projectId}/users/${encodeURIComponent(username)}`);
}

export async function listTeamShares(client: ApiClient, projectId: number): Promise<TeamShare[]> {
  return (await client.listAll<Raw<TeamShare>>(`/projects/${projectId}/teams`)).map(normalise);
}

export async function shareWithTeam(
  client: ApiClient,
  f: ServerFeatures,
  projectId: number,
  teamId: number,
  permission: Permission,
): Promise<void> {
  await client.put(`/projects/${projectId}/teams`, { teamId, ...permissionBody(f, permission) });
}

export async function updateTeamShare(
  client: ApiClient,
  f: ServerFeatures,
  projectId: number,
  teamId: number,
  permission: Permission,
): Promise<void> {
  await client.post(`/projects/${projectId}/teams/${teamId}`, permissionBody(f, permission));
}

export async function removeTeamShare(client: ApiClient, projectId: number, teamId: number): Promise<void> {
  await client.del(`/projects/${projectId}/teams/${teamId}`);
}

export async function listLinkShares(client: ApiClient, projectId: number): Promise<LinkShare[]> {
  return (await client.listAll<Raw<LinkShare>>(`/projects/${projectId}/shares`)).map(normalise);
}

export async function createLinkShare(
  client: ApiClient,
  f: ServerFeatures,
  projectId: number,
  input: { name: string; password: string; permission: Permission },
): Promise<LinkShare> {
  const body = {
    name: input.name,
    ...(input.password ? { password: input.password } : {}),
    ...permissionBody(f, input.permission),
  };
  return normalise((await client.put<Raw<LinkShare>>(`/projects/${projectId}/shares`, body)).data);
}

export async function removeLinkShare(client: ApiClient, projectId: number, shareId: number): Promise<void> {
  await client.del(`/projects/${projectId}/shares/${shareId}`);
}

/**
 * The address a guest opens, in Vikunja's own form so that either web app opens it:
 * `{frontend}/share/{hash}/auth`, with `?view={id}` to open one view. The app removes the hash from the
 * address bar as soon as it has read it.
 */
export function linkShareUrl(frontendBase: string, hash: string, viewId?: number | null): string {
  const view = viewId ? `?view=${viewId}` : '';
  return `${frontendBase.replace(/\/+$/, '')}/share/${encodeURIComponent(hash)}/auth${view}`;
}
