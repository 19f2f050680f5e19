import type { ApiClient, Page } from './client';
import type { Notification } from './types';

export function listNotifications(client: ApiClient, page = 1): Promise<Page<Notification>> {
  return client.list<Notification>('/notifications', { page, per_page: 50 });
}

export function countUnread(notifications: Notification[]): number {
  return notifications.filter((n) => !n.read && !n.readAt).length;
}

export async function markNotification(
  client: ApiClient,
  notification: Notification,
  read: boolean,
): Promise<Notification> {
  return (await client.post<Notification>(`/notifications/${notification.id}`, { ...notification, read })).data;
}

export async function markAllNotificationsRead(client: ApiClient): Promise<void> {
  await client.post('/notifications');
}
