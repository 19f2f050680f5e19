import { useRef, useState, type FormEvent } from 'react';
import { isRefreshingKeptCopy } from '@/queries/cache-state';
import { useTranslation } from 'react-i18next';
import { filterIdOf } from '@/api/filters';
import type { Project } from '@/api/types';
import { FilterEditModal } from '@/features/filters/FilterModals';
import { ColorField } from '@/components/ColorField';
import { Modal } from '@/components/Modal';
import { DescriptionEditor } from '@/features/task-detail/DescriptionEditor';
import { cssColor } from '@/lib/colors';
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
    // A project without a colour keeps none until one is picked.
    hexColor: cssColor(project.hexColor)?.slice(1) ?? '',
    parentProjectId: project.parentProjectId,
  });
  const [touched, setTouched] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const titleMissing = draft.title.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (titleMissing) return;
    save.mutate(
      { ...project, ...draft, title: draft.title.trim() },
      {
        onSuccess: () => {
          toast({ kind: 'success', message: t('projectSettings.saved') });
          onDone();
        },
      },
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate ref={form}>
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
      <input
        id="project-identifier"
        maxLength={10}
        value={draft.identifier}
        onChange={(e) => setDraft({ ...draft, identifier: e.target.value })}
      />
      <label htmlFor="project-parent">{t('projectSettings.parent')}</label>
      <select
        id="project-parent"
        value={draft.parentProjectId}
        onChange={(e) => setDraft({ ...draft, parentProjectId: Number(e.target.value) })}
      >
        <option value={0}>{t('projectSettings.noParent')}</option>
        {parentCandidates(projects.data ?? [], project.id).map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </select>
      <label htmlFor="project-color">{t('projectSettings.color')}</label>
      <ColorField id="project-color" value={draft.hexColor} onChange={(hexColor) => setDraft({ ...draft, hexColor })} />
      <span aria-hidden="true">{t('projectSettings.description')}</span>
      {/* The same rich text as a task's description (HTML); Ctrl/Cmd+S saves the form, Escape closes it. */}
      <DescriptionEditor
        initialHtml={project.description}
        label={t('projectSettings.description')}
        autoFocus={false}
        actions={false}
        saving={save.isPending}
        onChange={(description) => setDraft((d) => ({ ...d, description }))}
        onSave={() => form.current?.requestSubmit()}
        onCancel={onDone}
      />
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
  const fromKept = isRefreshingKeptCopy(project);
  return (
    <Modal title={t('projectSettings.editTitle')} onClose={close}>
      <h2>{t('projectSettings.editTitle')}</h2>
      {/* A form starts from the server's project, not from a kept copy a save could write back over it. */}
      {(project.isPending || fromKept) && <Loading />}
      {project.isError && <ErrorBox error={project.error} />}
      {project.data && !fromKept && <EditForm project={project.data} onDone={close} />}
    </Modal>
  );
}
