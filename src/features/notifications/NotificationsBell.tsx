import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/icons';
import { Loading } from '@/components/Status';
import { Tooltip } from '@/components/Tooltip';
import { useDismiss } from '@/components/use-dismiss';
import { useIdleImport } from '@/lib/use-idle-import';
import { useNotificationSocket, useNotificationsQuery } from '@/queries/notifications';
import { isUnread } from './notification-text';
import './notifications.css';

/** The popup's code (with date formatting) is not part of the first load; it arrives when the browser is idle. */
const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationsPanel })));

/** The header bell: an unread dot, and a popup listing notifications (closes on an outside click). */
export function NotificationsBell() {
  const { t } = useTranslation();
  // Pushed notifications arrive over the server's websocket where it has one; polling slows down meanwhile.
  const live = useNotificationSocket();
  const notifications = useNotificationsQuery(live);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const unread = (notifications.data ?? []).filter(isUnread).length;
  useIdleImport(loadPanel);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);

  const bellLabel = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <div className="notifications" ref={root}>
      <Tooltip text={bellLabel}>
        <button
          type="button"
          className="btn btn-icon bell"
          aria-label={bellLabel}
          aria-expanded={open}
          aria-controls="notifications-popup"
          onClick={() => setOpen((o) => !o)}
        >
          <BellIcon size={20} aria-hidden="true" />
          {unread > 0 && <span className="unread-dot" data-testid="unread-dot" />}
        </button>
      </Tooltip>
      {open && (
        <Suspense
          fallback={
            <section id="notifications-popup" className="notifications-popup" aria-busy="true">
              <Loading />
            </section>
          }
        >
          <NotificationsPanel onClose={close} live={live} />
        </Suspense>
      )}
    </div>
  );
}
