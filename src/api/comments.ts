import type { ApiClient } from './client';
import type { User } from './types';

export interface Comment {
  id: number;
  comment: string;
  author: User;
  created: string | null;
  updated: string | null;
}

export function listComments(client: ApiClient, taskId: number): Promise<Comment[]> {
  return client.listAll<Comment>(`/tasks/${taskId}/comments`);
}

export async function addComment(client: ApiClient, taskId: number, comment: string): Promise<Comment> {
  return (await client.put<Comment>(`/tasks/${taskId}/comments`, { comment })).data;
}

export async function updateComment(client: ApiClient, taskId: number, id: number, comment: string): Promise<Comment> {
  return (await client.post<Comment>(`/tasks/${taskId}/comments/${id}`, { comment })).data;
}

export async function deleteComment(client: ApiClient, taskId: number, id: number): Promise<void> {
  await client.del(`/tasks/${taskId}/comments/${id}`);
}
