import type { ApiClient } from './client';
import type { Label } from './types';

/** Every label the user can see (all pages). */
export function listLabels(client: ApiClient): Promise<Label[]> {
  return client.listAll<Label>('/labels');
}

/** Creates a label; the colour goes without '#', as the server stores it. */
export async function createLabel(client: ApiClient, input: { title: string; hexColor?: string }): Promise<Label> {
  const hexColor = (input.hexColor ?? '').replace(/^#/, '');
  return (await client.put<Label>('/labels', { title: input.title, hexColor })).data;
}

/** Attaches an existing label to a task. */
export async function addLabelToTask(client: ApiClient, taskId: number, labelId: number): Promise<void> {
  await client.put(`/tasks/${taskId}/labels`, { labelId });
}

export async function updateLabel(client: ApiClient, label: Label): Promise<Label> {
  return (await client.post<Label>(`/labels/${label.id}`, { ...label, hexColor: label.hexColor.replace(/^#/, '') }))
    .data;
}

export async function deleteLabel(client: ApiClient, id: number): Promise<void> {
  await client.del(`/labels/${id}`);
}

export async function removeLabelFromTask(client: ApiClient, taskId: number, labelId: number): Promise<void> {
  await client.del(`/tasks/${taskId}/labels/${labelId}`);
}
