import { createClient } from '@/api/client';
import { getTask, updateTask } from '@/api/tasks';
import type { Notification } from '@/api/types';
import { clearNotification, notify, openAppTab } from '@/platform/extension-background';
import { KEYS, type KeyValueStorage } from '@/platform/types';
import { readSettings } from './settings';
import type { SessionOwner } from './session-owner';

const SEEN_KEY = KEYS.notifiedIds;
const PREFIX = 'vk-notification:';
/** A plain 48 px square in the brand colour: notifications need an icon and the package ships none yet. */
export const NOTIFICATION_ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOUlEQVR42u3OQQkAAAgEsKthTvujLcTHYAGW6nklQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJ3Ftzo48TaCiuGAAAAAElFTkSuQmCC';

interface NotifierDeps {
  storage: KeyValueStorage;
  owner: SessionOwner;
  t: (key: string, options?: Record<string, unknown>) => string;
}

function taskOf(n: Notification): { id: number; title: string } | null {
  const task = (n.notification as { task?: { id?: unknown; title?: unknown } }).task;
  return task && typeof task.id === 'number' ? { id: task.id, title: String(task.title ?? '') } : null;
}

/** The id a desktop notification carries: which server notification, and its task. */
export function notificationId(n: Notification): string {
  return `${PREFIX}${n.id}:${taskOf(n)?.id ?? 0}:${n.name === 'task.reminder' ? 'r' : ''}`;
}

export function parseNotificationId(id: string): { taskId: number; reminder: boolean } | null {
  const match = new RegExp(`^${PREFIX}(\\d+):(\\d+):(r?)$`).exec(id);
  return match ? { taskId: Number(match[2]), reminder: match[3] === 'r' } : null;
}

/** Desktop notifications for new unread notifications (opt-in), with "open" and, for reminders, "mark done". */
export function createNotifier(deps: NotifierDeps) {
  return {
    async onPolled(notifications: Notification[]): Promise<void> {
      const unread = notifications.filter((n) => !n.read && !n.readAt);
      const stored = await deps.storage.get<number[]>(SEEN_KEY);
      const seen = new Set(stored ?? []);
      const fresh = unread.filter((n) => !seen.has(n.id));
      // Remember every unread id even when notifications are off, so turning them on does not flood;
      // the first poll after install only learns what is already there.
      await deps.storage.set(SEEN_KEY, unread.map((n) => n.id).slice(-200));
      if (stored === undefined || !(await readSettings(deps.storage)).desktopNotifications) return;
      for (const n of fresh.slice(0, 3)) {
        const task = taskOf(n);
        const buttons = [deps.t('extension.notification.open')];
        if (n.name === 'task.reminder' && task) buttons.push(deps.t('extension.notification.markDone'));
        await notify(
          notificationId(n),
          deps.t('extension.notification.title'),
          task?.title || n.name,
          buttons,
          NOTIFICATION_ICON,
        );
      }
    },
    async onClick(id: string, button: number | null): Promise<void> {
      const parsed = parseNotificationId(id);
      if (!parsed) return;
      await clearNotification(id);
      if (button === 1 && parsed.reminder) {
        const [apiUrl, token] = await Promise.all([
          deps.storage.get<string>(KEYS.apiUrl),
          deps.storage.get<string>(KEYS.token),
        ]);
        if (!apiUrl || !token) return;
        const client = createClient({
          baseUrl: () => apiUrl,
          token: () => token,
          renewToken: () => deps.owner.tokenFor(token),
        });
        await updateTask(client, { ...(await getTask(client, parsed.taskId)), done: true });
        return;
      }
      await openAppTab(parsed.taskId ? `/tasks/${parsed.taskId}` : '/');
    },
  };
}
