import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications, markAllNotificationsRead, markNotification } from '@/api/notifications';
import type { Notification } from '@/api/types';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import { useSession } from '@/stores/session';
import { useInfoQuery } from './user';

/** Notifications are polled this often, only while the page is visible and no socket pushes them. */
export const NOTIFICATION_POLL_MS = 10_000;
/** While the server's websocket pushes new notifications, polling is only a slow safety net. */
export const NOTIFICATION_LIVE_POLL_MS = 5 * 60_000;

export const notificationKeys = {
  root: ['notifications'] as const,
  list: () => [...notificationKeys.root, 'list'] as const,
};

/** A pushed notification goes on top of the cached list, once; no list yet: nothing to merge into. */
export function withPushed(list: Notification[] | undefined, pushed: Notification): Notification[] | undefined {
  if (!list) return list;
  return list.some((n) => n.id === pushed.id) ? list : [pushed, ...list];
}

/**
 * Where the server offers it (2.3+), keeps a websocket open that puts each new notification into the list at
 * once; returns whether it is live. Polling (useNotificationsQuery) covers the rest. Call it from one place.
 */
export function useNotificationSocket(): boolean {
  const queryClient = useQueryClient();
  const apiUrl = useSession((s) => s.apiUrl);
  const signedIn = useSession((s) => s.token !== null && s.linkShare === null);
  const version = useInfoQuery().data?.version;
  const offered = signedIn && version !== undefined && featuresFor(version).hasNotificationSocket;
  const serverUrl = offered ? apiUrl : null;
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!serverUrl) return;
    let socket: { close(): void } | null = null;
    let stopped = false;
    // The socket's code arrives after the first screen; until the socket is open, polling covers it.
    void import('@/api/notification-socket').then(({ openNotificationSocket, socketUrl }) => {
      const url = socketUrl(serverUrl, globalThis.location?.href);
      if (stopped || !url) return;
      socket = openNotificationSocket({
        url,
        token: () => useSession.getState().token,
        onNotification: (pushed) => {
          const list = queryClient.getQueryData<Notification[]>(notificationKeys.list());
          if (list) queryClient.setQueryData<Notification[]>(notificationKeys.list(), withPushed(list, pushed));
          else void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        },
        onLive: (value) => {
          setLive(value);
          // Whatever came while no socket was open.
          if (value) void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        },
      });
    });
    return () => {
      stopped = true;
      socket?.close();
      setLive(false);
    };
  }, [serverUrl, queryClient]);
  return live;
}

export function useNotificationsQuery(live = false) {
  const client = useApi();
  const signedIn = useSession((s) => s.token !== null && s.linkShare === null);
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: async () => (await listNotifications(client)).items,
    enabled: signedIn,
    // Always stale, so a tab becoming visible refreshes at once; TanStack pauses interval refetching in hidden tabs by default (refetchIntervalInBackground false).
    refetchInterval: live ? NOTIFICATION_LIVE_POLL_MS : NOTIFICATION_POLL_MS,
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
