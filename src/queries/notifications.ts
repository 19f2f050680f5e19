import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications, markAllNotificationsRead, markNotification } from '@/api/notifications';
import type { Notification } from '@/api/types';
import { useApi } from '@/app/context';
import { useSession } from '@/stores/session';

/** Notifications are polled this often, only while the page is visible. */
export const NOTIFICATION_POLL_MS = 10_000;

export const notificationKeys = {
  root: ['notifications'] as const,
  list: () => [...notificationKeys.root, 'list'] as const,
};

export function useNotificationsQuery() {
  const client = useApi();
  const signedIn = useSession((s) => s.token !== null && s.linkShare === null);
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: async () => (await listNotifications(client)).items,
    enabled: signedIn,
    // Always stale, so a tab becoming visible refreshes at once; TanStack pauses interval refetching in hidden tabs by default (refetchIntervalInBackground false).
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

const setRead = (list: Notification[] | undefined, id: number | null) =>
  list?.map((n) =>
    id === null || n.id === id ? { ...n, read: true, readAt: n.readAt ?? new Date().toISOString() } : n,
  );

export function useMarkNotificationReadMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotification(client, notification, true),
    onMutate: (notification) => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (list) => setRead(list, notification.id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export function useMarkAllNotificationsReadMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(client),
    onMutate: () => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (list) => setRead(list, null));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
