import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@/app/context';
import { INSTALL_HINT_KEY, promptInstall, useInstallPrompt, wantsManualInstallHint } from '@/platform/install-prompt';
import { XIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';
import { useStoredDismissal } from '@/components/use-stored-dismissal';

/**
 * When the browser offers to install the web app: a dismissible hint with an "Install" button. iOS Safari
 * never offers it, so there the hint says how to do it by hand (Share → Add to Home Screen).
 */
export function InstallHint() {
  const { t } = useTranslation();
  const { kind } = usePlatform();
  const available = useInstallPrompt((s) => s.event !== null);
  const [manual] = useState(wantsManualInstallHint);
  const [dismissed, dismiss] = useStoredDismissal(INSTALL_HINT_KEY);
  if (kind !== 'web' || !(available || manual) || dismissed !== false) return null;

  return (
    <aside className="install-hint" aria-label={t('pwa.install.label')} data-testid="install-hint">
      <p>{t(available ? 'pwa.install.text' : 'pwa.install.iosText')}</p>
      {available && (
        <button type="button" className="btn btn-primary" onClick={() => void promptInstall()}>
          {t('pwa.install.button')}
        </button>
      )}
      <IconButton label={t('pwa.install.dismiss')} onClick={dismiss} icon={<XIcon size={18} aria-hidden="true" />} />
    </aside>
  );
}
