import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { useProjectModal } from '@/features/projects/settings/useProjectModal';
import { useInfoQuery } from '@/queries/user';
import { LinkShares } from './LinkShares';
import { UserAndTeamShares } from './UserAndTeamShares';

/** /projects/:id/settings/share — people, teams and (when the server allows) links. */
export function ShareModal() {
  const { t } = useTranslation();
  const info = useInfoQuery();
  const { projectId, project, close } = useProjectModal();
  return (
    <Modal title={t('sharing.title', { title: project.data?.title ?? '' })} onClose={close} wide>
      <h2>{t('sharing.title', { title: project.data?.title ?? '' })}</h2>
      <UserAndTeamShares projectId={projectId} />
      {info.data?.linkSharingEnabled !== false && <LinkShares projectId={projectId} />}
    </Modal>
  );
}
