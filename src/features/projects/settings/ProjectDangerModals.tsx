import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterIdOf } from '@/api/filters';
import { usePlatform } from '@/app/context';
import { FilterDeleteModal } from '@/features/filters/FilterModals';
import { Modal } from '@/components/Modal';
import { ModalActions } from '@/components/ModalActions';
import { ErrorBox, Loading } from '@/components/Status';
import { useProjectsQuery } from '@/queries/projects';
import {
  useDeleteProjectMutation,
  useDuplicateProjectMutation,
  useSaveProjectMutation,
} from '@/queries/project-settings';
import { useToasts } from '@/stores/toasts';
import { forgetProjects } from '../history-cleanup';
import { parentCandidates, selfAndDescendants } from './project-tree';
import { useProjectModal } from './useProjectModal';

/** Archive or unarchive: an archived project is read only. The default project cannot be archived. */
export function ProjectArchiveModal() {
  const { t } = useTranslation();
  const { project, isDefault, close } = useProjectModal();
  const save = useSaveProjectMutation();
  const archived = project.data?.isArchived ?? false;
  return (
    <Modal title={t(archived ? 'projectSettings.unarchive' : 'projectSettings.archive')} onClose={close}>
      <h2>{t(archived ? 'projectSettings.unarchive' : 'projectSettings.archive')}</h2>
      {project.isPending && <Loading />}
      <p>{t(archived ? 'projectSettings.unarchiveText' : 'projectSettings.archiveText')}</p>
      {isDefault && !archived && <p className="warning">{t('projectSettings.defaultCannotArchive')}</p>}
      {save.isError && <ErrorBox error={save.error} />}
      <ModalActions
        confirmLabel={t(archived ? 'projectSettings.unarchive' : 'projectSettings.archive')}
        disabled={!project.data || (isDefault && !archived) || save.isPending}
        onConfirm={() => project.data && save.mutate({ ...project.data, isArchived: !archived }, { onSuccess: close })}
        onCancel={close}
      />
    </Modal>
  );
}

/** Delete for good, with its tasks and sub-projects; never the default project. */
export function ProjectDeleteModal() {
  const { t } = useTranslation();
  const { projectId, project, isDefault, close, navigate } = useProjectModal();
  const remove = useDeleteProjectMutation();
  const projects = useProjectsQuery();
  const platform = usePlatform();
  const toast = useToasts((s) => s.show);
  const filterId = filterIdOf(projectId);
  if (filterId !== null) return <FilterDeleteModal filterId={filterId} onClose={close} />;
  return (
    <Modal title={t('projectSettings.delete')} onClose={close}>
      <h2>{t('projectSettings.delete')}</h2>
      <p>{t('projectSettings.deleteText', { title: project.data?.title ?? '' })}</p>
      {isDefault && <p className="warning">{t('projectSettings.defaultCannotDelete')}</p>}
      {remove.isError && <ErrorBox error={remove.error} />}
      <ModalActions
        danger
        confirmLabel={t('projectSettings.deleteConfirm')}
        disabled={isDefault || remove.isPending}
        onConfirm={() =>
          remove.mutate(projectId, {
            // Fired and forgotten: a failure to forget the history surfaces as an unhandled-rejection toast.
            onSuccess: () =>
              void (async () => {
                // The server deletes the children too; the history must not keep any of them.
                await forgetProjects(platform.storage, selfAndDescendants(projects.data ?? [], projectId));
                toast({ kind: 'success', message: t('projectSettings.deleted') });
                void navigate('/', { replace: true });
              })(),
          })
        }
        onCancel={close}
      />
    </Modal>
  );
}

/** Copy the project, its views and tasks, under a chosen parent. */
export function ProjectDuplicateModal() {
  const { t } = useTranslation();
  const { projectId, project, close, navigate } = useProjectModal();
  const projects = useProjectsQuery();
  const duplicate = useDuplicateProjectMutation();
  const toast = useToasts((s) => s.show);
  const [parent, setParent] = useState<number | null>(null);
  const parentId = parent ?? project.data?.parentProjectId ?? 0;
  return (
    <Modal title={t('projectSettings.duplicate')} onClose={close}>
      <h2>{t('projectSettings.duplicate')}</h2>
      <div className="form">
        <label htmlFor="duplicate-parent">{t('projectSettings.parent')}</label>
        <select id="duplicate-parent" value={parentId} onChange={(e) => setParent(Number(e.target.value))}>
          <option value={0}>{t('projectSettings.noParent')}</option>
          {parentCandidates(projects.data ?? [], projectId).map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      {duplicate.isError && <ErrorBox error={duplicate.error} />}
      <ModalActions
        confirmLabel={t('projectSettings.duplicateConfirm')}
        disabled={duplicate.isPending}
        onConfirm={() =>
          duplicate.mutate(
            { id: projectId, parentProjectId: parentId },
            {
              onSuccess: (copy) => {
                toast({ kind: 'success', message: t('projectSettings.duplicated') });
                void navigate(`/projects/${copy.id}`, { replace: true });
              },
            },
          )
        }
        onCancel={close}
      />
    </Modal>
  );
}
