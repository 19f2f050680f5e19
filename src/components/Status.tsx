import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';

/** The loading indicator waits this long, so fast answers never flash a spinner. */
const LOADING_DELAY_MS = 100;

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="loading" role="status" aria-busy="true">
      {visible && (
        <>
          <span className="spinner" aria-hidden="true" />
          <span>{label ?? t('common.loading')}</span>
        </>
      )}
    </div>
  );
}

export function ErrorBox({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-box" role="alert">
      <span>{errorMessage(error, t)}</span>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty-title">{title}</p>
      {children}
    </div>
  );
}
