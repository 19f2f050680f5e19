import { useTranslation } from 'react-i18next';
import { useInfoQuery } from '@/queries/user';
import { Modal } from '@/components/Modal';
import '@/features/keyboard/shortcuts-modal.css';

/** The app's own version, baked in at build time by Vite. */
const APP_VERSION = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? '0.1.0';

function AboutContent() {
  const { t } = useTranslation();
  const info = useInfoQuery();
  return (
    <dl className="about">
      <dt>{t('about.appVersion')}</dt>
      <dd data-testid="app-version">{APP_VERSION}</dd>
      <dt>{t('about.serverVersion')}</dt>
      <dd data-testid="server-version">{info.data?.version ?? '…'}</dd>
    </dl>
  );
}

export function AboutModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('about.title')} onClose={onClose}>
      <h2 className="modal-title">{t('about.title')}</h2>
      <AboutContent />
    </Modal>
  );
}

/** /about as a page of its own. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('about.title')}</h1>
      <AboutContent />
    </section>
  );
}
