import type { ApiClient } from './client';

/** Assigns a user to a task. */
export async function addAssignee(client: ApiClient, taskId: number, userId: number): Promise<void> {
  await client.put(`/tasks/${taskId}/assignees`, { userId });
}

export async function removeAssignee(client: ApiClient, taskId: number, userId: number): Promise<void> {
  await client.del(`/tasks/${taskId}/assignees/${userId}`);
}
