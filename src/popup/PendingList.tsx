import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryNow, type OutboxItem } from '@/background/outbox';
import { usePopupEnv } from './env';

/** Quick adds and captures not yet confirmed by the server, with retry and discard for failed ones. */
export function PendingList() {
  const { t } = useTranslation();
  const env = usePopupEnv();
  const [items, setItems] = useState<OutboxItem[]>([]);

  useEffect(() => {
    const load = () => void env.listOutbox().then((list) => setItems(list.sort((a, b) => a.createdAt - b.createdAt)));
    load();
    // Someone is here: whatever waits is tried now instead of at the next backoff step.
    void env.listOutbox().then((list) => {
      if (list.length > 0) void env.flush();
    });
    return env.onOutboxChange(load);
  }, [env]);

  if (items.length === 0) return null;
  return (
    <section aria-labelledby="popup-pending" className="popup-section">
      <h2 id="popup-pending">{t('popup.pending.title', { count: items.length })}</h2>
      <ul className="popup-list" data-testid="pending-list">
        {items.map((item) => (
          <li key={item.id}>
            <span className="popup-list-title">{item.title}</span>
            <span className="muted">
              {item.state === 'failed' ? t('popup.pending.failed') : t('popup.pending.waiting')}
            </span>
            {item.state === 'failed' && (
              <>
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => void env.enqueue(retryNow(item, Date.now())).then(env.flush)}
                >
                  {t('common.retry')}
                </button>
                <button type="button" className="btn btn-link" onClick={() => void env.removeOutbox(item.id)}>
                  {t('popup.pending.discard')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
