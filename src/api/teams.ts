import type { ApiClient } from './client';
import type { User } from './types';

export interface TeamMember extends User {
  admin: boolean;
}

export interface Team {
  id: number;
  name: string;
  description: string;
  isPublic: boolean;
  members: TeamMember[] | null;
  createdBy?: User;
  created: string | null;
  updated: string | null;
}

/** The user's teams; with includePublic also every public team (servers with public teams enabled). */
export function listTeams(client: ApiClient, includePublic = false): Promise<Team[]> {
  return client.listAll<Team>('/teams', includePublic ? { include_public: true } : {});
}

export async function getTeam(client: ApiClient, id: number): Promise<Team> {
  return (await client.get<Team>(`/teams/${id}`)).data;
}

export async function createTeam(
  client: ApiClient,
  input: { name: string; description?: string; isPublic?: boolean },
): Promise<Team> {
  return (await client.put<Team>('/teams', input)).data;
}

export async function updateTeam(client: ApiClient, team: Team): Promise<Team> {
  return (await client.post<Team>(`/teams/${team.id}`, team)).data;
}

export async function deleteTeam(client: ApiClient, id: number): Promise<void> {
  await client.del(`/teams/${id}`);
}

export async function addTeamMember(client: ApiClient, teamId: number, username: string): Promise<void> {
  await client.put(`/teams/${teamId}/members`, { username });
}

/** Members are named by username in paths on every release (a number would be read as a user named so). */
export async function removeTeamMember(client: ApiClient, teamId: number, username: string): Promise<void> {
  await client.del(`/teams/${teamId}/members/${encodeURIComponent(username)}`);
}

/** Flips a member between admin and member. */
export async function toggleTeamAdmin(client: ApiClient, teamId: number, username: string): Promise<void> {
  await client.post(`/teams/${teamId}/members/${encodeURIComponent(username)}/admin`);
}
