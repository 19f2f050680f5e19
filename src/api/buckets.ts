import type { ApiClient } from './client';
import type { Bucket } from './types';

/** A kanban view answers its buckets, each with its first page of tasks. */
export async function listKanban(client: ApiClient, projectId: number, viewId: number): Promise<Bucket[]> {
  return (await client.get<Bucket[] | null>(`/projects/${projectId}/views/${viewId}/tasks`)).data ?? [];
}

export async function createBucket(client: ApiClient, projectId: number, viewId: number, title: string): Promise<Bucket> {
  return (await client.put<Bucket>(`/projects/${projectId}/views/${viewId}/buckets`, { title, projectViewId: viewId })).data;
}

/** Moves a task into a bucket of a view (the done bucket marks it done on the server). */
export async function moveTaskToBucket(
  client: ApiClient,
  target: { projectId: number; viewId: number; bucketId: number; taskId: number },
): Promise<void> {
  await client.post(`/projects/${target.projectId}/views/${target.viewId}/buckets/${target.bucketId}/tasks`, {
    taskId: target.taskId,
    bucketId: target.bucketId,
    projectViewId: target.viewId,
  });
}

/** Positions are kept per view. */
export async function setTaskPosition(client: ApiClient, taskId: number, viewId: number, position: number): Promise<void> {
  await client.post(`/tasks/${taskId}/position`, { taskId, projectViewId: viewId, position });
}
