import type { ApiClient } from './client';
import type { User } from './types';

export interface Webhook {
  id: number;
  targetUrl: string;
  events: string[];
  projectId: number;
  created: string | null;
  updated: string | null;
  createdBy?: User;
}

export interface WebhookDraft {
  targetUrl: string;
  events: string[];
  /** Optional: when set, the server signs every delivery with HMAC-SHA256. */
  secret: string;
}

/** Every webhook of a project (all pages). */
export function listWebhooks(client: ApiClient, projectId: number): Promise<Webhook[]> {
  return client.listAll<Webhook>(`/projects/${projectId}/webhooks`);
}

/** The events a webhook can listen to, as the server names them. */
export async function listWebhookEvents(client: ApiClient): Promise<string[]> {
  return (await client.get<string[] | null>('/webhooks/events')).data ?? [];
}

export async function createWebhook(client: ApiClient, projectId: number, draft: WebhookDraft): Promise<Webhook> {
  const body = {
    targetUrl: draft.targetUrl.trim(),
    events: draft.events,
    projectId,
    ...(draft.secret ? { secret: draft.secret } : {}),
  };
  return (await client.put<Webhook>(`/projects/${projectId}/webhooks`, body)).data;
}

export async function deleteWebhook(client: ApiClient, projectId: number, webhookId: number): Promise<void> {
  await client.del(`/projects/${projectId}/webhooks/${webhookId}`);
}
