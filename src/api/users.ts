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

/** Assigns a user to a task. */
export async function addAssignee(client: ApiClient, taskId: number, userId: number): Promise<void> {
  await client.put(`/tasks/${taskId}/assignees`, { userId });
}

export async function removeAssignee(client: ApiClient, taskId: number, userId: number): Promise<void> {
  await client.del(`/tasks/${taskId}/assignees/${userId}`);
}
