import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/icons';
import { Loading } from '@/components/Status';
import { Tooltip } from '@/components/Tooltip';
import { useDismiss } from '@/components/use-dismiss';
import { useIdleImport } from '@/lib/use-idle-import';
import { usePainted } from '@/lib/use-first-rows';
import { useNotificationSocket, useNotificationsQuery } from '@/queries/notifications';
import { isUnread } from './notification-text';
import './notifications.css';

/** The popup's code (with date formatting) is not part of the first load; it arrives when the browser is idle. */
const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationsPanel })));

interface Watched {
  unread: number;
  live: boolean;
}

/** Keeps the notifications fresh (socket or polling) and tells the bell how many are unread. */
function NotificationsWatch({ onChange }: { onChange: (watched: Watched) => void }) {
  // Pushed notifications arrive over the server's websocket where it has one; polling slows down meanwhile.
  const live = useNotificationSocket();
  const notifications = useNotificationsQuery(live);
  const unread = (notifications.data ?? []).filter(isUnread).length;
  useEffect(() => onChange({ unread, live }), [unread, live, onChange]);
  return null;
}

/**
 * The header bell: an unread dot, and a popup listing notifications (closes on an outside click). The button is
 * in the first screen; asking for notifications starts once that screen is painted.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const [{ unread, live }, setWatched] = useState<Watched>({ unread: 0, live: false });
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const painted = usePainted();
  useIdleImport(loadPanel);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);

  const bellLabel = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <div className="notifications" ref={root}>
      {painted && <NotificationsWatch onChange={setWatched} />}
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
