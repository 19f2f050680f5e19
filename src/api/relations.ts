import type { ApiClient } from './client';
import type { RelationKind } from './types';

export const RELATION_KINDS: RelationKind[] = [
  'subtask',
  'parenttask',
  'related',
  'duplicateof',
  'duplicates',
  'blocking',
  'blocked',
  'precedes',
  'follows',
  'copiedfrom',
  'copiedto',
];

export async function addRelation(
  client: ApiClient,
  taskId: number,
  otherTaskId: number,
  relationKind: RelationKind,
): Promise<void> {
  await client.put(`/tasks/${taskId}/relations`, { otherTaskId, relationKind });
}

export async function removeRelation(
  client: ApiClient,
  taskId: number,
  relationKind: RelationKind,
  otherTaskId: number,
): Promise<void> {
  await client.del(`/tasks/${taskId}/relations/${relationKind}/${otherTaskId}`);
}
