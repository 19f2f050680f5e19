import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { filterIdOf } from '@/api/filters';
import type { Project } from '@/api/types';
import { FilterEditModal } from '@/features/filters/FilterModals';
import { Modal } from '@/components/Modal';
import { ErrorBox, Loading } from '@/components/Status';
import { useProjectsQuery } from '@/queries/projects';
import { useSaveProjectMutation } from '@/queries/project-settings';
import { useToasts } from '@/stores/toasts';
import { parentCandidates } from './project-tree';
import { useProjectModal } from './useProjectModal';

function EditForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const { t } = useTranslation();
  const projects = useProjectsQuery();
  const save = useSaveProjectMutation();
  const toast = useToasts((s) => s.show);
  const [draft, setDraft] = useState({
    title: project.title,
    identifier: project.identifier,
    description: project.description,
    hexColor: project.hexColor ? `#${project.hexColor.replace('#', '')}` : '#1973ff',
    parentProjectId: project.parentProjectId,
  });
  const [touched, setTouched] = useState(false);
  const titleMissing = draft.title.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (titleMissing) return;
    save.mutate(
      { ...project, ...draft, title: draft.title.trim(), hexColor: draft.hexColor.replace('#', '') },
      {
        onSuccess: () => {
          toast({ kind: 'success', message: t('projectSettings.saved') });
          onDone();
        },
      },
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      {save.isError && <ErrorBox error={save.error} />}
      <label htmlFor="project-title">{t('projectSettings.title')}</label>
      <input
        id="project-title"
        value={draft.title}
        aria-invalid={touched && titleMissing}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      {touched && titleMissing && <p className="field-error">{t('projectSettings.titleRequired')}</p>}
      <label htmlFor="project-identifier">{t('projectSettings.identifier')}</label>
      <input id="project-identifier" maxLength={10} value={draft.identifier} onChange={(e) => setDraft({ ...draft, identifier: e.target.value })} />
      <label htmlFor="project-parent">{t('projectSettings.parent')}</label>
      <select id="project-parent" value={draft.parentProjectId} onChange={(e) => setDraft({ ...draft, parentProjectId: Number(e.target.value) })}>
        <option value={0}>{t('projectSettings.noParent')}</option>
        {parentCandidates(projects.data ?? [], project.id).map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </select>
      <label htmlFor="project-color">{t('projectSettings.color')}</label>
      <input id="project-color" type="color" className="color-input" value={draft.hexColor} onChange={(e) => setDraft({ ...draft, hexColor: e.target.value })} />
      <label htmlFor="project-description">{t('projectSettings.description')}</label>
      <textarea id="project-description" rows={4} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {t('projectSettings.save')}
      </button>
    </form>
  );
}

export function ProjectEditModal() {
  const { t } = useTranslation();
  const { projectId, project, close } = useProjectModal();
  const filterId = filterIdOf(projectId);
  if (filterId !== null) return <FilterEditModal filterId={filterId} onClose={close} />;
  return (
    <Modal title={t('projectSettings.editTitle')} onClose={close}>
      <h2>{t('projectSettings.editTitle')}</h2>
      {project.isPending && <Loading />}
      {project.isError && <ErrorBox error={project.error} />}
      {project.data && <EditForm project={project.data} onDone={close} />}
    </Modal>
  );
}
