import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';
import { usePopupEnv } from './env';

/**
 * Whether the extension may reach the server (the optional host permission). Denied or later
 * revoked shows a warning with a button that asks again, from that click.
 */
export function HostAccess() {
  const { t } = useTranslation();
  const { platform } = usePopupEnv();
  const apiUrl = useSession((s) => s.apiUrl);
  const [granted, setGranted] = useState<boolean | null>(null);

  useEffect(() => {
    if (apiUrl) void platform.hasOrigin(apiUrl).then(setGranted, () => setGranted(false));
  }, [apiUrl, platform]);

  if (!apiUrl || granted !== false) return null;
  return (
    <p className="warning" role="status">
      {t('popup.access.missing', { host: new URL(apiUrl).host })}{' '}
      <button
        type="button"
        className="btn btn-link"
        onClick={() => void platform.requestOrigin(apiUrl).then(setGranted, () => setGranted(false))}
      >
        {t('popup.access.grant')}
      </button>
    </p>
  );
}
