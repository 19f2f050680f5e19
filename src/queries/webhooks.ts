import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createWebhook, deleteWebhook, listWebhookEvents, listWebhooks, type WebhookDraft } from '@/api/webhooks';
import { useApi } from '@/app/context';
import { STALE } from './stale';

export const webhookKeys = {
  root: ['webhooks'] as const,
  list: (projectId: number) => [...webhookKeys.root, 'project', projectId] as const,
  events: () => [...webhookKeys.root, 'events'] as const,
};

export function useWebhooksQuery(projectId: number, enabled: boolean) {
  const client = useApi();
  return useQuery({ queryKey: webhookKeys.list(projectId), queryFn: () => listWebhooks(client, projectId), enabled });
}

/** The server's event names change only with its release. */
export function useWebhookEventsQuery(enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: webhookKeys.events(),
    queryFn: () => listWebhookEvents(client),
    staleTime: STALE.INFINITY,
    enabled,
  });
}

export function useWebhookMutations(projectId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(projectId) });
  return {
    create: useMutation({
      mutationFn: (draft: WebhookDraft) => createWebhook(client, projectId, draft),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteWebhook(client, projectId, id), onSuccess: refresh }),
  };
}
