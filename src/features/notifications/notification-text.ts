import type { Notification } from '@/api/types';
import { isolate } from '@/lib/bidi';

interface Named {
  id?: number;
  username?: string;
  name?: string;
  title?: string;
  projectId?: number;
}

export interface NotificationView {
  /** i18n key and its values. */
  key: string;
  values: Record<string, string>;
  doer: string | null;
  /** Where a click goes; null when the target no longer exists. */
  link: string | null;
}

const nameOf = (u: Named | undefined) => u?.name || u?.username || '';

/** What a notification says and where it leads, per type. */
export function describeNotification(n: Notification): NotificationView {
  const p = n.notification as Record<string, Named | undefined>;
  const doer = p.doer?.username ?? null;
  const task = p.task;
  const taskLink = task?.id ? `/tasks/${task.id}` : null;
  // User text is isolated, so a right-to-left override in a title cannot reverse the sentence around it.
  const text = {
    doer: nameOf(p.doer),
    task: task?.title ?? '',
    project: p.project?.title ?? '',
    team: p.team?.name ?? '',
    member: nameOf(p.member),
    assignee: nameOf(p.assignee),
  };
  const values = Object.fromEntries(Object.entries(text).map(([k, v]) => [k, isolate(v)]));
  switch (n.name) {
    case 'task.comment':
      return { key: 'notifications.type.comment', values, doer, link: taskLink };
    case 'task.assigned':
      return { key: 'notifications.type.assigned', values, doer, link: taskLink };
    case 'task.deleted':
      return { key: 'notifications.type.deleted', values, doer, link: null };
    case 'task.mentioned':
      return { key: 'notifications.type.mentioned', values, doer, link: taskLink };
    case 'task.reminder':
      return { key: 'notifications.type.reminder', values, doer: null, link: taskLink };
    case 'project.created':
      return {
        key: 'notifications.type.projectCreated',
        values,
        doer,
        link: p.project?.id ? `/projects/${p.project.id}` : null,
      };
    case 'team.member.added':
      return {
        key: 'notifications.type.memberAdded',
        values,
        doer,
        link: p.team?.id ? `/teams/${p.team.id}/edit` : null,
      };
    default:
      return { key: 'notifications.type.unknown', values, doer, link: null };
  }
}

export const isUnread = (n: Notification): boolean => !n.read && !n.readAt;
