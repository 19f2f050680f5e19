import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { SafeHtml } from '@/components/SafeHtml';
import { ErrorBox, Loading } from '@/components/Status';
import { projectDisplayTitle } from './project-title';
import { useProjectModal } from './settings/useProjectModal';

/** project.info (/projects/:id/info): the project's description, sanitised. */
export function ProjectInfoModal() {
  const { t } = useTranslation();
  const { project, close } = useProjectModal();
  const title = project.data ? projectDisplayTitle(project.data, t) : t('projects.loadingTitle');
  return (
    <Modal title={t('projects.infoTitle', { title })} onClose={close}>
      <h2>{title}</h2>
      {project.isPending && <Loading />}
      {project.isError && <ErrorBox error={project.error} onRetry={() => void project.refetch()} />}
      {project.data && <SafeHtml className="project-description content" html={project.data.description ?? ''} />}
    </Modal>
  );
}
