import type { ApiClient, Page } from './client';
import { listViewTasks } from './tasks';
import type { Bucket, Task } from './types';

/** A kanban view answers its buckets, each with its first page of tasks. */
export async function listKanban(client: ApiClient, projectId: number, viewId: number): Promise<Bucket[]> {
  return (await client.get<Bucket[] | null>(`/projects/${projectId}/views/${viewId}/tasks`)).data ?? [];
}

export async function createBucket(
  client: ApiClient,
  projectId: number,
  viewId: number,
  title: string,
): Promise<Bucket> {
  return (await client.put<Bucket>(`/projects/${projectId}/views/${viewId}/buckets`, { title, projectViewId: viewId }))
    .data;
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
export async function setTaskPosition(
  client: ApiClient,
  taskId: number,
  viewId: number,
  position: number,
): Promise<void> {
  await client.post(`/tasks/${taskId}/position`, { taskId, projectViewId: viewId, position });
}

/** One further page of a kanban bucket: the view's tasks filtered to that bucket, by position (25 a page). */
export function listBucketTasks(
  client: ApiClient,
  target: { projectId: number; viewId: number; bucketId: number },
  page: number,
  perPage: number,
): Promise<Page<Task>> {
  return listViewTasks(client, target.projectId, target.viewId, {
    filter: `bucket_id = ${target.bucketId}`,
    page,
    perPage,
    sortBy: ['position'],
    orderBy: ['asc'],
  });
}

/** Saves a bucket's title and limit (0 = no limit); the server answers 10004 later for cards beyond it. */
export async function updateBucket(
  client: ApiClient,
  projectId: number,
  viewId: number,
  bucket: Bucket,
): Promise<Bucket> {
  const body = {
    id: bucket.id,
    title: bucket.title,
    limit: bucket.limit,
    position: bucket.position,
    projectViewId: viewId,
  };
  return (await client.post<Bucket>(`/projects/${projectId}/views/${viewId}/buckets/${bucket.id}`, body)).data;
}

/** Deletes a bucket; its tasks move to the default bucket. The last bucket is refused (10003). */
export async function deleteBucket(
  client: ApiClient,
  projectId: number,
  viewId: number,
  bucketId: number,
): Promise<void> {
  await client.del(`/projects/${projectId}/views/${viewId}/buckets/${bucketId}`);
}
