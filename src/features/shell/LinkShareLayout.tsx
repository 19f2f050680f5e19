import { Outlet, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { useProjectQuery } from '@/queries/projects';
import type { LinkShareSession } from '@/stores/session';

/** The reduced layout of a link-share visit: optional logo, the project title, full width. */
export function LinkShareLayout({ share }: { share: LinkShareSession }) {
  const { t } = useTranslation();
  const match = useMatch('/projects/:projectId/*');
  const project = useProjectQuery(Number(match?.params.projectId ?? share.projectId));
  return (
    <div className="link-share-shell">
      <header className="link-share-header">
        {share.logoVisible && <Logo size={28} />}
        <p className="link-share-title">{project.data?.title ?? t('common.loading')}</p>
      </header>
      <main id="main" className="link-share-main">
        <Outlet />
      </main>
    </div>
  );
}
