import { useTranslation } from 'react-i18next';
import { applySwUpdate, useSwUpdate } from '@/platform/web-sw';

/** A new version of the web app is installed: offer to switch to it (the page reloads once). */
export function UpdateBar() {
  const { t } = useTranslation();
  const ready = useSwUpdate((s) => s.waiting !== null);
  if (!ready) return null;
  return (
    <div className="update-bar" role="status">
      <span>{t('pwa.update.ready')}</span>
      <button type="button" className="btn btn-primary" onClick={applySwUpdate}>
        {t('pwa.update.reload')}
      </button>
    </div>
  );
}
