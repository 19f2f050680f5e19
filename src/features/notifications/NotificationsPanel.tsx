import { formatDistance } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@/api/types';
import { dateLocale } from '@/app/date-locale';
import { useOpenRoute } from '@/app/task-modal-route-state';
import { Empty, ErrorBox } from '@/components/Status';
import { UserAvatar } from '@/components/UserAvatar';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
} from '@/queries/notifications';
import { useToasts } from '@/stores/toasts';
import { describeNotification, isUnread } from './notification-text';
import './notifications-panel.css';

/** Doer avatar size in the list. */
const AVATAR_SIZE = 28;

function Item({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (n: Notification, link: string | null) => void;
}) {
  const { t } = useTranslation();
  const view = describeNotification(notification);
  const unread = isUnread(notification);
  return (
    <li className={`notification ${unread ? 'is-unread' : 'is-read'}`} data-testid="notification">
      <button type="button" className="notification-button" onClick={() => onOpen(notification, view.link)}>
        <span
          className="read-dot"
          aria-label={unread ? t('notifications.unread') : t('notifications.read')}
          role="img"
        />
        {view.doer && <UserAvatar username={view.doer} size={AVATAR_SIZE} />}
        <span className="notification-text">{t(view.key, view.values)}</span>
        {notification.created && (
          <time className="notification-time" dateTime={notification.created}>
            {formatDistance(new Date(notification.created), new Date(), { addSuffix: true, locale: dateLocale() })}
          </time>
        )}
      </button>
    </li>
  );
}

/** The bell's popup: the notifications, newest first, with "mark all as read". Loaded when first needed. */
export function NotificationsPanel({ onClose, live }: { onClose: () => void; live: boolean }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const notifications = useNotificationsQuery(live);
  const markRead = useMarkNotificationReadMutation();
  const markAll = useMarkAllNotificationsReadMutation();
  const toast = useToasts((s) => s.show);
  const list = notifications.data ?? [];
  const unread = list.filter(isUnread).length;

  function openItem(notification: Notification, link: string | null) {
    if (isUnread(notification)) markRead.mutate(notification);
    onClose();
    if (link) openRoute(link);
  }

  return (
    <section id="notifications-popup" className="notifications-popup" aria-label={t('notifications.title')}>
      <header className="notifications-header">
        <h2>{t('notifications.title')}</h2>
        {unread > 0 && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () => toast({ kind: 'success', message: t('notifications.allRead') }),
              })
            }
          >
            {t('notifications.markAllRead')}
          </button>
        )}
      </header>
      {notifications.isError && <ErrorBox error={notifications.error} onRetry={() => void notifications.refetch()} />}
      {notifications.isSuccess && list.length === 0 && (
        <Empty title={t('notifications.empty')}>
          <p>{t('notifications.emptyHint')}</p>
        </Empty>
      )}
      <ul className="notification-list">
        {list.map((n) => (
          <Item key={n.id} notification={n} onOpen={openItem} />
        ))}
      </ul>
    </section>
  );
}
